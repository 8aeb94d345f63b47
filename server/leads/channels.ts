/**
 * The two ways a lead reaches the business: an e-mail over SMTP and a signed webhook. Each send
 * either resolves (delivered) or throws (retry later) an Error whose message says why in words
 * fit for the log and the delivery's record (`describeDeliveryError`: the connection's real
 * cause, the mail server's reply, a redirect to fix in the settings), never the lead's details.
 * Both carry the lead's id as an idempotency key, because a delivery may be repeated: in the
 * e-mail's Message-ID and in the webhook's Idempotency-Key header.
 *
 * Once people are invited to the inbox, the e-mail channel also sends each of them a copy of
 * their own with a single-use "taking it" link (`copiesFor`, server/inbox/claim-links.ts), and the
 * webhook also sends one signed event per change made to a lead (`sendEvent`, event-outbox.ts),
 * keyed by the event's id (docs/decisions/068).
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { isLoopbackHost, type LeadConfig } from './config.ts';
import type { LeadEvent } from './event-outbox.ts';
import { leadEmail, phoneOf } from './lead-email.tsx';
import type { Channel, LeadRow } from './store.ts';

export interface ChannelSender {
  readonly channel: Channel;
  send(lead: LeadRow): Promise<void>;
  /** The webhook only: one change to a lead (event-outbox.ts). */
  sendEvent?(event: LeadEvent): Promise<void>;
  close(): void;
}

/** The e-mails of one lead beyond the shared one: a link to the inbox, and each invited person's own claim link. */
export interface EmailCopies {
  /** The lead's page in the inbox, for the shared address's e-mail; null while no one is invited. */
  inboxUrl: string | null;
  personal: { personId: string; to: string; claimUrl: string }[];
  /** How long a claim link works, which the e-mail states. */
  claimHours: number;
}

/** Makes a lead's copies (and their links) as the e-mail is sent; absent, only the shared e-mail goes (the test lead). */
export type CopiesFor = (lead: LeadRow) => Promise<EmailCopies>;

/** The webhook's event names: one per inbox change, and `lead.received` for the lead itself. */
const EVENT_NAMES = {
  taken: 'lead.taken',
  note: 'lead.note',
  done: 'lead.done',
  spam: 'lead.spam',
  reopened: 'lead.reopened',
} as const;

const SIGNATURE_HEADER = 'X-Lead-Signature';
const TIMESTAMP_HEADER = 'X-Lead-Timestamp';
const LEAD_ID_HEADER = 'X-Lead-Id';
const EVENT_HEADER = 'X-Lead-Event';

/**
 * One line on why a delivery attempt failed, for the log and the delivery's record: the error's
 * own message with its code, an SMTP server's reply, and the cause behind a failed fetch
 * ('fetch failed: connect ECONNREFUSED 127.0.0.1:8080'), or 'timed out after N ms' for an
 * attempt that ran out of time. Only the error's own words go in, never a field of the lead.
 */
export function describeDeliveryError(error: unknown, timeoutMs?: number): string {
  return describeCause(error, timeoutMs, 0).replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

function describeCause(error: unknown, timeoutMs: number | undefined, depth: number): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const e = error as { name?: unknown; message?: unknown; reason?: unknown; code?: unknown; response?: unknown; cause?: unknown; errors?: unknown };
  const name = typeof e.name === 'string' ? e.name : '';
  if (name === 'TimeoutError') return timeoutMs ? `timed out after ${timeoutMs} ms` : 'timed out';
  // OpenSSL's own errors carry a long internal message and a short reason ('wrong version number').
  let text = typeof e.reason === 'string' && e.reason ? e.reason : typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : '';
  if (Array.isArray(e.errors) && e.errors.length > 0 && depth < 3) {
    // Every address of a host failed (AggregateError): each address's own reason.
    const each = [...new Set(e.errors.map((inner) => describeCause(inner, timeoutMs, depth + 1)))].join('; ');
    text = text ? `${text}: ${each}` : each;
  }
  if (!text) text = name || 'unknown error';
  if (code && !text.includes(code)) text = `${code}: ${text}`;
  if (typeof e.response === 'string' && e.response && !text.includes(e.response)) text += ` (server answered: ${e.response})`;
  if (code === 'ETIMEDOUT' && timeoutMs) text += ` (timed out after ${timeoutMs} ms)`;
  if (e.cause !== undefined && depth < 3) {
    const cause = describeCause(e.cause, timeoutMs, depth + 1);
    if (cause && !text.includes(cause)) text += `: ${cause}`;
  }
  return text;
}

/** Belt and braces: a server's reply that quotes the lead's own details back loses them before the line is logged and stored. */
function withoutLeadData(text: string, lead: LeadRow): string {
  const values = [lead.name, lead.email, lead.phone, phoneOf(lead)?.national, lead.postcode, lead.phone?.replace(/^\+44/, '0')];
  let out = text;
  for (const value of values) if (value && value.trim().length >= 3) out = out.split(value.trim()).join('[lead detail]');
  return out;
}

/** The error a sender throws: its message says what went wrong, in words fit for the log. */
function deliveryError(error: unknown, lead: LeadRow, config: LeadConfig): Error {
  return new Error(withoutLeadData(describeDeliveryError(error, config.attemptTimeoutMs), lead));
}

