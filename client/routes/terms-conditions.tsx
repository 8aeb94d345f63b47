import { useLoaderData } from 'react-router';
import { PolicyPage } from '../components/info/policy-page.tsx';
import type { loader } from './terms-conditions.server.ts';

export function Component() {
  const { termsConditions } = useLoaderData<typeof loader>();
  return (
    <PolicyPage
      path="/terms-conditions"
      title={termsConditions.title}
      metaTitle={termsConditions.metaTitle}
      description={termsConditions.description}
      document={termsConditions}
    />
  );
}
