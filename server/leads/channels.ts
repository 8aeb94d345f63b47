/**
 * The two ways a lead reaches the business: an e-mail over SMTP and a signed webhook. Each send
 * either resolves (delivered) or throws (retry later) an Error whose message says why in words
 * fit for the log and the delivery's record (`describeDeliveryError`: the connection's real
 * cause, the mail server's reply, a redirect to fix in the settings), never the lead's details.
 * Both carry the lead's id as an idempotency key, because a delivery may be repeated: in the
 * e-mail's Message-ID and in the webhook's Idempotency-Key header.
 */
import { createHmac } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import nodemailer from 'nodemailer';
import { cityServiceBySlug } from '../../data/city-services.ts';
import { serviceBySlug } from '../../data/services.ts';
import { CALLBACK_NEED_LABELS, type CallbackNeed } from '../../shared/lead-fields.ts';
import type { LeadConfig } from './config.ts';
import type { Channel, LeadRow } from './store.ts';

export interface ChannelSender {
  readonly channel: Channel;
  send(lead: LeadRow): Promise<void>;
  close(): void;
}

const SIGNATURE_HEADER = 'X-Lead-Signature';
const TIMESTAMP_HEADER = 'X-Lead-Timestamp';
const LEAD_ID_HEADER = 'X-Lead-Id';

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

/** When the lead arrived, in UK time, time first: '02:07 BST, Sat 14 Jun 2025'. */
function receivedAt(date: Date): string {
  const part = Object.fromEntries(ukTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute} ${part.timeZoneName}, ${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

function needLabel(need: string | null): string {
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

/** Where the lead came from: service and place ('Emergency Lockout in Leeds'), either alone, or the page's path ('/contact') with neither. */
function origin(lead: LeadRow): string {
  const service = serviceName(lead.service);
  if (service && lead.place) return `${service} in ${lead.place}`;
  return service ?? lead.place ?? lead.page;
}

/** The caller's number as the business dials it ('07911 123456') and as a tel: link takes it ('+447911123456'). */
function phoneOf(lead: LeadRow): { national: string; e164: string | null } | null {
  if (!lead.phone) return null;
  const parsed = parsePhoneNumberFromString(lead.phone, 'GB');
  if (!parsed?.isValid()) return { national: lead.phone, e164: /^\+\d{6,15}$/.test(lead.phone) ? lead.phone : null };
  return { national: parsed.formatNational(), e164: parsed.number };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put between tags or inside a quoted attribute. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MUTED = 'color:#555';

/**
 * The e-mail to the business, for a locksmith reading it on a phone in the night: what to do
 * first (and URGENT for a lockout), the number to ring in the form they dial it, then who, what
 * and where, with the time it arrived in UK time. Plain text and a small HTML part with the same
 * content, every visitor-typed field escaped. The subject says what and where, never who.
 */
function leadEmail(lead: LeadRow, config: LeadConfig) {
  const pageUrl = new URL(lead.page, config.siteOrigin).href;
  const where = origin(lead);
  const urgent = lead.kind === 'callback' && lead.need === 'lockout';
  const service = serviceName(lead.service);
  const phone = phoneOf(lead);
  const subject =
    lead.kind === 'question'
      ? `Question from the website (${where})`
      : urgent
        ? `URGENT – locked out: call-back request (${where})`
        : `Call-back request: ${needLabel(lead.need)} (${where})`;
  const firstLine =
    lead.kind === 'question'
      ? 'Please answer this question: reply to this e-mail to write to the sender.'
      : urgent
        ? 'URGENT: this person is locked out. Please ring them back now.'
        : 'Please ring this person back.';
  const rows: [string, string | null][] =
    lead.kind === 'callback'
      ? [
          ['Phone', phone?.national ?? null],
          ['Name', lead.name],
          ['Postcode', lead.postcode],
          ['Needs', needLabel(lead.need)],
        ]
      : [
          ['Name', lead.name],
          ['E-mail', lead.email],
        ];
  const about: [string, string][] = [
    ...(service ? [['Service', service] as [string, string]] : []),
    ['Place', lead.place ?? '(not a location page)'],
  ];
  const messageLabel = lead.kind === 'callback' ? 'Note' : 'Question';
  const received = receivedAt(lead.created_at);
  const text = [
    firstLine,
    '',
    ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    ...about.map(([k, v]) => `${k}: ${v}`),
    '',
    `${messageLabel}:`,
    lead.message ?? '(none)',
    '',
    `Received: ${received}`,
    `Page: ${pageUrl}`,
    `Reference: ${lead.id}`,
    '',
    `Sent by the ${config.siteName} website.`,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const tableRows = [...rows.filter(([k, v]) => v && k !== 'Phone'), ...about]
    .map(([k, v]) => `<tr><th style="${cell};${MUTED};font-weight:normal;text-align:left">${k}</th><td style="${cell}">${escapeHtml(v!)}</td></tr>`)
    .join('');
  const phoneHtml = phone
    ? phone.e164
      ? `<p style="margin:0 0 16px"><a href="tel:${escapeHtml(phone.e164)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b3d91;color:#fff;font-size:24px;font-weight:bold;text-decoration:none">&#9742; ${escapeHtml(phone.national)}</a></p>`
      : `<p style="margin:0 0 16px;font-size:24px;font-weight:bold">${escapeHtml(phone.national)}</p>`
    : '';
  const messageHtml = lead.message ? escapeHtml(lead.message).replace(/\n/g, '<br>') : `<span style="${MUTED}">(none)</span>`;
  const pageHtml = /^https?:$/.test(new URL(pageUrl).protocol)
    ? `<a href="${escapeHtml(pageUrl)}" style="color:#0b3d91">${escapeHtml(pageUrl)}</a>`
    : escapeHtml(pageUrl);
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>',
    `<body style="margin:0;padding:16px;background:#fff;color:#111;${FONT};font-size:17px;line-height:1.45"><div style="max-width:560px">`,
    urgent
      ? `<p style="margin:0 0 12px;padding:10px 12px;border-radius:6px;background:#b3261e;color:#fff;font-size:20px;font-weight:bold">${escapeHtml(firstLine)}</p>`
      : `<p style="margin:0 0 12px;font-size:19px;font-weight:bold">${escapeHtml(firstLine)}</p>`,
    phoneHtml,
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${tableRows}</table>`,
    `<p style="margin:0 0 4px;${MUTED}">${messageLabel}</p>`,
    `<p style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #ccc;background:#f6f6f6">${messageHtml}</p>`,
    `<p style="margin:0;font-size:15px;${MUTED}">Received ${escapeHtml(received)}<br>Page: ${pageHtml}<br>Reference: ${escapeHtml(lead.id)}</p>`,
    `<p style="margin:16px 0 0;font-size:13px;${MUTED}">Sent by the ${escapeHtml(config.siteName)} website.</p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject, text, html };
}

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