/**
 * nodemailer's transport options for SMTP_URL. They go in one object with the URL: given as a
 * second argument beside a URL string they would be taken for message defaults and ignored. To
 * any host but this machine a message is sent over TLS only: smtps:// connects with it, and on
 * smtp:// STARTTLS is required (`requireTLS`), so a server that does not offer it, or a network
 * that strips the offer, gets nothing. The configuration check refuses the URL options that would
 * turn this off (server/leads/config.ts).
 */
export function smtpTransportOptions(smtpUrl: string, timeoutMs: number) {
  return {
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(isLoopbackHost(new URL(smtpUrl).hostname) ? {} : { requireTLS: true }),
  } as const;
}

function emailSender(config: LeadConfig, copiesFor: CopiesFor | undefined): ChannelSender {
  const mail = config.email!;
  const transport = nodemailer.createTransport(smtpTransportOptions(mail.smtpUrl, config.attemptTimeoutMs));
  const fromDomain = (mail.from.match(/@([^>\s]+)>?$/)?.[1] ?? 'localhost').toLowerCase();
  return {
    channel: 'email',
    async send(lead) {
      try {
        const copies = copiesFor ? await copiesFor(lead) : { inboxUrl: null, personal: [], claimHours: 0 };
        const messages = [
          // The same id on every attempt, so a repeated delivery is recognisable as the same message.
          { to: mail.to, messageId: `<lead-${lead.id}@${fromDomain}>`, ...leadEmail(lead, config, { inboxUrl: copies.inboxUrl }) },
          ...copies.personal.map((copy) => ({
            to: copy.to,
            messageId: `<lead-${lead.id}.${copy.personId}@${fromDomain}>`,
            ...leadEmail(lead, config, { claimUrl: copy.claimUrl, claimHours: copies.claimHours }),
          })),
        ];
        // One after another: a failure retries the whole delivery, and every repeat keeps its Message-ID.
        for (const message of messages) {
          await transport.sendMail({
            from: mail.from,
            to: message.to,
            ...(lead.email ? { replyTo: lead.email } : {}),
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: message.messageId,
            headers: { [LEAD_ID_HEADER]: lead.id },
          });
        }
      } catch (error) {
        throw deliveryError(error, lead, config);
      }
    },
    close: () => transport.close(),
  };
}

/** The webhook's JSON body. */
function webhookPayload(lead: LeadRow, config: LeadConfig) {
  return {
    event: 'lead.received',
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.created_at.toISOString(),
    page: lead.page,
    pageUrl: new URL(lead.page, config.siteOrigin).href,
    place: lead.place,
    service: lead.service,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    postcode: lead.postcode,
    need: lead.need,
    message: lead.message,
  };
}

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the shared secret. */
function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Where a redirect points, absolute and without any user name or password in it. */
function redirectTarget(location: string, base: string): string {
  try {
    const url = new URL(location, base);
    url.username = '';
    url.password = '';
    return url.href.slice(0, 300);
  } catch {
    return 'an address that is not a URL';
  }
}

/** An inbox change's JSON body: what happened, by whom, when, and the lead's page in the inbox. */
function eventPayload(event: LeadEvent, config: LeadConfig) {
  return {
    event: EVENT_NAMES[event.type],
    id: event.id,
    leadId: event.lead_id,
    at: event.at.toISOString(),
    by: event.person_name,
    via: event.via,
    note: event.note,
    inboxUrl: new URL(`/inbox/leads/${event.lead_id}`, config.siteOrigin).href,
  };
}

function webhookSender(config: LeadConfig): ChannelSender {
  const hook = config.webhook!;
  /** One signed POST; throws with a reason fit for the log when it is not accepted. */
  async function post(body: string, headers: Record<string, string>, lead: Pick<LeadRow, 'name' | 'email' | 'phone' | 'postcode'>) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    let response: Response;
    try {
      response = await fetch(hook.url, {
        method: 'POST',
        body,
        // A redirect is not followed (a POST may turn into a GET on the way): it is reported below.
        redirect: 'manual',
        signal: AbortSignal.timeout(config.attemptTimeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'locksmith-site-leads',
          ...headers,
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(hook.secret, timestamp, body),
        },
      });
    } catch (error) {
      throw deliveryError(error, lead as LeadRow, config);
    }
    await response.arrayBuffer().catch(() => undefined);
    if (REDIRECTS.has(response.status)) {
      const location = response.headers.get('location');
      const target = location ? ` to ${redirectTarget(location, hook.url)}` : '';
      throw new Error(`webhook answered with a redirect (HTTP ${response.status}${target}): use the final URL in LEADS_WEBHOOK_URL`);
    }
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  }
  return {
    channel: 'webhook',
    async send(lead) {
      const body = JSON.stringify(webhookPayload(lead, config));
      await post(body, { 'Idempotency-Key': lead.id, [LEAD_ID_HEADER]: lead.id, [EVENT_HEADER]: 'lead.received' }, lead);
    },
    async sendEvent(event) {
      const body = JSON.stringify(eventPayload(event, config));
      // A note is the only visitor-free text here; nothing of the lead's own details is in the body.
      const none = { name: null, email: null, phone: null, postcode: null };
      await post(body, { 'Idempotency-Key': event.id, [LEAD_ID_HEADER]: event.lead_id, [EVENT_HEADER]: EVENT_NAMES[event.type] }, none);
    },
    close() {},
  };
}

export function configuredSenders(config: LeadConfig, copiesFor?: CopiesFor): ChannelSender[] {
  return [...(config.email ? [emailSender(config, copiesFor)] : []), ...(config.webhook ? [webhookSender(config)] : [])];
}
