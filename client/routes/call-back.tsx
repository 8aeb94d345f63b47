import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { type CallbackAnswer, CONTACT_REQUEST_TITLE, contactRequestMessage } from '../../shared/callback.ts';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallbackForm } from '../components/callback-form.tsx';
import { CallInstead, useLeadFormsOpen } from '../components/call-instead.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Seo } from '../components/seo.tsx';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import type { loader } from './call-back.server.ts';

/** /call-back: the request form on its own page; what every call-back button links to without JavaScript. */
export function Component() {
  const { origin, copy } = useLoaderData<typeof loader>();
  const answer = useActionData() as CallbackAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  // While the site takes no forms, the page gives the number instead (docs/decisions/038).
  const closed = !useLeadFormsOpen() || answer?.status === 'closed';
  const site = useSite();
  const phone = usePagePhone();
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
          <div className="callback-done" role="status">
            <h2>{CONTACT_REQUEST_TITLE}</h2>
            <p>{contactRequestMessage(answer.place)}</p>
            <p>{withPhone(copy.nextSteps)}</p>
          </div>
        ) : (
          <>
            <p className="lead">{copy.lead}</p>
            <p className="callback-urgent">{withPhone(copy.urgent)}</p>
            <AnswerMessage answer={answer} copy={copy} withPhone={withPhone} />
            <CallbackForm from={origin.page} need={origin.need} answer={answer} busy={busy} />
          </>
        )}
      </section>
    </>
  );
}

/** A message above the form when the last post was not taken; every one but 'invalid' names the number. */
function AnswerMessage({
  answer,
  copy,
  withPhone,
}: {
  answer: CallbackAnswer | null | undefined;
  copy: { invalid: string; rateLimited: string; tooLarge: string; unavailable: string; failed: string };
  withPhone: (text: string) => string;
}) {
  if (!answer || answer.status === 'sent' || answer.status === 'closed') return null;
  const text = {
    invalid: copy.invalid,
    'rate-limited': copy.rateLimited,
    'too-large': copy.tooLarge,
    unavailable: copy.unavailable,
    failed: copy.failed,
  }[answer.status];
  return (
    <p className="form-alert" role="alert">
      {withPhone(text)}
    </p>
  );
}
