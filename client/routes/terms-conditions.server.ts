import { termsConditions } from '../../data/legal/terms-conditions.ts';
import { factSlots } from '../../server/views/fact-slots.ts';
import { fillCopy } from '../../shared/text.ts';

/** The terms, with the call-out fee and the hours as the business file has them (server/views/fact-slots.ts). */
const terms = fillCopy(termsConditions, factSlots);

export function loader() {
  return { termsConditions: terms };
}
