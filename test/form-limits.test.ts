/**
 * The forms' body limits follow the forms' own field limits (server/http/form-body.ts): the longest
 * post a browser lets a visitor send, in any script, is taken; a body beyond it gets the form page
 * back with status 413, the fields that arrived filled in again and the number to call.
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../server/app.ts';
import { clipToLimit, formBodyLimit } from '../server/http/form-body.ts';
import { postedFormFor } from '../server/routes.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { textareaLength } from '../server/leads/validate.ts';
import { LEAD_LIMITS, PAGE_PATH_LIMIT } from '../shared/lead-fields.ts';
import { site, testApp } from './helpers/app.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { recordSubmissions } from './helpers/submissions.ts';
import { servedCities } from '../server/views/served-places.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

/** A local service page of the home team's place, and the place a request from it names. */
const servicePage = fixturePages.cityService;
const servicePlace = servedCities.find((place) => place.slug === fixturePages.citySlug)!.name;
/**
 * The call-back page opened from a place's page names that place's number (docs/decisions/043): a
 * place with a local number where the business has any, else the home team's place and the business's number.
 */
const [fromPage, pagePhone] = fixturePages.localPhone
  ? [`/${fixturePages.localPhone[0]}`, fixturePages.localPhone[1]]
  : [fixturePages.city, site.phone];

let db: Db;
let leads: LeadService;
let app: ReturnType<typeof createApp>;
let recorded: ReturnType<typeof recordSubmissions>;
const count = async () => recorded.stored();

