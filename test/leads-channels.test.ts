/**
 * The two delivery channels against real servers in this process: the e-mail to the business (as
 * the SMTP server received it, decoded the way a mail client would) and the failures both
 * channels report, as the words the log and the delivery's record get.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configuredSenders, describeDeliveryError, smtpTransportOptions, type ChannelSender } from '../server/leads/channels.ts';
import type { LeadConfig } from '../server/leads/config.ts';
import { createLeadService } from '../server/leads/index.ts';
import type { LeadRow } from '../server/leads/store.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { memoryDb, type SmtpMessage, startSmtp, testLeadConfig, WEBHOOK_SECRET } from './helpers/leads.ts';
import { waitFor } from './helpers/wait-for.ts';

/** A lockout call-back from a city service page, received at 02:07 on a summer night. */
function callbackRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: randomUUID(),
    kind: 'callback',
    created_at: new Date('2025-06-14T01:07:00Z'),
    page: '/leeds/emergency-lockout',
    place: 'Leeds',
    service: 'emergency-lockout',
    name: 'Priya Secretname',
    phone: '+447911123456',
    email: null,
    postcode: 'LS1 4AP',
    need: 'lockout',
    message: 'Locked out of the back door',
    ...overrides,
  };
}

function questionRow(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: randomUUID(),
    kind: 'question',
    created_at: new Date('2025-12-24T23:59:00Z'),
    page: '/blog',
    place: null,
    service: null,
    name: 'Sam Asker',
    phone: null,
    email: "o'neil+locks@mail.example.co.uk",
    postcode: null,
    need: null,
    message: 'Which lock does my insurer want?\nThe door is timber.',
    ...overrides,
  };
}

// ---- Reading a message as a mail client would: unfold and decode headers, split the parts, undo their transfer encoding.

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

