import { useLoaderData } from 'react-router';
import { PolicyPage } from '../components/info/policy-page.tsx';
import type { loader } from './privacy-policy.server.ts';

export function Component() {
  const { privacyPolicy } = useLoaderData<typeof loader>();
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
