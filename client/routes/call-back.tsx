import { useRef } from 'react';
import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { type CallbackAnswer, CONTACT_REQUEST_TITLE, contactRequestMessage } from '../../shared/callback.ts';
import { wordsForHours } from '../../shared/hours.ts';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { rateLimitedMessage } from '../../shared/lead-answers.ts';
import { useFocusOnAnswer } from '../answer-focus.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallbackForm } from '../components/callback-form.tsx';
import { CallInstead, useLeadFormsOpen } from '../components/call-instead.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Seo } from '../components/seo.tsx';
import { type PhoneHandle, usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import type { loader } from './call-back.server.ts';

type CallbackPageData = Awaited<ReturnType<typeof loader>>;

/** The page a request comes from names the number: /call-back?from=/leeds calls Leeds's (docs/decisions/043). */
export const handle: PhoneHandle = { localPhone: (data) => (data as CallbackPageData).phone };

/** Where the answer to a post lands: the page's address takes it as a fragment (docs/decisions/043). */
const ANSWER_ID = 'callback-answer';

/** /call-back: the request form on its own page; what every call-back button links to without JavaScript. */
export function Component() {
  const { origin, copy } = useLoaderData<typeof loader>();
  const answer = useActionData() as CallbackAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  // While the site takes no forms, the page gives the number instead (docs/decisions/038).
  const closed = !useLeadFormsOpen() || answer?.status === 'closed';
  const site = useSite();
  const phone = usePagePhone();
  const answerRef = useRef<HTMLDivElement>(null);
  useFocusOnAnswer(answerRef, answer);
  const withPhone = (text: string) => text.replace('{phone}', phone);
  const title = closed ? copy.closedTitle : copy.title;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: title, path: '/call-back' },
  ];
  return (
    <>
      <Seo title={closed ? copy.closedTitle : copy.metaTitle} description={copy.description} path="/call-back" noindex />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <section className="container callback-page" aria-labelledby="callback-title">
        <h1 id="callback-title">{title}</h1>
        {closed ? (
          <CallInstead className="call-instead call-instead-page" />
        ) : answer?.status === 'sent' ? (
          <div ref={answerRef} id={ANSWER_ID} className="callback-done" role="status" tabIndex={-1}>
            <h2>{CONTACT_REQUEST_TITLE}</h2>
            <p>{contactRequestMessage(answer.place)}</p>
            <p>{withPhone(wordsForHours(site.business.lineHours, copy.nextSteps))}</p>
          </div>
        ) : (
          <>
            <p className="lead">{origin.place ? copy.placeLead.replace('{place}', origin.place) : copy.lead}</p>
            <p className="callback-urgent">{withPhone(copy.urgent)}</p>
            {answer && answer.status !== 'invalid' ? (
              <div ref={answerRef} id={ANSWER_ID} className="form-alert" role="alert" tabIndex={-1}>
                {withPhone(refusalText(answer, copy))}
              </div>
            ) : null}
            <CallbackForm
              from={origin.page}
              need={origin.need}
              answer={answer}
              busy={busy}
              anchor={ANSWER_ID}
              summaryRef={answer?.status === 'invalid' ? answerRef : undefined}
            />
          </>
        )}
      </section>
    </>
  );
}

/** Why the last post was not taken; every one names the number. */
function refusalText(
  answer: Exclude<CallbackAnswer, { status: 'sent' | 'closed' | 'invalid' }>,
  copy: { rateLimited: string; tooLarge: string; unavailable: string; failed: string },
): string {
  switch (answer.status) {
    case 'rate-limited':
      return rateLimitedMessage(answer);
    case 'too-large':
      return copy.tooLarge;
    case 'unavailable':
      return copy.unavailable;
    case 'failed':
      return copy.failed;
  }
}
