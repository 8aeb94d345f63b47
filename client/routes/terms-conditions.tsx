import { termsConditions } from '../../data/legal/terms-conditions.ts';
import { PolicyPage } from '../components/info/policy-page.tsx';

export function Component() {
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
