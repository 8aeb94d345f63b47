import { sectors, sectorsIntro } from '../../data/sectors.ts';

export function loader() {
  return { sectors, sectorsIntro };
}
