/**
 * The e-mail to the business, for a locksmith reading it on a phone in the night: what to do
 * first (and URGENT for a lockout), the number to ring in the form they dial it, then who, what
 * and where, with the time it arrived in UK time. Plain text and a small HTML part with the same
 * content; the HTML is rendered by React, which escapes every visitor-typed field. The subject
 * says what and where, never who. Once people are invited to the inbox, each one's copy carries
 * their own "I'm taking it" link, and the shared address's copy a link to the lead in the inbox
 * (docs/decisions/068).
 */
import { type CSSProperties, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { showControls } from './visible-text.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { cityServiceBySlug } from '../../data/city-services.ts';
import { serviceBySlug } from '../../data/services.ts';
import { CALLBACK_NEED_LABELS, type CallbackNeed } from '../../shared/lead-fields.ts';
import type { LeadConfig } from './config.ts';
import type { LeadRow } from './store.ts';
import { isTestLead, TEST_LEAD_MARK } from './test-lead-mark.ts';

const ukTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});

/** When the lead arrived, in UK time, time first: '02:07 BST, Sat 14 Jun 2025'. (The inbox shows the same.) */
export function receivedAt(date: Date): string {
  const part = Object.fromEntries(ukTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute} ${part.timeZoneName}, ${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

export function needLabel(need: string | null): string {
  return need && need in CALLBACK_NEED_LABELS ? CALLBACK_NEED_LABELS[need as CallbackNeed] : (need ?? '');
}

/**
 * The service a lead's page is about, in words: a city service page's slug ('emergency-lockout',
 * data/city-services.ts) or a national service page's ('safe-installation', data/services.ts).
 * A slug neither knows (a page renamed since) is shown as it is.
 */
function serviceName(slug: string | null): string | null {
  if (!slug) return null;
  return cityServiceBySlug(slug)?.title ?? serviceBySlug(slug)?.title ?? slug;
}

/** A lockout call-back: the e-mail says URGENT and the inbox marks it. */
export function isUrgent(lead: Pick<LeadRow, 'kind' | 'need'>): boolean {
  return lead.kind === 'callback' && lead.need === 'lockout';
}

/** Where the lead came from: service and place ('Emergency Lockout in Leeds'), either alone, or the page's path ('/contact') with neither. */
export function origin(lead: LeadRow): string {
  const service = serviceName(lead.service);
  if (service && lead.place) return `${service} in ${lead.place}`;
  return service ?? lead.place ?? lead.page;
}

/** The caller's number as the business dials it ('07911 123456') and as a tel: link takes it ('+447911123456'). */
export function phoneOf(lead: LeadRow): { national: string; e164: string | null } | null {
  if (!lead.phone) return null;
  const parsed = parsePhoneNumberFromString(lead.phone, 'GB');
  if (!parsed?.isValid()) return { national: lead.phone, e164: /^\+\d{6,15}$/.test(lead.phone) ? lead.phone : null };
  return { national: parsed.formatNational(), e164: parsed.number };
}

/** What both parts say, worked out once. */
interface EmailContent {
  urgent: boolean;
  firstLine: string;
  phone: ReturnType<typeof phoneOf>;
  /** Label and value, in the order shown; a value left empty by the visitor is null. */
  rows: [string, string | null][];
  messageLabel: string;
  message: string | null;
  received: string;
  pageUrl: string;
  reference: string;
  siteName: string;
  links: EmailLinks;
}

/** The links one copy of the e-mail carries: its reader's own claim link, or the lead's inbox page. */
interface EmailLinks {
  claimUrl?: string | null;
  /** How long the claim link works (the inbox's CLAIM_LINK_HOURS, passed with the copies). */
  claimHours?: number;
  inboxUrl?: string | null;
}

const claimHint = (hours = 0) => `Tap it before you ring, so no one else rings too. It works once, for ${hours} hours, and asks you to confirm.`;

function InboxLinks({ links }: { links: EmailLinks }) {
  if (links.claimUrl)
    return (
      <>
        <p style={{ margin: '0 0 4px' }}>
          <a
            href={links.claimUrl}
            style={{
              display: 'inline-block',
              padding: '10px 16px',
              borderRadius: 6,
              border: '2px solid #0b3d91',
              color: '#0b3d91',
              fontWeight: 'bold',
            }}
          >
            I’m taking it
          </a>
        </p>
        <p style={{ margin: '0 0 16px', fontSize: 15, ...muted }}>{claimHint(links.claimHours)}</p>
      </>
    );
  if (links.inboxUrl)
    return (
      <p style={{ margin: '0 0 16px', fontSize: 15 }}>
        {'Who has it, notes, done: '}
        <a href={links.inboxUrl} style={{ color: '#0b3d91' }}>
          open it in the inbox
        </a>
      </p>
    );
  return null;
}

const muted: CSSProperties = { color: '#555' };
const cell: CSSProperties = { padding: '4px 12px 4px 0', verticalAlign: 'top' };

function PhoneButton({ phone }: { phone: NonNullable<EmailContent['phone']> }) {
  if (!phone.e164) return <p style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 'bold' }}>{phone.national}</p>;
  return (
    <p style={{ margin: '0 0 16px' }}>
      <a
        href={`tel:${phone.e164}`}
        style={{
          display: 'inline-block',
          padding: '12px 20px',
          borderRadius: 6,
          background: '#0b3d91',
          color: '#fff',
          fontSize: 24,
          fontWeight: 'bold',
          textDecoration: 'none',
        }}
      >
        {`\u260E ${phone.national}`}
      </a>
    </p>
  );
}

