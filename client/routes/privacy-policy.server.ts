import { privacyPolicy } from '../../data/legal/privacy-policy.ts';

export function loader() {
  return { privacyPolicy };
}
