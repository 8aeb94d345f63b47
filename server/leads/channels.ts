/**
 * The two ways a lead reaches the business: an e-mail over SMTP and a signed webhook. Each send
 * either resolves (delivered) or throws (retry later). Both carry the lead's id as an
 * idempotency key, because a delivery may be repeated: in the e-mail's Message-ID and in the
 * webhook's Idempotency-Key header.
 */
import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
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

function receivedAt(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);
}

function needLabel(need: string | null): string {
  return need && need in CALLBACK_NEED_LABELS ? CALLBACK_NEED_LABELS[need as CallbackNeed] : (need ?? '');
}

/** Where the lead came from: place and service ('Leeds, emergency-lockout'), or the page's path ('/contact') with neither. */
function origin(lead: LeadRow): string {
  return [lead.place, lead.service].filter(Boolean).join(', ') || lead.page;
}

/** The e-mail to the business: subject without personal data, body with everything to act on. */
function leadEmail(lead: LeadRow, config: LeadConfig) {
  const pageUrl = new URL(lead.page, config.siteOrigin).href;
  const where = origin(lead);
  const subject = lead.kind === 'callback' ? `Call-back request: ${needLabel(lead.need)} (${where})` : `Question from the website (${where})`;
  const rows: [string, string | null][] =
    lead.kind === 'callback'
      ? [
          ['Name', lead.name],
          ['Phone', lead.phone],
          ['Postcode', lead.postcode],
          ['Needs', needLabel(lead.need)],
        ]
      : [
          ['Name', lead.name],
          ['E-mail', lead.email],
        ];
  const text = [
    lead.kind === 'callback' ? 'Please call this person back.' : 'Please reply to this question by e-mail.',
    '',
    ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    '',
    lead.kind === 'callback' ? 'Note:' : 'Question:',
    lead.message ?? '(none)',
    '',
    `Page: ${pageUrl}`,
    `Place: ${lead.place ?? '(not a location page)'}`,
    ...(lead.service ? [`Service: ${lead.service}`] : []),
    `Received: ${receivedAt(lead.created_at)}`,
    `Reference: ${lead.id}`,
    '',
    `Sent by the ${config.siteName} website.`,
  ].join('\n');
  return { subject, text, pageUrl };
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
      const { subject, text } = leadEmail(lead, config);
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(lead.email ? { replyTo: lead.email } : {}),
        subject,
        text,
        // The same id on every attempt, so a repeated delivery is recognisable as the same message.
        messageId: `<lead-${lead.id}@${fromDomain}>`,
        headers: { [LEAD_ID_HEADER]: lead.id },
      });
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

function webhookSender(config: LeadConfig): ChannelSender {
  const hook = config.webhook!;
  return {
    channel: 'webhook',
    async send(lead) {
      const body = JSON.stringify(webhookPayload(lead, config));
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(hook.url, {
        method: 'POST',
        body,
        redirect: 'error',
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
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
    close() {},
  };
}

export function configuredSenders(config: LeadConfig): ChannelSender[] {
  return [...(config.email ? [emailSender(config)] : []), ...(config.webhook ? [webhookSender(config)] : [])];
}
