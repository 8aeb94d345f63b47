import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/assets.ts';
import type { Db } from '../server/leads/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { clientDir, site } from './helpers/app.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';

let db: Db;
let leads: LeadService;
let app: ReturnType<typeof createApp>;
const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from leads'))[0]!.n;

beforeAll(async () => {
  db = await memoryDb();
  leads = await createLeadService(testLeadConfig({ ratePerAddress: 5 }), pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
  app = createApp({ site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), leads, trustProxy: 'loopback' });
});
afterAll(async () => {
  await leads.close();
  await db.close();
});

const good = { name: 'Sam', email: 'sam@example.com', question: 'Which lock?' };
let n = 0;
/** Each test posts from its own client address (trusted X-Forwarded-For from loopback). */
const from = () => `192.0.2.${++n}`;

describe('question posts', () => {
  it('stores a question posted without JavaScript and with it, and /healthz reports nothing waiting', async () => {
    const before = await count();
    const ip = from();
    const plain = await request(app).post('/ask-the-expert').set('X-Forwarded-For', ip).type('form').send(good);
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe('/ask-the-expert?question=sent#question-form');
    const json = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .type('form')
      .set('Accept', 'application/json')
      .send({ email: 'a@b', question: 'Q' });
    expect(json.status).toBe(202);
    expect(json.body).toEqual({ status: 'sent' });
    expect(await count()).toBe(before + 2);
    const stored = await db.query('select page, name, email, message from leads order by created_at desc limit 2');
    expect(stored).toEqual([
      { page: '/blog', name: null, email: 'a@b', message: 'Q' },
      { page: '/ask-the-expert', name: 'Sam', email: 'sam@example.com', message: 'Which lock?' },
    ]);
    const health = await request(app).get('/healthz');
    expect(health.body).toMatchObject({ status: 'ok', oldestUndeliveredLeadSeconds: null });
  });

  it('answers bad input clearly and stores none of it', async () => {
    const before = await count();
    const ip = from();
    const cases: [Record<string, string>, string][] = [
      [{ ...good, name: 'Sam\r\nBcc: x@y' }, 'CRLF in the name'],
      [{ ...good, email: 'sam@example.com\r\nBcc: x@y' }, 'CRLF in the e-mail'],
      [{ ...good, email: 'not-an-email' }, 'bad e-mail'],
      [{ ...good, question: '' }, 'empty question'],
      [{ ...good, name: '' }, 'empty name'],
    ];
    for (const [body, what] of cases) {
      const res = await request(app).post('/ask-the-expert').set('X-Forwarded-For', ip).type('form').set('Accept', 'application/json').send(body);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({ status: 'invalid' });
    }
    expect(await count()).toBe(before);
  });

  it('refuses wrong content types, 1 MB bodies and too many fields without storing', async () => {
    const before = await count();
    const ip = from();
    const json = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(good));
    expect(json.status).toBe(303);
    expect(json.headers.location).toBe('/ask-the-expert?question=invalid#question-form');
    const text = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Content-Type', 'text/plain')
      .set('Accept', 'application/json')
      .send('email=a@b&question=Q');
    expect(text.status).toBe(400);
    const huge = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', from())
      .type('form')
      .send({ ...good, question: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    const many = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', from())
      .type('form')
      .send(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'])));
    expect(many.status).toBe(413);
    expect(await count()).toBe(before);
    expect((await request(app).get('/blog')).status).toBe(200);
  });

  it('refuses cross-site posts before reading them', async () => {
    const before = await count();
    const ip = from();
    const other = await request(app).post('/ask-the-expert').set('X-Forwarded-For', ip).set('Origin', 'https://evil.example').type('form').send(good);
    expect(other.status).toBe(403);
    expect(other.text).toBe('Forbidden: forms on this site can only be sent from its own pages.\n');
    const fetchSite = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Accept', 'application/json')
      .type('form')
      .send(good);
    expect(fetchSite.status).toBe(403);
    expect(fetchSite.body).toEqual({ status: 'cross-site' });
    const sameSite = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Sec-Fetch-Site', 'same-site').type('form').send(good);
    expect(sameSite.status).toBe(403);
    const nullOrigin = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(good);
    expect(nullOrigin.status).toBe(403);
    const garbage = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Origin', 'not a url').type('form').send(good);
    expect(garbage.status).toBe(403);
    // Sec-Fetch-Site decides when a browser sends it; without it, the Origin does.
    const oldBrowser = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'same-site')
      .type('form')
      .send(good);
    expect(oldBrowser.status).toBe(403);
    expect(await count()).toBe(before);
    // The site's own origin and the host the request was sent to are accepted.
    const own = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Origin', site.origin).type('form').send(good);
    expect(own.status).toBe(303);
    // What Chromium sends on a same-origin form post under Referrer-Policy: no-referrer.
    const sameOrigin = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(good);
    expect(sameOrigin.status).toBe(303);
    // An older browser without Sec-Fetch-Site sends Origin: null under that policy too.
    const older = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Origin', 'null').type('form').send(good);
    expect(older.status).toBe(303);
    const sameHost = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send(good);
    expect(sameHost.status).toBe(303);
    expect(await count()).toBe(before + 4);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', from())
      .type('form')
      .send({ ...good, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/ask-the-expert?question=sent#question-form');
    expect(await count()).toBe(before);
  });

  it('rate-limits per client address behind the trusted proxy, then keeps serving pages', async () => {
    const ip = from();
    const before = await count();
    for (let i = 0; i < 5; i++) {
      expect((await request(app).post('/blog').set('X-Forwarded-For', ip).type('form').send(good)).status).toBe(303);
    }
    const limited = await request(app).post('/blog').set('X-Forwarded-For', ip).type('form').send(good);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('Too many messages');
    const json = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Accept', 'application/json').type('form').send(good);
    expect(json.status).toBe(429);
    expect(json.body).toEqual({ status: 'rate-limited' });
    // Another address is not affected.
    expect((await request(app).post('/blog').set('X-Forwarded-For', from()).type('form').send(good)).status).toBe(303);
    expect(await count()).toBe(before + 6);
    expect((await request(app).get('/')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a proxy it does not trust', async () => {
    const strict = createApp({ site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), leads });
    // All from 127.0.0.1 as far as this app knows: the address limit (5) is shared across the spoofed addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await request(strict).post('/blog').set('X-Forwarded-For', `198.51.100.${i}`).type('form').send(good)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
  });
});