/** Text with its line breaks kept. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; their order is their identity.
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function LeadEmail({ content: c }: { content: EmailContent }) {
  const pageIsWeb = /^https?:$/.test(new URL(c.pageUrl).protocol);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          padding: 16,
          background: '#fff',
          color: '#111',
          fontFamily: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
          fontSize: 17,
          lineHeight: 1.45,
        }}
      >
        <div style={{ maxWidth: 560 }}>
          {c.urgent ? (
            <p
              style={{
                margin: '0 0 12px',
                padding: '10px 12px',
                borderRadius: 6,
                background: '#b3261e',
                color: '#fff',
                fontSize: 20,
                fontWeight: 'bold',
              }}
            >
              {c.firstLine}
            </p>
          ) : (
            <p style={{ margin: '0 0 12px', fontSize: 19, fontWeight: 'bold' }}>{c.firstLine}</p>
          )}
          {c.phone && <PhoneButton phone={c.phone} />}
          <InboxLinks links={c.links} />
          <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
            {c.rows
              .filter(([label, value]) => value && label !== 'Phone')
              .map(([label, value]) => (
                <tr key={label}>
                  <th style={{ ...cell, ...muted, fontWeight: 'normal', textAlign: 'left' }}>{label}</th>
                  <td style={cell}>{value}</td>
                </tr>
              ))}
          </table>
          <p style={{ margin: '0 0 4px', ...muted }}>{c.messageLabel}</p>
          <p style={{ margin: '0 0 16px', padding: '8px 12px', borderLeft: '4px solid #ccc', background: '#f6f6f6' }}>
            {c.message ? <Lines text={c.message} /> : <span style={muted}>(none)</span>}
          </p>
          <p style={{ margin: 0, fontSize: 15, ...muted }}>
            {`Received ${c.received}`}
            <br />
            {'Page: '}
            {pageIsWeb ? (
              <a href={c.pageUrl} style={{ color: '#0b3d91' }}>
                {c.pageUrl}
              </a>
            ) : (
              c.pageUrl
            )}
            <br />
            {`Reference: ${c.reference}`}
          </p>
          <p style={{ margin: '16px 0 0', fontSize: 13, ...muted }}>{`Sent by the ${c.siteName} website.`}</p>
        </div>
      </body>
    </html>
  );
}

function plainText(c: EmailContent): string {
  const links = c.links.claimUrl
    ? [`I'm taking it: ${c.links.claimUrl}`, claimHint(c.links.claimHours), '']
    : c.links.inboxUrl
      ? [`In the inbox: ${c.links.inboxUrl}`, '']
      : [];
  return [
    c.firstLine,
    '',
    ...links,
    ...c.rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    '',
    `${c.messageLabel}:`,
    c.message ?? '(none)',
    '',
    `Received: ${c.received}`,
    `Page: ${c.pageUrl}`,
    `Reference: ${c.reference}`,
    '',
    `Sent by the ${c.siteName} website.`,
  ].join('\n');
}

/** The message's subject, plain text and HTML. */
export function leadEmail(lead: LeadRow, config: LeadConfig, links: EmailLinks = {}): { subject: string; text: string; html: string } {
  const where = origin(lead);
  const urgent = isUrgent(lead);
  const service = serviceName(lead.service);
  const usual =
    lead.kind === 'question'
      ? `Question from the website (${where})`
      : urgent
        ? `URGENT – locked out: call-back request (${where})`
        : `Call-back request: ${needLabel(lead.need)} (${where})`;
  // The test lead says so before anything else, so no one mistakes it for a customer.
  const subject = isTestLead(lead) ? `${TEST_LEAD_MARK}: ${usual}` : usual;
  const phone = phoneOf(lead);
  const content: EmailContent = {
    urgent,
    firstLine:
      lead.kind === 'question'
        ? 'Please answer this question: reply to this e-mail to write to the sender.'
        : urgent
          ? 'URGENT: this person is locked out. Please ring them back now.'
          : 'Please ring this person back.',
    phone,
    // What the visitor typed, its control and direction characters shown as codes: a U+202E in a
    // name must not turn the rest of the line round in the reader's mail program.
    rows: [
      ...(lead.kind === 'callback'
        ? ([
            ['Phone', phone?.national ?? null],
            ['Name', lead.name],
            ['Postcode', lead.postcode],
            ['Needs', needLabel(lead.need)],
          ] satisfies [string, string | null][])
        : ([
            ['Name', lead.name],
            ['E-mail', lead.email],
          ] satisfies [string, string | null][])),
      ...(service ? [['Service', service] satisfies [string, string]] : []),
      ['Place', lead.place ?? '(not a location page)'],
    ].map(([label, value]): [string, string | null] => [label, value === null ? null : showControls(value)]),
    messageLabel: lead.kind === 'callback' ? 'Note' : 'Question',
    message: lead.message === null ? null : showControls(lead.message, { keepLayout: true }),
    received: receivedAt(lead.created_at),
    pageUrl: new URL(lead.page, config.siteOrigin).href,
    reference: lead.id,
    siteName: config.siteName,
    links,
  };
  return { subject, text: plainText(content), html: `<!doctype html>${renderToStaticMarkup(<LeadEmail content={content} />)}` };
}
