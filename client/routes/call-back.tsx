import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { type CallbackAnswer, CONTACT_REQUEST_TITLE, contactRequestMessage } from '../../shared/callback.ts';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallbackForm } from '../components/callback-form.tsx';
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
  const site = useSite();
  const phone = usePagePhone();
  const withPhone = (text: string) => text.replace('{phone}', phone);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: copy.title, path: '/call-back' },
  ];
  return (
    <>
      <Seo title={copy.metaTitle} description={copy.description} path="/call-back" noindex />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <section className="container callback-page" aria-labelledby="callback-title">
        <h1 id="callback-title">{copy.title}</h1>
        {answer?.status === 'sent' ? (
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

/** A message above the form when the last post was not taken. */
export function AnswerMessage({
  answer,
  copy,
  withPhone,
}: {
  answer: CallbackAnswer | null | undefined;
  copy: { invalid: string; rateLimited: string; unavailable: string; failed: string };
  withPhone: (text: string) => string;
}) {
  if (!answer || answer.status === 'sent') return null;
  const text = { invalid: copy.invalid, 'rate-limited': copy.rateLimited, unavailable: copy.unavailable, failed: copy.failed }[answer.status];
  return (
    <p className="form-alert" role="alert">
      {withPhone(text)}
    </p>
  );
}
