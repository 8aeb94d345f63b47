import { termsConditions } from '../../data/legal/terms-conditions.ts';

export function loader() {
  return { termsConditions };
}
