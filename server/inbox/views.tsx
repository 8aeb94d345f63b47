/**
 * The inbox's pages as plain server-rendered HTML (React's renderToStaticMarkup, which escapes
 * every visitor-typed field), outside the public site's React Router tree: no hydration, no public
 * bundle touched. They work without JavaScript; only the passkey buttons need the small script
 * /inbox/static/passkeys.js, and the list keeps itself up to date with /inbox/static/live.js
 * (reloading does the same without it). Every word comes from data/inbox.ts.
 */
import type { TestLeadResult } from '../leads/test-lead.ts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inboxCopy as copy } from '../../data/inbox.ts';
import type { LeadState } from '../store/db.ts';
import type { LinkState } from './claim-links.ts';
import { isUrgent, needLabel, origin as leadOrigin, phoneOf, receivedAt } from '../leads/lead-email.tsx';
import { FILTERS, type Filter, type HistoryEntry, type InboxLead, NOTE_MAX } from './leads.ts';
import type { Session } from './sessions.ts';
import { showControls } from '../leads/visible-text.ts';

/**
 * Text someone typed (a visitor's fields, a colleague's name or note), shown safely: its control
 * and direction characters written out as codes (`\u202e`), so "Bob <U+202E>exe.txt" cannot show
 * reversed, and set in a <bdi>, so a name in a right-to-left script cannot reorder the words
 * around it. `lines` keeps a message's line breaks.
 */
function Typed({ text, lines = false }: { text: string; lines?: boolean }) {
  return <bdi>{showControls(text, { keepLayout: lines })}</bdi>;
}

/** The same for a place that takes plain text only: the page's title, a sentence's blank. */
const typed = (text: string) => showControls(text);

/** Fills `{name}`-style blanks in a sentence of data/inbox.ts. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

/** How long ago, in words: 'now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
function ageInWords(date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return relative.format(0, 'second');
}

interface PageProps {
  title: string;
  session?: Session | null;
  /** Adds the passkey script (sign-in and enrolment pages only). */
  passkeyScript?: boolean;
  /** Adds the list's live-update script. */
  liveScript?: boolean;
  children: ReactNode;
}

export function Page({ title, session, passkeyScript, liveScript, children }: PageProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – ${copy.title}`}</title>
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/inbox/static/inbox.css" />
        {passkeyScript ? <script type="module" src="/inbox/static/passkeys.js" /> : null}
        {liveScript ? <script type="module" src="/inbox/static/live.js" /> : null}
      </head>
      <body>
        <header className="bar">
          <a href="/inbox" className="brand">
            {copy.title}
          </a>
          {session ? (
            <form method="post" action="/inbox/sign-out" className="signout">
              <span>{fill(copy.nav.signedInAs, { name: typed(session.name) })}</span>
              <input type="hidden" name="_csrf" value={session.csrfToken} />
              <button type="submit">{copy.nav.signOut}</button>
            </form>
          ) : null}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

export function html(node: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(node)}`;
}

function deliveryWords(lead: InboxLead): string {
  if (lead.deliveries.length === 0) return copy.delivery.none;
  return lead.deliveries.map((d) => `${d.channel}: ${copy.delivery[d.status]}`).join(', ');
}

function stateWords(lead: InboxLead): string {
  return lead.state === 'taken' ? fill(copy.states.taken, { name: typed(lead.taken_by_name ?? '') }) : copy.states[lead.state];
}

