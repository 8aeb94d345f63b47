import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../server/app.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { memoryDb, startReceiver, startSmtp, testLeadConfig, WEBHOOK_SECRET } from './helpers/leads.ts';
import { waitFor } from './helpers/wait-for.ts';
import { servedCities } from '../server/views/served-places.ts';
import { areaLinks } from '../server/views/place-links.ts';
import { testApp } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

/** The home team's place page and its name: the page a request comes from, and the place it names. */
const cityPage = fixturePages.city;
const city = servedCities.find((place) => place.slug === fixturePages.citySlug)!;
const fromCity = `/call-back?from=${encodeURIComponent(cityPage)}`;
/** Its lockout page, which preselects a lockout on the form. */
const lockoutPage = `${cityPage}/emergency-lockout`;
/**
 * The page the JavaScript post comes from: an area page where the business has any (its place is
 * the area and its city), else a local service page (its place is the city).
 */
const areaCity = fixturePages.area?.split('/')[1];
const jsOrigin = fixturePages.area
  ? {
      page: fixturePages.area,
      place: `${areaLinks(areaCity!).find((link) => link.path === fixturePages.area)!.name}, ${servedCities.find((place) => place.slug === areaCity)!.name}`,
    }
  : { page: fixturePages.cityService, place: city.name };

let db: Db;
let leads: LeadService;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let app: ReturnType<typeof createApp>;
const rows = () =>
  db.q
    .selectFrom('leads')
    .select(['page', 'place', 'service', 'name', 'phone', 'postcode', 'need'])
    .where('kind', '=', 'callback')
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  db = await memoryDb();
  smtp = await startSmtp();
  receiver = await startReceiver();
  const config = testLeadConfig({
    email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'jobs@tumblerway.example', from: 'site@tumblerway.example' },
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
  });
  leads = await createLeadService(config, pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
  app = testApp({ leads, pageCacheBytes: 0 });
});
afterAll(async () => {
  await leads.close();
  await db.close();
  await smtp.close();
  await receiver.close();
});

describe('call-back requests', () => {
  it('offers the form on its own page, remembering the page it came from and preselecting its service', async () => {
    const page = await request(app)
      .get(`/call-back?from=${encodeURIComponent(lockoutPage)}`)
      .expect(200);
    expect(page.text).toContain(`name="from" value="${lockoutPage}"`);
    expect(page.text).toContain('<input type="radio" name="need" checked="" value="lockout"/>');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    // A link from any page leads here; a made-up origin counts as the home page.
    const odd = await request(app).get('/call-back?from=https%3A%2F%2Fevil.example').expect(200);
    expect(odd.text).toContain('name="from" value="/"');
  });

  it('without JavaScript: a mistake comes back as a 400 page with the typed values and the error beside its field', async () => {
    const res = await request(app).post(fromCity).type('form').send({ from: cityPage, name: 'Sam Smith', phone: '12345', need: 'other' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('value="Sam Smith"');
    expect(res.text).toMatch(/aria-invalid="true" aria-describedby="[^"]+-phone-error"/);
    expect(res.text).toContain('Enter a UK phone number');
    expect(await rows()).toHaveLength(0);
  });

  it('without JavaScript: a premium-rate number or an invisible name comes back as a 400 with the reason beside the field', async () => {
    const costly = await request(app).post(fromCity).type('form').send({ from: cityPage, name: 'Sam Smith', phone: '0909 879 0123', need: 'other' });
    expect(costly.status).toBe(400);
    expect(costly.text).toContain('value="0909 879 0123"');
    expect(costly.text).toMatch(/aria-invalid="true" aria-describedby="[^"]+-phone-error"/);
    expect(costly.text).toMatch(
      /<p id="[^"]*-phone-error" class="field-error">We can ring back UK landlines and mobiles \(numbers starting 01, 02, 03 or 07\)/,
    );
    const blank = await request(app)
      .post(fromCity)
      .type('form')
      .send({ from: cityPage, name: '\u200b\u00a0\u202e', phone: '07911 123456', need: 'other' });
    expect(blank.status).toBe(400);
    expect(blank.text).toMatch(/<p id="[^"]*-name-error" class="field-error">Enter your name\.<\/p>/);
    expect(await rows()).toHaveLength(0);
  });

  it('without JavaScript: a request is stored, confirmed honestly, and delivered by e-mail and signed webhook naming the page and place', async () => {
    const res = await request(app)
      .post(fromCity)
      .type('form')
      .send({ from: cityPage, name: 'Sam Smith', phone: '0113 496 0000', postcode: 'ls6 2ab', need: 'lockout', note: 'Front door\r\nwill not open' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Contact Request');
    expect(res.text).toContain(`Thank you for your interest in our ${city.name} services. We&#x27;ll call you back shortly.`);
    expect(res.text).toContain('a locksmith will ring you on the number you gave');
    const [row] = await rows();
    expect(row).toMatchObject({ page: cityPage, place: city.name, name: 'Sam Smith', phone: '+441134960000', postcode: 'LS6 2AB', need: 'lockout' });
    await waitFor(() => smtp.messages.length === 1 && receiver.received.length === 1, 20_000, 'one e-mail and one webhook');
    expect(smtp.messages[0]!.raw).toContain(cityPage);
    expect(smtp.messages[0]!.raw).toContain(city.name);
    expect(receiver.received[0]!.body).toMatchObject({ kind: 'callback', page: cityPage, place: city.name });
  });

  it('with JavaScript: the same action answers through the data endpoint, with errors or the confirmation', async () => {
    const wrong = await request(app).post('/call-back.data').type('form').send({ from: jsOrigin.page, name: '', phone: '07911 123456' }).expect(200);
    expect(wrong.body.status).toBe(400);
    expect(wrong.body.actionData['call-back']).toMatchObject({ status: 'invalid', errors: { name: expect.any(String) } });
    const sent = await request(app)
      .post('/call-back.data')
      .type('form')
      .send({ from: jsOrigin.page, name: 'Jo', phone: '07911 123456', need: 'other' })
      .expect(200);
    expect(sent.body).toEqual({ actionData: { 'call-back': { status: 'sent', place: jsOrigin.place } }, status: 200 });
    await waitFor(() => smtp.messages.length === 2 && receiver.received.length === 2, 20_000, 'a second delivery');
    expect(receiver.refused).toBe(0);
  });

  it('refuses another site’s form and a filled honeypot without storing anything, and keeps serving pages', async () => {
    const before = (await rows()).length;
    await request(app)
      .post('/call-back')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ from: '/', name: 'Eve', phone: '07911 123456' })
      .expect(403);
    const bot = await request(app)
      .post('/call-back')
      .type('form')
      .send({ from: '/', name: 'Bot', phone: '07911 123456', website: 'http://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.text).toContain('Contact Request');
    expect((await rows()).length).toBe(before);
    await request(app).get(cityPage).expect(200);
  });
});
