import { useLoaderData } from 'react-router';
import { PolicyPage } from '../components/info/policy-page.tsx';
import type { loader } from './privacy-policy.server.ts';

export function Component() {
  const { privacyPolicy } = useLoaderData<typeof loader>();
  return (
    <PolicyPage
      path="/privacy-policy"
      title={privacyPolicy.title}
      metaTitle={privacyPolicy.metaTitle}
      description={privacyPolicy.description}
      document={privacyPolicy}
    />
  );
}
