import { privacyPolicy } from '../../data/legal/privacy-policy.ts';
import { PolicyPage } from '../components/info/policy-page.tsx';

export function Component() {
  return (
    <PolicyPage
      path="/privacy-policy"
      title="Privacy and Cookie Policy"
      metaTitle="Privacy and Cookie Policy"
      description="What we collect when you call us or ask a question, why, how long we keep it, your rights under UK GDPR, and the cookies this site sets (none)."
      document={privacyPolicy}
    />
  );
}
