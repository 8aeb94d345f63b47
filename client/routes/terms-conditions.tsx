import { useLoaderData } from 'react-router';
import { PolicyPage } from '../components/info/policy-page.tsx';
import type { loader } from './terms-conditions.server.ts';

export function Component() {
  const { termsConditions } = useLoaderData<typeof loader>();
  return (
    <PolicyPage
      path="/terms-conditions"
      title="Terms and Conditions"
      metaTitle="Terms and Conditions of Service"
      description="The terms for every job we do: quotes, call-out and labour charges, cancelling, guarantees on parts and work, and our liability."
      document={termsConditions}
    />
  );
}