beforeAll(async () => {
  db = await memoryDb();
  leads = await createLeadService(testLeadConfig(), pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
  recorded = recordSubmissions(leads);
  app = testApp({ leads: recorded.leads, pageCacheBytes: 0 });
});
afterAll(async () => {
  await leads.close();
  await db.close();
});

/** A form body as a browser sends it (the same serialiser as URLSearchParams). */
const encode = (fields: [string, string][]) => new URLSearchParams(fields).toString();
/** `pieces` repeated, then the widest piece, to exactly `limit` characters as a textarea's maxlength counts them. */
function fillTo(limit: number, pieces: string[]): string {
  let out = '';
  let i = 0;
  while (textareaLength(out + pieces[i % pieces.length]!) <= limit) out += pieces[i++ % pieces.length]!;
  while (textareaLength(out) < limit) out += '鍵';
  return out;
}
const CJK = '鍵';
const mixed = (limit: number) => fillTo(limit, ['鍵屋', '🔑', '\r\n', 'é', '錠前', '🚪']);
const visible = (html: string) => html.replace(/<!-- -->/g, '');
const callNumber = `call us on ${site.phone}.`;

describe('the largest legal post of each form', () => {
  it('takes a call-back request with every text field full of emoji, CJK and line breaks (far above 16 kB)', async () => {
    const before = await count();
    const note = fillTo(LEAD_LIMITS.note, ['鍵屋の錠前と扉の修理をお願いします', '🔑', '\r\n']);
    expect(textareaLength(note)).toBe(LEAD_LIMITS.note);
    const body = encode([
      ['from', servicePage],
      ['name', CJK.repeat(LEAD_LIMITS.name)],
      ['phone', '07911 123456'.padEnd(LEAD_LIMITS.phone, ' ')],
      ['postcode', 'LS6 2AB'.padEnd(LEAD_LIMITS.postcode, ' ')],
      ['need', 'lock-change'],
      ['note', note],
      ['website', ''],
    ]);
    expect(body.length).toBeGreaterThan(16 * 1024);
    expect(body.length).toBeLessThanOrEqual(formBodyLimit(postedFormFor('/call-back')));
    const res = await request(app)
      .post(`/call-back?from=${encodeURIComponent(servicePage)}`)
      .type('form')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Contact Request');
    // The lead service got every field whole.
    expect(recorded.submissions.at(-1)).toMatchObject({ status: 'stored', fields: { name: CJK.repeat(LEAD_LIMITS.name), note } });
    // With JavaScript the same post goes to the data path.
    const data = await request(app).post('/call-back.data').type('form').send(body.replace('07911+123456', '07911+123457'));
    expect(data.body).toEqual({ actionData: { 'call-back': { status: 'sent', place: servicePlace } }, status: 200 });
    expect(await count()).toBe(before + 2);
  });

  it('takes the longest questions of both question forms', async () => {
    const before = await count();
    const question = mixed(LEAD_LIMITS.question);
    const email = `${'s'.repeat(64)}@${'e'.repeat(63)}.${'x'.repeat(63)}.${'y'.repeat(61)}`;
    expect(email).toHaveLength(LEAD_LIMITS.email);
    const ask = encode([
      ['name', mixed(LEAD_LIMITS.name).replace(/\r\n/g, ' ')],
      ['email', email],
      ['question', question],
      ['website', ''],
    ]);
    expect(ask.length).toBeGreaterThan(16 * 1024);
    const asked = await request(app).post('/ask-the-expert').type('form').send(ask);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Question Submitted.');
    const blog = encode([
      ['email', email],
      ['question', question],
      ['website', ''],
    ]);
    const posted = await request(app).post('/blog.data').type('form').send(blog);
    expect(posted.body).toEqual({ actionData: { blog: { status: 'sent' } }, status: 200 });
    expect(await count()).toBe(before + 2);
  });

  it('is the bound itself: every field full of the widest characters is read, one character more is not', async () => {
    const widest = (path: string, extra = 0): string =>
      encode(
        postedFormFor(path).map((field) => {
          if (field.name === 'from') return [field.name, '/'.repeat(PAGE_PATH_LIMIT)];
          if (field.name === 'need') return [field.name, 'lock-change'];
          return [field.name, CJK.repeat(field.limit + (field.textarea ? extra : 0))];
        }),
      );
    for (const path of ['/call-back', '/ask-the-expert', '/blog']) {
      const limit = formBodyLimit(postedFormFor(path));
      expect(widest(path).length, path).toBe(limit);
      // Read in full: the form comes back with its errors (this phone number is no number), not a 413.
      const read = await request(app).post(path).type('form').send(widest(path));
      expect(read.status, path).not.toBe(413);
      const over = await request(app).post(path).type('form').send(widest(path, 1));
      expect(over.status, path).toBe(413);
    }
  });
});

describe('a body beyond its form’s limits', () => {
  it('without JavaScript: the form page, 413, the fields that arrived whole and the number', async () => {
    const before = await count();
    const res = await request(app)
      .post(`/call-back?from=${encodeURIComponent(fromPage)}`)
      .type('form')
      .send(
        encode([
          ['from', fromPage],
          ['name', 'Zoë Smith'],
          ['phone', '07911 123456'],
          ['postcode', 'LS6 2AB'],
          ['need', 'lockout'],
          ['note', `${CJK.repeat(LEAD_LIMITS.note)}${'🔑'.repeat(2000)}`],
          ['website', ''],
        ]),
      );
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = visible(res.text);
    // The call-back page opened from a place's page names that place's number (docs/decisions/043).
    expect(html).toContain(`Your request was too long to send. Please shorten your note, or call us on ${pagePhone}.`);
    expect(html).toContain('value="Zoë Smith"');
    expect(html).toContain('value="07911 123456"');
    expect(html).toContain('value="LS6 2AB"');
    expect(html).toContain('<input type="radio" name="need" checked="" value="lockout"/>');
    // The note was cut off on the way in, so it is not filled in again.
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*><\/textarea>/);
    expect(await count()).toBe(before);
  });

  it('clips what arrived whole to each field’s limit, never inside an emoji or a line break', async () => {
    // Too many fields: everything arrived, but the post did not come from the form.
    const note = `${'🔑'.repeat(999)}\r\n${'x'.repeat(50)}`;
    const fields: [string, string][] = [
      ['from', fromPage],
      ['name', 'n'.repeat(LEAD_LIMITS.name + 50)],
      ['phone', '07911 123456'],
      ['note', note],
      ...Array.from({ length: 10 }, (_, i): [string, string] => [`extra${i}`, 'x']),
    ];
    const res = await request(app).post('/call-back').type('form').send(encode(fields));
    expect(res.status).toBe(413);
    expect(res.text).toContain(`value="${'n'.repeat(LEAD_LIMITS.name)}"`);
    const refilled = /<textarea[^>]*name="note"[^>]*>\n?(.*?)<\/textarea>/s.exec(res.text)![1]!;
    // 999 emoji are 1,998 characters, the line break one more, then one x.
    expect(refilled).toBe(`${'🔑'.repeat(999)}\r\nx`);
    expect(clipToLimit('🔑'.repeat(3), 5)).toBe('🔑🔑');
    expect(clipToLimit('ab\r\ncd', 3, true)).toBe('ab\r\n');
    expect(clipToLimit('ab\r\ncd', 3)).toBe('ab\r');
  });

  it('with JavaScript: the same answer as data, for the form to show in place', async () => {
    const res = await request(app)
      .post('/call-back.data')
      .type('form')
      .send(
        encode([
          ['from', fromPage],
          ['name', 'Sam'],
          ['phone', '07911 123456'],
          ['need', 'other'],
          ['note', CJK.repeat(5000)],
        ]),
      );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      actionData: { 'call-back': { status: 'too-large', values: { name: 'Sam', phone: '07911 123456', need: 'other' } } },
      status: 413,
    });
  });

  it('answers the question forms the same way', async () => {
    const before = await count();
    const fields = (extra: string): [string, string][] => [
      ['name', 'Sam'],
      ['email', 'sam@example.com'],
      ['question', CJK.repeat(LEAD_LIMITS.question) + extra],
    ];
    const res = await request(app)
      .post('/ask-the-expert')
      .type('form')
      .send(encode(fields('。'.repeat(1000))));
    expect(res.status).toBe(413);
    const html = visible(res.text);
    expect(html).toContain(`Your question was too long to send. Please shorten it, or ${callNumber}`);
    expect(html).toContain('value="Sam"');
    expect(html).toContain('value="sam@example.com"');
    const data = await request(app)
      .post('/blog.data')
      .type('form')
      .send(encode(fields('。'.repeat(500)).slice(1)));
    expect(data.body).toMatchObject({ actionData: { blog: { status: 'too-large', values: { email: 'sam@example.com' } } }, status: 413 });
    expect(await count()).toBe(before);
  });
});
