/**
 * With no delivery channel on a real site, no page offers a form (docs/decisions/038): every
 * call-back and question form gives way to the page's number and when it is answered, and a post
 * is answered with that page and stores nothing. LEADS_STORE_ONLY keeps the forms.
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPageCopy } from '../data/ask-the-expert.ts';
import { expertAnswers } from '../data/business.ts';
import { localPhones, phoneLineHours, questionsAnsweredWithin } from '../data/business.ts';
import type { createApp } from '../server/app.ts';
import { ConfigError, loadConfig } from '../server/operations/config.ts';
import { leadFormsOpen } from '../server/leads/config.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from '../shared/hydration.ts';
import { type HoursRow, hoursInWords } from '../shared/hours.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { recordSubmissions } from './helpers/submissions.ts';
import { testApp } from './helpers/app.ts';
import { fixturePages, serves, servedByPopulation } from './helpers/fixture-pages.ts';
import { areaLinks } from '../server/views/place-links.ts';

const REAL_ORIGIN = 'https://www.locksmith-business.co.uk';
/** The text of the page's <main> as a person reads it (React separates adjacent text with an empty comment). */
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const visible = (html: string) =>
  mainOf(html)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '');
const payloadOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)![1]!) as HydrationPayload;
/** How soon the business says a written question is answered, if its file says (questionsAnsweredWithin). */
const ANSWER_TIME = questionsAnsweredWithin
  ? new RegExp(`\\bwithin ${questionsAnsweredWithin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
  : undefined;
/** What a page may say only while the question form takes questions: a written answer, and when it comes. */
const QUESTION_PROMISES = [
  /\banswers? by e-mail\b/i,
  /\ban answer by e-mail\b/i,
  // A time in hours, whatever the business's file says, and the business's own words for it.
  /\bwithin \d+(?:-| to )\d+ hours\b/i,
  ...(ANSWER_TIME ? [ANSWER_TIME] : []),
  /\bsend (?:us |our locksmiths )?(?:your|a) question\b/i,
  /\bsend it through Ask the Expert\b/i,
  /\bHow soon will I get an answer\b/i,
  /\bWill my question be published\b/i,
];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const questionPromises = (html: string) =>
  QUESTION_PROMISES.flatMap((promise) => [visible(html), descriptionOf(html)].filter((text) => promise.test(text)).map(() => String(promise)));
const sentence = (phone: string) => `Please call us on ${phone}: we answer ${hoursInWords(phoneLineHours)}.`;

describe('leadFormsOpen and LEADS_STORE_ONLY', () => {
  const leadsOf = (env: Record<string, string>) => loadConfig(env).leads;

  it('keeps the forms with a channel, with LEADS_STORE_ONLY, or on a .example origin; closes them otherwise', () => {
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: REAL_ORIGIN }))).toBe(false);
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: 'http://localhost:3000' }))).toBe(false);
    // The repository's sample site, and any other reserved .example host.
    expect(leadFormsOpen(leadsOf({}))).toBe(true);
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: 'https://preview.shop.example' }))).toBe(true);
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: 'https://example.co.uk' }))).toBe(false);
    const mail = { SMTP_URL: 'smtp://mail.test:587', LEADS_EMAIL_TO: 'jobs@business.test', LEADS_EMAIL_FROM: 'web@business.test' };
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: REAL_ORIGIN, ...mail }))).toBe(true);
    const hook = { LEADS_WEBHOOK_URL: 'https://hooks.business.test/leads', LEADS_WEBHOOK_SECRET: 'a-secret-of-16-chars' };
    expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: REAL_ORIGIN, ...hook }))).toBe(true);
    for (const yes of ['true', '1', 'yes', 'YES', ' True ']) {
      expect(leadsOf({ SITE_ORIGIN: REAL_ORIGIN, LEADS_STORE_ONLY: yes }).storeOnly, yes).toBe(true);
      expect(leadFormsOpen(leadsOf({ SITE_ORIGIN: REAL_ORIGIN, LEADS_STORE_ONLY: yes })), yes).toBe(true);
    }
    for (const no of ['false', '0', 'no', '']) {
      expect(leadsOf({ SITE_ORIGIN: REAL_ORIGIN, LEADS_STORE_ONLY: no }).storeOnly, no).toBe(false);
    }
    expect(leadsOf({}).storeOnly).toBe(false);
  });

  it('reports any other LEADS_STORE_ONLY value like the other bad variables', () => {
    expect(() => loadConfig({ LEADS_STORE_ONLY: 'sometimes', PORT: 'x' })).toThrow(ConfigError);
    try {
      loadConfig({ LEADS_STORE_ONLY: 'sometimes', PORT: 'x' });
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toContain('  LEADS_STORE_ONLY must be true, false, 1, 0, yes or no (got "sometimes")');
      expect(lines.some((line) => line.startsWith('  PORT '))).toBe(true);
    }
  });
});

describe('a real site with no delivery channel', () => {
  const config = loadConfig({ SITE_ORIGIN: REAL_ORIGIN });
  let db: Db;
  let leads: LeadService;
  let app: ReturnType<typeof createApp>;
  let recorded: ReturnType<typeof recordSubmissions>;
  /** Posts that reached the lead service at all (stored or not). */
  const count = async () => recorded.submissions.length;

  beforeAll(async () => {
    db = await memoryDb();
    recorded = recordSubmissions(await createLeadService(testLeadConfig(), pino({ level: 'silent' }), { db: { ...db, close: async () => {} } }));
    leads = recorded.leads;
    app = testApp({ site: config.site, leads, pageCacheBytes: 0, leadFormsOpen: leadFormsOpen(config.leads) });
  });
  afterAll(async () => {
    await leads.close();
    await db.close();
  });

  /** A place's pages name its local number, if it has one, else the business's (docs/decisions/043). */
  const phoneOf = (slug: string) => localPhones[slug] ?? config.site.phone;
  /** A place with a local number where the business has any, else the home team's place. */
  const localCity = fixturePages.localPhone?.[0] ?? fixturePages.citySlug;
  /** Another served place, without a local number, if any. */
  const plainCity = servedByPopulation.find((place) => place.slug !== localCity && localPhones[place.slug] === undefined)?.slug;
  const areaCity = fixturePages.area?.split('/')[1];
  /** The call-back page opened from the first place's page. */
  const callBackFromCity = `/call-back?from=${encodeURIComponent(`/${localCity}`)}`;

  // One page of every template that carries a call-back button or a question form, chosen from the
  // configured business's places: an area page and a London district page where it has them.
  const pages: Record<string, string> = {
    '/': config.site.phone,
    [`/${localCity}`]: phoneOf(localCity),
    ...(plainCity ? { [`/${plainCity}`]: phoneOf(plainCity) } : {}),
    ...(fixturePages.area && areaCity ? { [fixturePages.area]: phoneOf(areaCity) } : {}),
    ...(serves('london') ? { [areaLinks('london')[0]!.path]: phoneOf('london') } : {}),
    [`/${localCity}/emergency-lockout`]: phoneOf(localCity),
    '/services': config.site.phone,
    '/services/emergency-locksmith': config.site.phone,
    '/pricing': config.site.phone,
    '/blog': config.site.phone,
    '/blog/car-lockouts-guide': config.site.phone,
    '/ask-the-expert': config.site.phone,
    '/about': config.site.phone,
    '/contact': config.site.phone,
    '/call-back': config.site.phone,
    // Opened from a place's page, the call-back page names that place's number (docs/decisions/043).
    [callBackFromCity]: phoneOf(localCity),
  };

  it('offers no form and no call-back link anywhere: the page’s own number and its hours instead', async () => {
    for (const [path, phone] of Object.entries(pages)) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toMatch(/<form[^>]*method="post"/);
      expect(res.text, path).not.toContain('href="/call-back');
      expect(res.text, path).not.toContain('Request a Call Back</a>');
      // Pages without a call-back button or question form (/contact) need no sentence.
      if (path !== '/contact') expect(visible(res.text).includes(sentence(phone)), path).toBe(true);
      expect(mainOf(res.text), path).toContain(`href="tel:${phone.replace(/ /g, '')}"`);
      // The flag reaches the browser with the page, so hydration renders the same.
      expect(payloadOf(res.text).site.leadFormsOpen, path).toBe(false);
    }
  });

  it('promises no written answer, on the Ask the Expert page or anywhere else, and links no button to a form', async () => {
    for (const path of Object.keys(pages)) {
      const html = (await request(app).get(path)).text;
      expect(questionPromises(html), path).toEqual([]);
      // The published answers stay linked from the menus, but no closing band offers 'Ask the Expert' as a way to ask.
      expect(mainOf(html), path).not.toMatch(/<a class="btn[^"]*" href="\/ask-the-expert"/);
    }
    // The published answers stay on the page: the business's own, as the sample's are not shown on a real origin.
    const ask = visible((await request(app).get('/ask-the-expert')).text);
    const published = expertAnswers.filter((answer) => !answer.sample);
    expect(ask.includes(askPageCopy.answersTitle)).toBe(published.length > 0);
    for (const answer of published) expect(ask).toContain(answer.question);
  });

  it('shows the call-back page as the number alone, and the question forms’ cards with their headings', async () => {
    const callBack = visible((await request(app).get(callBackFromCity)).text);
    expect(callBack.endsWith(`Call Us${sentence(phoneOf(localCity))}`)).toBe(true);
    expect(callBack.includes('Leave your name and number')).toBe(false);
    const ask = (await request(app).get('/ask-the-expert')).text;
    expect(ask).not.toContain('id="question-form"');
    // The hero says when the line is answered; the question card does not say it a second time.
    expect(visible(ask)).toContain(`Your questionCall ${config.site.phone} and ask a locksmith. Asking is free`);
    expect(visible(ask).split(sentence(config.site.phone)).length - 1).toBe(1);
  });

  it('answers a post to any form with the same page, stores nothing, and says so with JavaScript too', async () => {
    const before = await count();
    const callback = { from: `/${localCity}`, name: 'Sam Smith', phone: '07911 123456', need: 'other' };
    const question = { name: 'Sam', email: 'sam@example.com', question: 'Which lock?' };
    const page = await request(app).post(callBackFromCity).type('form').send(callback);
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.headers['cache-control']).toBe('no-store');
    const shown = (await request(app).get(callBackFromCity)).text;
    expect(mainOf(page.text)).toBe(mainOf(shown));
    for (const path of ['/ask-the-expert', '/blog']) {
      const res = await request(app).post(path).type('form').send(question);
      expect(res.status, path).toBe(405);
      expect(visible(res.text), path).toContain(sentence(config.site.phone));
      expect(res.text, path).not.toContain('id="question-form"');
    }
    const data = await request(app).post('/call-back.data').type('form').send(callback);
    expect(data.body).toEqual({ actionData: { 'call-back': { status: 'closed' } }, status: 405 });
    const blog = await request(app).post('/blog.data').type('form').send(question);
    expect(blog.body).toEqual({ actionData: { blog: { status: 'closed' } }, status: 405 });
    expect(await count()).toBe(before);
  });

  it('keeps the forms when the operator stores leads only (LEADS_STORE_ONLY)', async () => {
    const storeOnly = loadConfig({ SITE_ORIGIN: REAL_ORIGIN, LEADS_STORE_ONLY: 'true' });
    const open = testApp({ site: storeOnly.site, leads, pageCacheBytes: 0, leadFormsOpen: leadFormsOpen(storeOnly.leads) });
    const cityPage = (await request(open).get(fixturePages.city)).text;
    expect(cityPage).toContain(`href="/call-back?from=${encodeURIComponent(fixturePages.city)}"`);
    expect(visible(cityPage)).not.toContain('Please call us on');
    expect(payloadOf(cityPage).site.leadFormsOpen).toBe(true);
    const ask = (await request(open).get('/ask-the-expert')).text;
    expect(ask).toContain('id="question-form"');
    // With the form open, the page says how questions are answered: by e-mail, and how soon where the business says.
    expect(questionPromises(ask)).toContain(String(QUESTION_PROMISES[0]));
    if (ANSWER_TIME) expect(questionPromises(ask)).toContain(String(ANSWER_TIME));
    const before = await count();
    const sent = await request(open).post('/blog.data').type('form').send({ email: 'sam@example.com', question: 'Which lock?' });
    expect(sent.body).toEqual({ actionData: { blog: { status: 'sent' } }, status: 200 });
    expect(await count()).toBe(before + 1);
    expect(recorded.stored()).toBe(1);
  });
});

describe('hoursInWords', () => {
  it('says the hours the way the sentence uses them', () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
    const rows = (...weekly: HoursRow[]) => ({ weekly, closures: [] });
    expect(hoursInWords(rows({ days: week, opens: '00:00', closes: '23:59' }))).toBe('24 hours a day, 7 days a week');
    expect(hoursInWords(rows({ days: week.slice(0, 5), opens: '08:00', closes: '18:00' }))).toBe('Monday to Friday, from 08:00 to 18:00');
    expect(hoursInWords(rows({ days: week, opens: '07:00', closes: '22:00' }))).toBe('every day, from 07:00 to 22:00');
    expect(hoursInWords(rows({ days: ['Saturday', 'Sunday'], opens: '00:00', closes: '24:00' }))).toBe('on Saturday and Sunday, all day');
    expect(hoursInWords(rows({ days: ['Friday', 'Monday', 'Wednesday'], opens: '09:00', closes: '17:00' }))).toBe(
      'on Monday, Wednesday and Friday, from 09:00 to 17:00',
    );
    // Several rows, said in the order of the week whatever order they are written in.
    expect(
      hoursInWords(rows({ days: ['Saturday'], opens: '09:00', closes: '13:00' }, { days: week.slice(0, 5), opens: '08:00', closes: '18:00' })),
    ).toBe('Monday to Friday, from 08:00 to 18:00; Saturday, from 09:00 to 13:00');
    // Round the clock every day, but closed on a date: not '24 hours a day, 7 days a week'.
    expect(
      hoursInWords({ weekly: [{ days: week, opens: '00:00', closes: '23:59' }], closures: [{ date: '2026-12-25', name: 'Christmas Day' }] }),
    ).toBe('every day, all day');
  });
});
