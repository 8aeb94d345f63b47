import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { callbackPageCopy } from '../../data/call-back.ts';
import { loadContextOf } from '../../server/load-context.ts';
import { describeOrigin } from '../../server/views/page-origin.ts';
import { leadFieldsFrom } from '../../server/leads/validate.ts';
import type { CallbackAnswer } from '../../shared/callback.ts';

/** /call-back?from=/leeds: the call-back form on a page of its own (the link every call-back button has). */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = describeOrigin(new URL(request.url).searchParams.get('from'));
  return { origin, copy: callbackPageCopy };
}

/**
 * A call-back request, posted from this page without JavaScript or from the dialog on any page
 * with it: validated, stored and queued for delivery by the lead service before the answer says
 * it was received.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { leads, clientAddress } = loadContextOf(context);
  const form = await request.formData();
  const fields = leadFieldsFrom(form, 'callback');
  const origin = describeOrigin(String(form.get('from') ?? ''));
  if (!leads) return data<CallbackAnswer>({ status: 'unavailable' }, { status: 503 });
  const result = await leads.submit('callback', fields, { page: origin.page, place: origin.place, service: origin.service, clientAddress });
  switch (result.status) {
    case 'stored':
    case 'spam':
      // A filled honeypot gets the same answer, so a bot learns nothing.
      return data<CallbackAnswer>({ status: 'sent', place: origin.place ?? null }, { status: 200 });
    case 'invalid':
      return data<CallbackAnswer>({ status: 'invalid', errors: result.errors, values: result.values }, { status: 400 });
    case 'rate-limited':
      return data<CallbackAnswer>({ status: 'rate-limited' }, { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } });
  }
}
