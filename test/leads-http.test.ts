import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../server/app.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { site, testApp } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';

let db: Db;
let leads: LeadService;
let app: ReturnType<typeof createApp>;
const count = async () => (await db.q.selectFrom('leads').select('id').execute()).length;

beforeAll(async () => {
  db = await memoryDb();
  leads = await createLeadService(testLeadConfig({ ratePerAddress: 5 }), pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
  app = testApp({ leads, trustProxy: 'loopback' });
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
    // Without JavaScript the route action runs and the page comes back with the confirmation.
    const plain = await request(app).post('/ask-the-expert').set('X-Forwarded-For', ip).type('form').send(good);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.text.replace(/<!-- -->/g, '')).toContain('<strong>Question Submitted.</strong> Our locksmith experts will get back to you soon!');
    // With it the form's fetcher posts to the page's data path and gets the same answer as data.
    const json = await request(app).post('/blog.data').set('X-Forwarded-For', ip).type('form').send({ email: 'a@b.co', question: 'Q' });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ actionData: { blog: { status: 'sent' } }, status: 200 });
    expect(await count()).toBe(before + 2);
    const stored = await db.q.selectFrom('leads').select(['page', 'name', 'email', 'message']).orderBy('created_at', 'desc').limit(2).execute();
    expect(stored).toEqual([
      { page: '/blog', name: null, email: 'a@b.co', message: 'Q' },
      { page: '/ask-the-expert', name: 'Sam', email: 'sam@example.com', message: 'Which lock?' },
    ]);
    const health = await request(app).get('/healthz');
    expect(health.body).toMatchObject({
      status: 'ok',
      oldestUndeliveredLeadSeconds: null,
      leads: { store: 'ok', delivery: 'stored only (sample site): read them with npm run leads' },
    });
  });

  it('answers bad input clearly and stores none of it', async () => {
    const before = await count();
    const cases: [Record<string, string>, string][] = [
      [{ ...good, name: 'Sam\r\nBcc: x@y' }, 'CRLF in the name'],
      [{ ...good, email: 'sam@example.com\r\nBcc: x@y' }, 'CRLF in the e-mail'],
      [{ ...good, email: 'not-an-email' }, 'bad e-mail'],
      [{ ...good, question: '' }, 'empty question'],
      [{ ...good, name: '' }, 'empty name'],
      [{ ...good, name: '\u200b\u3000\u00ad' }, 'invisible name'],
      [{ ...good, email: 'sam@example' }, 'e-mail address without a dot in its domain'],
      [{ ...good, email: 'sam@192.0.2.1' }, 'e-mail address at an IP address'],
    ];
    let ip = '';
    for (const [i, [body, what]] of cases.entries()) {
      // A new client address every four posts, under the address limit (5) this file's service has.
      if (i % 4 === 0) ip = from();
      const res = await request(app).post('/ask-the-expert.data').set('X-Forwarded-For', ip).type('form').send(body);
      expect(res.body.status, what).toBe(400);
      const answer = res.body.actionData['ask-the-expert'];
      expect(answer.status, what).toBe('invalid');
      expect(Object.keys(answer.errors).length, what).toBe(1);
    }
    // Without JavaScript: status 400, the page again, what was typed kept and the error beside its field.
    const page = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', from())
      .type('form')
      .send({ ...good, email: 'not-an-email' });
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="not-an-email"|<input[^>]*value="not-an-email"[^>]*aria-invalid="true"/);
    expect(page.text).toMatch(/value="Sam"/);
    expect(page.text).toContain('>Which lock?</textarea>');
    expect(page.text).toMatch(/<p id="[^"]*-email-error" class="field-error">[^<]+<\/p>/);
    expect(page.text).not.toContain('Question Submitted.');
    // An address the browser lets through but no reply could reach: the same 400, with the reason.
    const noDot = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', from())
      .type('form')
      .send({ ...good, email: 'sam@localhost' });
    expect(noDot.status).toBe(400);
    expect(noDot.text).toMatch(
      /<p id="[^"]*-email-error" class="field-error">Enter your full e-mail address, including its ending such as \.com or \.co\.uk/,
    );
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
    // A body that is not a form reads as a form with every field empty.
    expect(json.status).toBe(400);
    expect(json.text).toContain('Your question was not sent: please check the fields marked below.');
    const text = await request(app).post('/blog.data').set('X-Forwarded-For', ip).set('Content-Type', 'text/plain').send('email=a@b.co&question=Q');
    expect(text.body.status).toBe(400);
    expect(text.body.actionData.blog.status).toBe('invalid');
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
    expect(own.status).toBe(200);
    // What Chromium sends on a same-origin form post under Referrer-Policy: no-referrer.
    const sameOrigin = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(good);
    expect(sameOrigin.status).toBe(200);
    // An older browser without Sec-Fetch-Site sends Origin: null under that policy too.
    const older = await request(app).post('/blog').set('X-Forwarded-For', ip).set('Origin', 'null').type('form').send(good);
    expect(older.status).toBe(200);
    const sameHost = await request(app)
      .post('/blog')
      .set('X-Forwarded-For', ip)
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .type('form')
      .send(good);
    expect(sameHost.status).toBe(200);
    expect(await count()).toBe(before + 4);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await request(app)
      .post('/ask-the-expert')
      .set('X-Forwarded-For', from())
      .type('form')
      .send({ ...good, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<strong>Question Submitted.</strong>');
    expect(await count()).toBe(before);
  });

  it('rate-limits per client address behind the trusted proxy, then keeps serving pages', async () => {
    const ip = from();
    const before = await count();
    for (let i = 0; i < 5; i++) {
      expect((await request(app).post('/blog').set('X-Forwarded-For', ip).type('form').send(good)).status).toBe(200);
    }
    // Without JavaScript: the page again, status 429, saying so and giving the number to call.
    const limited = await request(app).post('/blog').set('X-Forwarded-For', ip).type('form').send(good);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('So many messages have come from this device or network in the last few minutes that this one was not sent.');
    expect(limited.text).toMatch(/please try again in about [^,<]+, or call us now on \d[\d ]+\d\./);
    const json = await request(app).post('/blog.data').set('X-Forwarded-For', ip).type('form').send(good);
    expect(json.body).toEqual({
      actionData: {
        blog: { status: 'rate-limited', values: { name: 'Sam', email: good.email, question: good.question }, retryAfterSeconds: expect.any(Number) },
      },
      status: 429,
    });
    // Another address is not affected.
    expect((await request(app).post('/blog').set('X-Forwarded-For', from()).type('form').send(good)).status).toBe(200);
    expect(await count()).toBe(before + 6);
    expect((await request(app).get('/')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a proxy it does not trust', async () => {
    const strict = testApp({ leads });
    // All from 127.0.0.1 as far as this app knows: the address limit (5) is shared across the spoofed addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await request(strict).post('/blog').set('X-Forwarded-For', `198.51.100.${i}`).type('form').send(good)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('/healthz with a lead store that stopped answering', () => {
  it('still answers 200, so pages and their numbers stay in the load balancer, and says the store is unavailable', async () => {
    const broken = await memoryDb();
    const service = await createLeadService(testLeadConfig(), pino({ level: 'silent' }), { db: broken, worker: false });
    const brokenApp = testApp({ leads: service });
    await broken.close();
    const res = await request(brokenApp).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', oldestUndeliveredLeadSeconds: null, leads: { store: 'unavailable' } });
    expect((await request(brokenApp).get(fixturePages.city)).status).toBe(200);
  });
});
