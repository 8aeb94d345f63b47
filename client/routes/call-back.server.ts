import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { callbackPageCopy } from '../../data/call-back.ts';
import { answerLeadPost } from '../../server/http/lead-post.ts';
import { findCity, localPhone } from '../../server/views/place-lookup.ts';
import { describeOrigin } from '../../server/views/page-origin.ts';

/**
 * /call-back?from=/leeds: the call-back form on a page of its own (the link every call-back button
 * has), with the number and the name of the place the visitor came from.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = describeOrigin(new URL(request.url).searchParams.get('from'));
  const city = findCity(origin.page.split('/')[1]);
  return { origin, phone: city ? localPhone(city.slug) : null, copy: callbackPageCopy };
}

/**
 * A call-back request, posted from this page without JavaScript or from the dialog on any page
 * with it: validated, stored and queued for delivery by the lead service before the answer says
 * it was received (server/http/lead-post.ts).
 */
export function action(args: ActionFunctionArgs) {
  const originOf = (form: FormData) => describeOrigin(String(form.get('from') ?? ''));
  return answerLeadPost(args, {
    kind: 'callback',
    meta: (form) => {
      const { page, place, service } = originOf(form);
      return { page, place, service };
    },
    sent: (form) => ({ status: 'sent' as const, place: originOf(form).place ?? null }),
  });
}
