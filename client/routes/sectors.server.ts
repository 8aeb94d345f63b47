import { sectors, sectorsIntro, sectorsPageCopy } from '../../data/sectors.ts';

export function loader() {
  return { copy: sectorsPageCopy, sectors, sectorsIntro };
}