/** The lead's facts as a description list: number (a tel: link), name, need, place, postcode, note, page, time, delivery. */
function LeadFacts({ lead, now }: { lead: InboxLead; now: Date }) {
  const phone = phoneOf(lead);
  const rows: [string, ReactNode][] = [];
  if (phone)
    rows.push([
      copy.fields.phone,
      phone.e164 ? (
        <a key="tel" href={`tel:${phone.e164}`}>
          {phone.national}
        </a>
      ) : (
        <Typed key="tel" text={phone.national} />
      ),
    ]);
  if (lead.email)
    rows.push([
      copy.fields.email,
      <a key="mail" href={`mailto:${lead.email}`}>
        <Typed text={lead.email} />
      </a>,
    ]);
  if (lead.need) rows.push([copy.fields.need, needLabel(lead.need)]);
  rows.push([copy.fields.place, leadOrigin(lead)]);
  if (lead.postcode) rows.push([copy.fields.postcode, <Typed key="postcode" text={lead.postcode} />]);
  if (lead.message)
    rows.push([
      copy.fields.note,
      <span key="note" className="message">
        <Typed text={lead.message} lines />
      </span>,
    ]);
  rows.push([copy.fields.page, <Typed key="page" text={lead.page} />]);
  rows.push([
    copy.fields.received,
    <>
      {ageInWords(lead.created_at, now)} <time dateTime={lead.created_at.toISOString()}>({receivedAt(lead.created_at)})</time>
    </>,
  ]);
  rows.push([copy.fields.delivery, deliveryWords(lead)]);
  rows.push([copy.fields.state, stateWords(lead)]);
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LeadHeading({ lead, level }: { lead: InboxLead; level: 'h1' | 'h2' }) {
  const Tag = level;
  return (
    <Tag className="lead-title">
      {isUrgent(lead) ? <span className="urgent">{copy.urgent}</span> : null} {lead.name ? <Typed text={lead.name} /> : copy.kinds[lead.kind]}
    </Tag>
  );
}

/**
 * The list of leads. `stamp` is the store's change stamp when it was read: the live script asks
 * /inbox/changes for the current one and, when it differs, swaps in this page's list afresh.
 */
export function listPage(session: Session, leads: InboxLead[], filter: Filter, query: string, stamp: string, now = new Date()): string {
  return html(
    <Page title={copy.filters[filter]} session={session} liveScript>
      <h1>{copy.title}</h1>
      <nav aria-label={copy.filterLabel} className="filters">
        {FILTERS.map((f) => (
          <a key={f} href={`/inbox?show=${f}`} aria-current={f === filter ? 'page' : undefined}>
            {copy.filters[f]}
          </a>
        ))}
      </nav>
      <search>
        <form method="get" action="/inbox" className="search">
          <input type="hidden" name="show" value={filter} />
          <label htmlFor="q">{copy.search.label}</label>
          <div className="row">
            <input id="q" name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
            <button type="submit">{copy.search.button}</button>
          </div>
        </form>
      </search>
      <p className="counts-link">
        <a href="/inbox/counts">{copy.counts.link}</a>
      </p>
      <div data-live-list={stamp} data-live-updated={copy.live.updated}>
        {leads.length === 0 ? <p>{copy.empty}</p> : null}
        <ol className="leads">
          {leads.map((lead) => (
            <li key={lead.id} className={isUrgent(lead) ? 'lead is-urgent' : 'lead'}>
              <LeadHeading lead={lead} level="h2" />
              <LeadFacts lead={lead} now={now} />
              <a href={`/inbox/leads/${lead.id}`} className="open">
                {copy.open}
                <span className="visually-hidden">: {lead.name ? <Typed text={lead.name} /> : copy.kinds[lead.kind]}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
      <p className="visually-hidden" role="status" data-live-status />
      <form method="post" action="/inbox/test-lead" className="test-lead">
        <input type="hidden" name="_csrf" value={session.csrfToken} />
        <button type="submit">{copy.testLead.button}</button>
        <p>{copy.testLead.hint}</p>
      </form>
    </Page>,
  );
}

/** What a test lead did on each channel, or that there is none to send it through. */
export function testLeadPage(session: Session, results: readonly TestLeadResult[]): string {
  return html(
    <Page title={copy.testLead.title} session={session}>
      <h1>{copy.testLead.title}</h1>
      {results.length === 0 ? <p>{copy.testLead.none}</p> : null}
      <ul className="test-results" hidden={results.length === 0}>
        {results.map((result) => (
          <li key={result.channel}>
            {result.error === null
              ? fill(copy.testLead.delivered, { target: result.target })
              : fill(copy.testLead.failed, { target: result.target, error: result.error })}
          </li>
        ))}
      </ul>
      <p>
        <a href="/inbox">{copy.back}</a>
      </p>
    </Page>,
  );
}

function ActionButton({ leadId, action, label, csrf }: { leadId: string; action: string; label: string; csrf: string }) {
  return (
    <form method="post" action={`/inbox/leads/${leadId}/${action}`}>
      <input type="hidden" name="_csrf" value={csrf} />
      <button type="submit">{label}</button>
    </form>
  );
}

export function leadPage(session: Session, lead: InboxLead, history: HistoryEntry[], notice: string | null = null, now = new Date()): string {
  const csrf = session.csrfToken;
  return html(
    <Page title={lead.name ? typed(lead.name) : copy.kinds[lead.kind]} session={session}>
      <p>
        <a href="/inbox">{copy.back}</a>
      </p>
      <LeadHeading lead={lead} level="h1" />
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      <LeadFacts lead={lead} now={now} />
      <div className="actions">
        {lead.state === 'open' ? <ActionButton leadId={lead.id} action="take" label={copy.actions.take} csrf={csrf} /> : null}
        {lead.state === 'open' || lead.state === 'taken' ? (
          <>
            <ActionButton leadId={lead.id} action="done" label={copy.actions.done} csrf={csrf} />
            <ActionButton leadId={lead.id} action="spam" label={copy.actions.spam} csrf={csrf} />
          </>
        ) : (
          <ActionButton leadId={lead.id} action="reopen" label={copy.actions.reopen} csrf={csrf} />
        )}
      </div>
      <form method="post" action={`/inbox/leads/${lead.id}/note`} className="note">
        <input type="hidden" name="_csrf" value={csrf} />
        <label htmlFor="note">{copy.actions.noteLabel}</label>
        <textarea id="note" name="note" rows={3} maxLength={NOTE_MAX} required />
        <button type="submit">{copy.actions.note}</button>
      </form>
      <h2>{copy.history.title}</h2>
      {history.length === 0 ? <p>{copy.history.none}</p> : null}
      <ol className="history">
        {history.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows, in order
          <li key={i}>
            <time dateTime={h.at.toISOString()}>{receivedAt(h.at)}</time>: <Typed text={h.person_name} /> {copy.history.actions[h.action]}
            {h.note ? (
              <p className="message">
                <Typed text={h.note} lines />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Page>,
  );
}

/** Why a take failed, for the second taker: who already has the lead, or that it was closed untaken. */
export function takenByNotice(name: string | null, takenAt: Date | null, state: LeadState, now = new Date()): string {
  if (name === null) return fill(copy.taken.closed, { state: copy.filters[state].toLowerCase() });
  return fill(copy.taken.already, { name: typed(name), when: takenAt ? ageInWords(takenAt, now) : '' });
}

/** A passkey button: the script posts to `options`, asks the authenticator, posts the answer to `finish`, then opens /inbox. */
function PasskeyButton({ mode, options, finish, label }: { mode: 'enrol' | 'sign-in'; options: string; finish: string; label: string }) {
  return (
    <>
      <button type="button" data-passkey={mode} data-options={options} data-finish={finish} data-working={copy.signIn.working} disabled>
        {label}
      </button>
      <p
        className="notice"
        role="status"
        aria-live="polite"
        data-passkey-status
        data-failed={copy.signIn.failed}
        data-too-many={copy.signIn.tooMany}
      />
      <noscript>
        <p>{copy.signIn.noScript}</p>
      </noscript>
    </>
  );
}

/** The sign-in page; `next` (already checked) is where a passkey that signs in leads. */
export function signInPage(next: string): string {
  return html(
    <Page title={copy.signIn.title} passkeyScript>
      <h1>{copy.signIn.title}</h1>
      <p>{copy.signIn.lead}</p>
      <PasskeyButton
        mode="sign-in"
        options="/inbox/sign-in/options"
        finish={next === '/inbox' ? '/inbox/sign-in' : `/inbox/sign-in?next=${encodeURIComponent(next)}`}
        label={copy.signIn.button}
      />
    </Page>,
  );
}

export function enrolPage(token: string, name: string, expires: Date): string {
  return html(
    <Page title={copy.enrol.title} passkeyScript>
      <h1>{copy.enrol.title}</h1>
      <p>{fill(copy.enrol.lead, { name: typed(name), expires: receivedAt(expires) })}</p>
      <PasskeyButton mode="enrol" options={`/inbox/enrol/${token}/options`} finish={`/inbox/enrol/${token}`} label={copy.enrol.button} />
    </Page>,
  );
}

/**
 * The page an e-mail's "taking it" link opens, and the answer to its button. Ready: the lead's
 * facts and the button (a form POST; the token in its URL is the credential). Claimed: it is
 * yours, with the number to ring. Otherwise why not: who has it, used, expired or unknown.
 */
export function claimPage(state: LinkState, token: string, claimed = false, now = new Date()): string {
  const c = copy.claim;
  if (state.status === 'unknown') return messagePage(c.unknownTitle, c.unknown);
  const [title, text] =
    state.status === 'ready'
      ? claimed
        ? [c.doneTitle, c.done]
        : [c.title, fill(c.lead, { name: typed(state.person.name) })]
      : state.status === 'closed'
        ? [c.closedTitle, takenByNotice(state.lead.taken_by_name, state.lead.taken_at, state.lead.state, now)]
        : state.status === 'used'
          ? [c.usedTitle, c.used]
          : [c.expiredTitle, c.expired];
  const phone = state.status === 'ready' && claimed ? phoneOf(state.lead) : null;
  return html(
    <Page title={title}>
      <h1>{title}</h1>
      <p className={state.status === 'ready' ? undefined : 'notice'}>{text}</p>
      {phone?.e164 ? (
        <p className="call">
          <a href={`tel:${phone.e164}`}>{phone.national}</a>
        </p>
      ) : null}
      {state.status === 'ready' && !claimed ? (
        <form method="post" action={`/inbox/claim/${token}`} className="actions">
          <button type="submit">{c.button}</button>
        </form>
      ) : null}
      {/* The lead's details only while the link still works: a spent or stale link shows who has it, nothing more. */}
      {state.status === 'ready' ? (
        <>
          <LeadHeading lead={state.lead} level="h2" />
          <LeadFacts lead={state.lead} now={now} />
        </>
      ) : null}
      <p>
        <a href={state.status === 'ready' ? `/inbox/leads/${state.lead.id}` : '/inbox'}>{c.openInInbox}</a>
      </p>
    </Page>,
  );
}

/** A page that only says something: an expired link, a refused form, a missing lead. */
export function messagePage(title: string, text: string, session: Session | null = null): string {
  return html(
    <Page title={title} session={session}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/inbox">{copy.back}</a>
      </p>
    </Page>,
  );
}
