import { factSlots } from '../../server/views/fact-slots.ts';
import { sectors, sectorsIntro, sectorsPageCopy } from '../../data/sectors.ts';
import { fillCopy } from '../../shared/text.ts';

export function loader() {
  // What the page says about when we answer, from the phone line's hours.
  return fillCopy({ copy: sectorsPageCopy, sectors, sectorsIntro }, factSlots);
}