interface Mail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function readMail(message: SmtpMessage): Mail {
  const split = (raw: string) => {
    const at = raw.search(/\r?\n\r?\n/);
    return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const { head, body } = split(message.raw);
  const headers = headersOf(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  for (const chunk of boundary ? body.split(`--${boundary}`).slice(1, -1) : [body]) {
    const part = split(chunk.replace(/^\r?\n/, ''));
    const partHeaders = headersOf(part.head);
    const type = /^text\/(plain|html)/i.exec(partHeaders['content-type'] ?? '')?.[1]?.toLowerCase();
    if (type) parts[type] = decodeBody(part.body.replace(/\r?\n$/, ''), partHeaders['content-transfer-encoding']).replace(/\r\n/g, '\n');
  }
  return { headers, text: parts.plain ?? '', html: parts.html ?? '' };
}

/** A TCP port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function httpServer(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler!(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, requests };
}

const senders: ChannelSender[] = [];
function sender(channel: 'email' | 'webhook', overrides: Partial<LeadConfig>): ChannelSender {
  const found = configuredSenders(testLeadConfig(overrides)).find((s) => s.channel === channel)!;
  senders.push(found);
  return found;
}
afterEach(() => {
  for (const s of senders.splice(0)) s.close();
});

describe('the e-mail to the business', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  async function deliver(lead: LeadRow): Promise<Mail> {
    const email = sender('email', {
      email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'jobs@tumblerway.example', from: 'Website <web@tumblerway.example>' },
    });
    await email.send(lead);
    const message = smtp.messages.find((m) => m.leadId === lead.id);
    expect(message, 'the message reached the mail server').toBeDefined();
    return readMail(message!);
  }

  it('marks a lockout as urgent, gives the number as it is dialled, the service and place in words and the time in UK time', async () => {
    const lead = callbackRow();
    const mail = await deliver(lead);
    expect(mail.headers.subject).toBe('URGENT – locked out: call-back request (Emergency Lockout in Leeds)');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text.split('\n')).toEqual([
      'URGENT: this person is locked out. Please ring them back now.',
      '',
      'Phone: 07911 123456',
      'Name: Priya Secretname',
      'Postcode: LS1 4AP',
      'Needs: Locked out',
      'Service: Emergency Lockout',
      'Place: Leeds',
      '',
      'Note:',
      'Locked out of the back door',
      '',
      'Received: 02:07 BST, Sat 14 Jun 2025',
      'Page: https://www.tumblerway.example/leeds/emergency-lockout',
      `Reference: ${lead.id}`,
      '',
      'Sent by the Tumblerway Locksmiths website.',
    ]);
    expect(mail.html).toContain('URGENT: this person is locked out. Please ring them back now.');
    expect(mail.html).toMatch(/<a href="tel:\+447911123456"[^>]*>☎ 07911 123456<\/a>/);
    expect(mail.html).toContain('>Emergency Lockout</td>');
    expect(mail.html).toContain('>Leeds</td>');
    expect(mail.html).toContain('Received 02:07 BST, Sat 14 Jun 2025');
    expect(mail.html).toContain(
      '<a href="https://www.tumblerway.example/leeds/emergency-lockout" style="color:#0b3d91">https://www.tumblerway.example/leeds/emergency-lockout</a>',
    );
    expect(mail.html).toContain(`Reference: ${lead.id}`);
  });

  it('keeps personal details out of the subject', async () => {
    const mail = await deliver(callbackRow());
    for (const secret of ['Priya', 'Secretname', '7911', '123456', 'LS1', 'back door']) expect(mail.headers.subject).not.toContain(secret);
  });

  it('names a national service page by its title, and gives winter times in GMT', async () => {
    const lead = callbackRow({
      page: '/services/safe-installation',
      place: null,
      service: 'safe-installation',
      need: 'lock-change',
      phone: '+442079460123',
      created_at: new Date('2025-12-24T23:59:00Z'),
    });
    const mail = await deliver(lead);
    expect(mail.headers.subject).toBe('Call-back request: Lock change or repair (Safe Installation)');
    expect(mail.text.split('\n')[0]).toBe('Please ring this person back.');
    expect(mail.text).toContain('Phone: 020 7946 0123\n');
    expect(mail.text).toContain('Service: Safe Installation\nPlace: (not a location page)\n');
    expect(mail.text).toContain('Received: 23:59 GMT, Wed 24 Dec 2025\n');
    expect(mail.text).not.toContain('URGENT');
    expect(mail.html).not.toContain('URGENT');
    expect(mail.html).toContain('href="tel:+442079460123"');
  });

  it('answers a question by e-mail: reply-to the sender, the question with its line breaks', async () => {
    const lead = questionRow();
    const mail = await deliver(lead);
    expect(mail.headers.subject).toBe('Question from the website (/blog)');
    expect(mail.headers['reply-to']).toBe("o'neil+locks@mail.example.co.uk");
    expect(mail.text).toContain("Name: Sam Asker\nE-mail: o'neil+locks@mail.example.co.uk\nPlace: (not a location page)\n");
    expect(mail.text).toContain('Question:\nWhich lock does my insurer want?\nThe door is timber.\n');
    expect(mail.html).toContain('Which lock does my insurer want?<br/>The door is timber.');
    expect(mail.html).toContain('>o&#x27;neil+locks@mail.example.co.uk</td>');
    expect(mail.html).not.toContain('tel:');
  });

  it('escapes every field in the HTML part, so what a visitor typed is shown, never run or rendered', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>&amp;\'"';
    const lead = callbackRow({
      name: `Eve ${hostile}`,
      postcode: `"><b>${hostile}`,
      place: `Leeds ${hostile}`,
      service: `made-up-${hostile}`,
      message: `Line one\n${hostile}\n<a href="https://evil.example">click</a>`,
    });
    const mail = await deliver(lead);
    // Only the template's own tags and attributes appear.
    const tags = [...mail.html.matchAll(/<\/?([a-z!]+)([^>]*)>/gi)];
    expect(new Set(tags.map((t) => t[1]!.toLowerCase()))).toEqual(
      new Set(['!doctype', 'html', 'head', 'meta', 'body', 'div', 'p', 'a', 'table', 'tr', 'th', 'td', 'br']),
    );
    for (const [, , attributes] of tags) {
      const names = [...attributes!.matchAll(/\s([a-z-]+)=/gi)].map((m) => m[1]!.toLowerCase());
      for (const name of names) expect(['lang', 'charset', 'name', 'content', 'style', 'href', 'role']).toContain(name);
    }
    expect(mail.html.match(/href="[^"]*"/g)).toEqual(['href="tel:+447911123456"', 'href="https://www.tumblerway.example/leeds/emergency-lockout"']);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;&#x27;&quot;';
    expect(mail.html).toContain(`>Eve ${escaped}</td>`);
    expect(mail.html).toContain(`>&quot;&gt;&lt;b&gt;${escaped}</td>`);
    expect(mail.html).toContain(`>Leeds ${escaped}</td>`);
    expect(mail.html).toContain(`Line one<br/>${escaped}<br/>&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;`);
    // The plain-text part carries the same words as typed.
    expect(mail.text).toContain(`Name: Eve ${hostile}\n`);
  });

  it('shows a name that is a script tag, and quotes and an ampersand, as the text they are', async () => {
    const lead = callbackRow({ name: '<script>alert(1)</script>', postcode: '"quoted" & ampersand', message: '"quoted" & ampersand' });
    const mail = await deliver(lead);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(mail.html).toContain('>&quot;quoted&quot; &amp; ampersand</td>');
    expect(mail.html).toContain('>&quot;quoted&quot; &amp; ampersand</p>');
    expect(mail.text).toContain('Name: <script>alert(1)</script>\nPostcode: "quoted" & ampersand\n');
  });

  it('shows direction overrides and control characters a visitor typed as codes in both parts, and sends them exact to a webhook', async () => {
    const lead = callbackRow({ name: 'Bob \u202eexe.txt\u202c Smith', postcode: 'LS1\u0085 4AP', message: 'Hi\u009b2J there\u2066\nline two' });
    const mail = await deliver(lead);
    // Anything that could reorder or act on the text around it; the layout's own line breaks and tabs are fine.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
    const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(RAW);
      expect(part).toContain('Bob \\u202eexe.txt\\u202c Smith');
      expect(part).toContain('LS1\\u0085 4AP');
      expect(part).toContain('Hi\\u009b2J there\\u2066');
    }
    expect(mail.text).toContain('Hi\\u009b2J there\\u2066\nline two');
    const bodies: string[] = [];
    const { server, url } = await httpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(204).end();
      });
    });
    try {
      await sender('webhook', { webhook: { url, secret: 'webhook-secret-0123456789' } }).send(lead);
      expect(JSON.parse(bodies[0]!)).toMatchObject({ name: lead.name, postcode: lead.postcode, message: lead.message });
    } finally {
      server.close();
    }
  });

  it('keeps the HTML small, styled inline and sized for a phone', async () => {
    const mail = await deliver(callbackRow());
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1"/>');
    expect(mail.html).not.toMatch(/<style|<link|<script|class=/i);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(4000);
  });
});

describe('e-mail only over TLS, except to this machine', () => {
  /** The options nodemailer's transport ends up with, URL and all. */
  const transportOptions = (url: string) => {
    const transport = nodemailer.createTransport(smtpTransportOptions(url, 5000));
    const options = { ...(transport.transporter as unknown as { options: Record<string, unknown> }).options };
    transport.close();
    return options;
  };

  it('requires STARTTLS on smtp:// to another host, connects with TLS on smtps://, and pools with the attempt’s timeouts', () => {
    expect(transportOptions('smtp://user:pw@mail.example:587')).toMatchObject({
      host: 'mail.example',
      port: 587,
      secure: false,
      requireTLS: true,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 5000,
    });
    expect(transportOptions('smtps://mail.example')).toMatchObject({ host: 'mail.example', secure: true, requireTLS: true });
    for (const loopback of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25', 'smtp://127.3.2.1']) {
      expect(transportOptions(loopback).requireTLS, loopback).toBeUndefined();
    }
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

  it.runIf(external)('sends nothing to a mail server on another address that does not offer STARTTLS', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', (d: Buffer) => received.push(String(d)));
        stream.on('end', () => callback());
      },
    });
    server.listen(0, external);
    await once(server.server, 'listening');
    try {
      const port = (server.server.address() as AddressInfo).port;
      const email = sender('email', {
        email: { smtpUrl: `smtp://${external}:${port}`, to: 'jobs@tumblerway.example', from: 'web@tumblerway.example' },
      });
      await expect(email.send(callbackRow())).rejects.toThrow(/STARTTLS/);
      expect(received).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('what a failed delivery reports', () => {
  const webhook = (url: string) => ({ webhook: { url, secret: WEBHOOK_SECRET } });

  it('an unreachable webhook: the connection error behind "fetch failed"', async () => {
    const port = await closedPort();
    await expect(sender('webhook', webhook(`http://127.0.0.1:${port}/hook`)).send(callbackRow())).rejects.toThrow(
      new RegExp(`^fetch failed: connect ECONNREFUSED 127\\.0\\.0\\.1:${port}$`),
    );
  });

  it('a webhook that does not answer in time: how long it waited', async () => {
    const silent = await httpServer(() => {});
    try {
      await expect(sender('webhook', { ...webhook(silent.url), attemptTimeoutMs: 300 }).send(callbackRow())).rejects.toThrow(
        /^timed out after 300 ms$/,
      );
    } finally {
      silent.server.closeAllConnections();
      silent.server.close();
    }
  });

  it('a TLS failure: the TLS error behind "fetch failed"', async () => {
    const plain = await httpServer((req, res) => {
      req.resume();
      res.end();
    });
    try {
      const url = plain.url.replace('http:', 'https:');
      await expect(sender('webhook', webhook(url)).send(callbackRow())).rejects.toThrow(
        /^fetch failed: ERR_SSL_WRONG_VERSION_NUMBER: wrong version number$/,
      );
    } finally {
      plain.server.close();
    }
  });

  it('a webhook that redirects: not followed, reported with where it points', async () => {
    const moved = await httpServer((req, res) => {
      req.resume();
      res.writeHead(301, { Location: 'https://user:pass@hooks.example/final?from=old' }).end();
    });
    const relative = await httpServer((req, res) => {
      req.resume();
      res.writeHead(308, { Location: '/hooks/v2' }).end();
    });
    try {
      await expect(sender('webhook', webhook(moved.url)).send(callbackRow())).rejects.toThrow(
        'webhook answered with a redirect (HTTP 301 to https://hooks.example/final?from=old): use the final URL in LEADS_WEBHOOK_URL',
      );
      expect(moved.requests).toEqual(['POST /hooks/leads']);
      const origin = new URL(relative.url).origin;
      await expect(sender('webhook', webhook(relative.url)).send(callbackRow())).rejects.toThrow(
        `webhook answered with a redirect (HTTP 308 to ${origin}/hooks/v2): use the final URL in LEADS_WEBHOOK_URL`,
      );
      expect(relative.requests).toEqual(['POST /hooks/leads']);
    } finally {
      moved.server.close();
      relative.server.close();
    }
  });

  it('a webhook that refuses: its status, as before', async () => {
    const down = await httpServer((req, res) => {
      req.resume();
      res.writeHead(503).end();
    });
    try {
      await expect(sender('webhook', webhook(down.url)).send(callbackRow())).rejects.toThrow(/^webhook answered HTTP 503$/);
    } finally {
      down.server.close();
    }
  });

  it('an unreachable mail server: nodemailer’s code and the connection error', async () => {
    const port = await closedPort();
    const email = sender('email', { email: { smtpUrl: `smtp://127.0.0.1:${port}`, to: 'jobs@tumblerway.example', from: 'web@tumblerway.example' } });
    await expect(email.send(callbackRow())).rejects.toThrow(new RegExp(`^ESOCKET: connect ECONNREFUSED 127\\.0\\.0\\.1:${port}$`));
  });

  describe('a mail server that refuses the message', () => {
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!address.address.startsWith('nobody@')) return callback();
          callback(Object.assign(new Error('5.1.1 <nobody@tumblerway.example>: Recipient address rejected'), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          let raw = '';
          stream.setEncoding('utf8');
          stream.on('data', (d: string) => (raw += d));
          // A server that quotes the Reply-To and the note back in its refusal.
          stream.on('end', () => {
            const replyTo = /^Reply-To: (.+)$/m.exec(raw)?.[1]?.trim() ?? 'none';
            callback(Object.assign(new Error(`5.7.1 Refused: reply-to ${replyTo} for Sam Asker, call 07911123456`), { responseCode: 554 }));
          });
        },
      });
      server.listen(0, '127.0.0.1');
      await once(server.server, 'listening');
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('keeps the SMTP code and reply', async () => {
      const email = sender('email', {
        email: { smtpUrl: `smtp://127.0.0.1:${port}`, to: 'nobody@tumblerway.example', from: 'web@tumblerway.example' },
      });
      await expect(email.send(callbackRow())).rejects.toThrow(
        /^EENVELOPE: Can't send mail - all recipients were rejected: 550 5\.1\.1 <nobody@tumblerway\.example>: Recipient address rejected$/,
      );
    });

    it('leaves out the lead’s details when the reply quotes them', async () => {
      const email = sender('email', {
        email: { smtpUrl: `smtp://127.0.0.1:${port}`, to: 'jobs@tumblerway.example', from: 'web@tumblerway.example' },
      });
      const error = await email.send(questionRow({ phone: '+447911123456' })).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toBe('EMESSAGE: Message failed: 554 5.7.1 Refused: reply-to [lead detail] for [lead detail], call [lead detail]');
    });
  });

  it('reaches the log and the delivery record of the lead service', async () => {
    const { logger, lines } = capturedLogger('info');
    const db = await memoryDb();
    const port = await closedPort();
    const leads = await createLeadService(testLeadConfig({ ...webhook(`http://127.0.0.1:${port}/hook`), maxAttempts: 1 }), logger, {
      db,
    });
    try {
      const result = await leads.submit(
        'callback',
        { name: 'Priya Secretname', phone: '07911 123456', need: 'lockout' },
        { page: '/', clientAddress: '::1' },
      );
      expect(result.status).toBe('stored');
      await waitFor(() => lines.some((l) => String(l.msg).startsWith('lead delivery failed for good')), 10_000, 'the failure log line');
      const logged = lines.find((l) => String(l.msg).startsWith('lead delivery failed for good'))!;
      const cause = `fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`;
      expect(logged.error).toBe(cause);
      expect(await db.q.selectFrom('deliveries').select('last_error').execute()).toEqual([{ last_error: cause }]);
      expect(JSON.stringify(lines)).not.toMatch(/Secretname|7911|123456/);
    } finally {
      await leads.close();
    }
  });
});

describe('describeDeliveryError', () => {
  it('follows a cause to the certificate error behind a failed fetch', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
    });
    expect(describeDeliveryError(error)).toBe('fetch failed: DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate');
  });

  it('lists each address of a host that refused', () => {
    const each = [
      Object.assign(new Error('connect ECONNREFUSED ::1:8443'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8443'), { code: 'ECONNREFUSED' }),
    ];
    const error = new TypeError('fetch failed', { cause: Object.assign(new AggregateError(each, ''), { code: 'ECONNREFUSED' }) });
    expect(describeDeliveryError(error)).toBe('fetch failed: connect ECONNREFUSED ::1:8443; connect ECONNREFUSED 127.0.0.1:8443');
  });

  it('adds a mail server’s reply and a timeout’s length when the message lacks them', () => {
    const smtp = Object.assign(new Error('Message failed'), { code: 'EMESSAGE', response: '451 4.3.0 Try again\nlater' });
    expect(describeDeliveryError(smtp)).toBe('EMESSAGE: Message failed (server answered: 451 4.3.0 Try again later)');
    const slow = Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' });
    expect(describeDeliveryError(slow, 15_000)).toBe('ETIMEDOUT: Greeting never received (timed out after 15000 ms)');
    expect(describeDeliveryError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 15_000)).toBe(
      'timed out after 15000 ms',
    );
  });

  it('describes what is not an Error, and an error already described, as they are', () => {
    expect(describeDeliveryError('socket hang up')).toBe('socket hang up');
    expect(describeDeliveryError(undefined)).toBe('undefined');
    expect(describeDeliveryError(new Error(''))).toBe('Error');
    const once = describeDeliveryError(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') }));
    expect(describeDeliveryError(new Error(once))).toBe(once);
  });
});
