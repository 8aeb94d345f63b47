/**
 * The two ways a lead reaches the business: an e-mail over SMTP and a signed webhook. Each send
 * either resolves (delivered) or throws (retry later) an Error whose message says why in words
 * fit for the log and the delivery's record (`describeDeliveryError`: the connection's real
 * cause, the mail server's reply, a redirect to fix in the settings), never the lead's details.
 * Both carry the lead's id as an idempotency key, because a delivery may be repeated: in the
 * e-mail's Message-ID and in the webhook's Idempotency-Key header.
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { LeadConfig } from './config.ts';
import { leadEmail, phoneOf } from './lead-email.tsx';
import type { Channel, LeadRow } from './store.ts';

export interface ChannelSender {
  readonly channel: Channel;
  send(lead: LeadRow): Promise<void>;
  close(): void;
}

const SIGNATURE_HEADER = 'X-Lead-Signature';
const TIMESTAMP_HEADER = 'X-Lead-Timestamp';
const LEAD_ID_HEADER = 'X-Lead-Id';

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

function emailSender(config: LeadConfig): ChannelSender {
  const mail = config.email!;
  const transport = nodemailer.createTransport(mail.smtpUrl, {
    pool: true,
    maxConnections: 2,
    connectionTimeout: config.attemptTimeoutMs,
    greetingTimeout: config.attemptTimeoutMs,
    socketTimeout: config.attemptTimeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  const fromDomain = (mail.from.match(/@([^>\s]+)>?$/)?.[1] ?? 'localhost').toLowerCase();
  return {
    channel: 'email',
    async send(lead) {
      const { subject, text, html } = leadEmail(lead, config);
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          ...(lead.email ? { replyTo: lead.email } : {}),
          subject,
          text,
          html,
          // The same id on every attempt, so a repeated delivery is recognisable as the same message.
          messageId: `<lead-${lead.id}@${fromDomain}>`,
          headers: { [LEAD_ID_HEADER]: lead.id },
        });
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

function webhookSender(config: LeadConfig): ChannelSender {
  const hook = config.webhook!;
  return {
    channel: 'webhook',
    async send(lead) {
      const body = JSON.stringify(webhookPayload(lead, config));
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
            'Idempotency-Key': lead.id,
            [LEAD_ID_HEADER]: lead.id,
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signWebhook(hook.secret, timestamp, body),
          },
        });
      } catch (error) {
        throw deliveryError(error, lead, config);
      }
      await response.arrayBuffer().catch(() => undefined);
      if (REDIRECTS.has(response.status)) {
        const location = response.headers.get('location');
        const target = location ? ` to ${redirectTarget(location, hook.url)}` : '';
        throw new Error(`webhook answered with a redirect (HTTP ${response.status}${target}): use the final URL in LEADS_WEBHOOK_URL`);
      }
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
    close() {},
  };
}

export function configuredSenders(config: LeadConfig): ChannelSender[] {
  return [...(config.email ? [emailSender(config)] : []), ...(config.webhook ? [webhookSender(config)] : [])];
}
