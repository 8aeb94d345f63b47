/**
 * First-party counts (server/counts, docs/decisions/069): what a browser's beacon and the server's
 * own answers add to the daily rows, and what they must not. Beacons from robots, headless
 * browsers, other sites and scripts are answered and dropped; garbage changes nothing and never
 * costs a 5xx; two instances on one PostgreSQL add up; the public site sets no cookie.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import type { KyselyPlugin } from 'kysely';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsData } from '../data/counts.ts';
import { countBeacon, PER_ADDRESS_PER_MINUTE } from '../server/counts/beacon.ts';
import { type CountRecorder, createCountRecorder, londonDay } from '../server/counts/recorder.ts';
import { countsByWeek, countsReport, reportCsv } from '../server/counts/report.ts';
import { sourceClass } from '../server/counts/visitor.ts';
import { databaseFile, type Db, openPostgres, openSqlite } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { migrate } from '../server/store/migrations.ts';
import { createMetrics } from '../server/operations/metrics.ts';
import { COUNT_PATH } from '../shared/counts.ts';
import { site, testApp } from './helpers/app.ts';
import { leadsCommand } from './helpers/leads-cli.ts';
import { freshSchema, memoryDb, postgresUrl, testLeadConfig } from './helpers/leads.ts';
import { cityServices } from '../data/city-services.ts';
import { districtPages } from '../server/views/postcode-districts.ts';
import { fixturePages, servedByPopulation } from './helpers/fixture-pages.ts';
import { pageTemplates } from '../server/routes.ts';

/** Pages of the configured business the counts are about: its home team's place page, and another served place's. */
const cityPage = fixturePages.city;
const otherPlace = servedByPopulation.find((place) => place.slug !== fixturePages.citySlug)!;
const otherCityPage = `/${otherPlace.slug}`;
/**
 * A page below a place, counted under the 'city-area' template: an area page where the business
 * has any, else a local service page of the other place (so that it counts for another place).
 */
const localPage = fixturePages.area
  ? { path: fixturePages.area, place: fixturePages.area.slice(1), service: null }
  : { path: `${otherCityPage}/${cityServices[0]!.slug}`, place: otherPlace.slug, service: cityServices[0]!.slug };
/** A postcode district a page of the site names, if any: the finder sends a search for it to that page. */
const placedDistrict = districtPages()[0]?.districts[0];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What Chrome on a desktop sends with a beacon from one of the site's own pages. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'no-cors',
  'Sec-Fetch-Dest': 'empty',
};
const beaconBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

let db: Db;
let leads: LeadService;
let recorder: CountRecorder;
let metrics: ReturnType<typeof createMetrics>;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  db = await memoryDb();
  const logger = pino({ level: 'silent' });
  leads = await createLeadService(testLeadConfig(), logger, { db: { ...db, close: async () => {} }, worker: false });
  metrics = createMetrics();
  recorder = createCountRecorder({ db, logger, metrics, retentionMonths: countsData.retentionMonths, templates: pageTemplates, timer: false });
  // Behind a trusted proxy, so the garbage below can come from many addresses and reach the parser.
  app = testApp({ leads, counts: recorder, metrics, trustProxy: 1 });
});
afterAll(async () => {
  await leads.close();
  await db.close();
});

/** The report's row for one page over today, after writing what is buffered. */
async function pageRow(path: string) {
  await recorder.flush();
  return (await countsReport(db, 1)).pages.find((p) => p.path === path);
}
const totals = async () => {
  await recorder.flush();
  return (await countsReport(db, 1)).total;
};

describe('the beacon', () => {
  it('counts a tap on the number from a browser on the site, by page, template, place and source class', async () => {
    const before = (await pageRow(localPage.path))?.calls ?? 0;
    const res = await request(app)
      .post(COUNT_PATH)
      .set(BROWSER)
      .set('X-Forwarded-For', '198.51.100.1')
      .type('text/plain')
      .send(beaconBody({ e: 'call', p: localPage.path, r: 'www.google.co.uk', u: '' }));
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const row = await pageRow(localPage.path);
    expect(row).toMatchObject({ template: 'city-area', place: localPage.place, service: localPage.service, calls: before + 1 });
    const report = await countsReport(db, 1);
    expect(report.sources.find((s) => s.name === 'search')?.tally.calls).toBeGreaterThanOrEqual(1);
  });

  it('classes sources without keeping the referrer: search engines, other sites, direct, allow-listed campaigns only', () => {
    const own = new URL(site.origin).hostname;
    expect(sourceClass('www.bing.com', '', own)).toBe('search');
    expect(sourceClass('forum.example.org', '', own)).toBe('other-site');
    expect(sourceClass('', '', own)).toBe('direct');
    expect(sourceClass(own, '', own)).toBe('direct');
    const campaign = countsData.campaignSources[0];
    expect(sourceClass('www.google.com', campaign.toUpperCase(), own)).toBe(`campaign:${campaign}`);
    // A utm_source nobody allowed is ignored: the referrer decides.
    expect(sourceClass('', 'my-own-words', own)).toBe('direct');
  });

  it('drops robots, headless browsers (the site’s own browser tests), other sites and scripts, answering each with a 204', async () => {
    const before = await totals();
    const body = beaconBody({ e: 'call', p: cityPage, r: '', u: '' });
    const refused: Record<string, string | undefined>[] = [
      { ...BROWSER, 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { ...BROWSER, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
      { ...BROWSER, 'Sec-Fetch-Site': 'cross-site' },
      { ...BROWSER, 'Sec-Fetch-Site': 'same-site' },
      { ...BROWSER, 'Sec-Fetch-Site': undefined },
      { ...BROWSER, 'User-Agent': 'curl/8.5.0' },
      { ...BROWSER, 'User-Agent': undefined },
    ];
    for (const headers of refused) {
      const req = request(app).post(COUNT_PATH).set('X-Forwarded-For', '198.51.100.2').type('text/plain');
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.set(name, value);
      const res = await req.send(body);
      expect(res.status).toBe(204);
    }
    expect(await totals()).toEqual(before);
  });

  it('1,000 garbage beacons change nothing and cost no 5xx', async () => {
    const before = await totals();
    const known = ['view', 'call', 'callback_open'];
    const garbage = (i: number): string => {
      switch (i % 10) {
        case 0:
          return beaconBody({ e: 'call', p: `/no-such-page-${i}`, r: '', u: '' }); // unknown page
        case 1:
          return beaconBody({ e: 'callback_request', p: cityPage }); // a server event, not the beacon's
        case 2:
          return beaconBody({ e: known[i % 3]!, p: fixturePages.citySlug }); // not a path
        case 3:
          return beaconBody({ e: 'call', p: cityPage, r: 'evil host/<script>' }); // not a host name
        case 4:
          return 'x'.repeat(2_000); // too large
        case 5:
          return '%E0%A4%A'; // broken escapes
        case 6:
          return '\u0000\u0001\u0002';
        case 7:
          return JSON.stringify({ e: 'call', p: cityPage });
        case 8:
          return beaconBody({ e: `call${'\u202e'}`, p: cityPage });
        default:
          return beaconBody({ e: 'view', p: `${cityPage}?${'a'.repeat(300)}` });
      }
    };
    for (let i = 0; i < 1_000; i++) {
      const res = await request(app)
        .post(COUNT_PATH)
        .set(BROWSER)
        .set('X-Forwarded-For', `203.0.113.${i % 250}`)
        .type(i % 2 ? 'text/plain' : 'application/json')
        .send(garbage(i));
      expect(res.status).toBe(204);
    }
    expect(await totals()).toEqual(before);
  });

  it(`takes at most ${PER_ADDRESS_PER_MINUTE} beacons a minute from one address`, async () => {
    // The endpoint on its own, its clock held inside one minute.
    const minute = Date.UTC(2026, 10, 28, 12, 0, 30);
    const alone = express().post(COUNT_PATH, countBeacon({ recorder, ownHost: 'www.tumblerway.example', now: () => minute }));
    const before = (await pageRow(otherCityPage))?.views ?? 0;
    for (let i = 0; i < PER_ADDRESS_PER_MINUTE + 5; i++) {
      await request(alone)
        .post(COUNT_PATH)
        .set(BROWSER)
        .type('text/plain')
        .send(beaconBody({ e: 'view', p: otherCityPage, r: '', u: '' }))
        .expect(204);
    }
    expect(((await pageRow(otherCityPage))?.views ?? 0) - before).toBe(PER_ADDRESS_PER_MINUTE);
  });

  it(`counts an IPv6 visitor per /64 network: 300 addresses of one network take ${PER_ADDRESS_PER_MINUTE} beacons`, async () => {
    const minute = Date.UTC(2026, 10, 28, 12, 1, 30);
    const alone = express()
      .set('trust proxy', 1)
      .post(COUNT_PATH, countBeacon({ recorder, ownHost: 'www.tumblerway.example', now: () => minute }));
    const before = (await pageRow(otherCityPage))?.views ?? 0;
    for (let i = 0; i < 300; i++) {
      await request(alone)
        .post(COUNT_PATH)
        .set(BROWSER)
        .set('X-Forwarded-For', `2001:db8:77:1:${(i + 1).toString(16)}::1`)
        .type('text/plain')
        .send(beaconBody({ e: 'view', p: otherCityPage, r: '', u: '' }))
        .expect(204);
    }
    expect(((await pageRow(otherCityPage))?.views ?? 0) - before).toBe(PER_ADDRESS_PER_MINUTE);
  });

  it('a flood from more networks than the budgets kept still lets the next genuine visitor be counted', async () => {
    const minute = Date.UTC(2026, 10, 28, 12, 2, 30);
    const maxAddresses = 50;
    const alone = express()
      .set('trust proxy', 1)
      .post(COUNT_PATH, countBeacon({ recorder, ownHost: 'www.tumblerway.example', maxAddresses, now: () => minute }));
    const send = (address: string, page: string) =>
      request(alone)
        .post(COUNT_PATH)
        .set(BROWSER)
        .set('X-Forwarded-For', address)
        .type('text/plain')
        .send(beaconBody({ e: 'call', p: page, r: '', u: '' }))
        .expect(204);
    // Twice as many networks as the table holds, each sending a beacon.
    for (let n = 0; n < maxAddresses * 2; n++) await send(`2001:db8:${(n + 1).toString(16)}::1`, cityPage);
    const before = (await pageRow(otherCityPage))?.calls ?? 0;
    await send('198.51.100.200', otherCityPage);
    expect(((await pageRow(otherCityPage))?.calls ?? 0) - before).toBe(1);
  });

  it('exports Prometheus counters labelled by template, event and source class, never by path', async () => {
    const text = await metrics.registry.metrics();
    const lines = text.split('\n').filter((line) => line.startsWith('site_events_total{'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('template="city-area"') && line.includes('event="call"') && line.includes('source="search"'))).toBe(
      true,
    );
    for (const line of lines) expect(line).not.toMatch(/\/|path=/);
  });
});

describe('what the server counts itself', () => {
  it('an accepted call-back request counts for the page it came from; a robot’s or a script’s does not', async () => {
    const before = (await pageRow(cityPage))?.callback_requests ?? 0;
    const form = { from: cityPage, name: 'Sam Smith', phone: '07911 123456', need: 'other' };
    await request(app).post('/call-back.data').set(BROWSER).set('X-Forwarded-For', '198.51.100.3').type('form').send(form).expect(200);
    expect(await pageRow(cityPage)).toMatchObject({ template: 'city', place: fixturePages.citySlug, callback_requests: before + 1 });
    // The same post from a script (no Sec-Fetch-Site) is stored, but not counted.
    await request(app).post('/call-back.data').set('X-Forwarded-For', '198.51.100.4').type('form').send(form).expect(200);
    expect((await pageRow(cityPage))?.callback_requests).toBe(before + 1);
  });

  it.skipIf(placedDistrict === undefined)(
    `a postcode search counts on the page it found, or on the finder’s page as not covered or not a postcode${placedDistrict === undefined ? ' (skipped: no page of this business names a postcode district)' : ''}`,
    async () => {
      const find = (postcode: string) =>
        request(app)
          .get(`/locksmith-near-me?postcode=${encodeURIComponent(postcode)}`)
          .set({ ...BROWSER, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
      const found = await find(`${placedDistrict} 1AA`);
      expect(found.status).toBe(303);
      const target = found.headers.location!;
      const before = (await pageRow(target))?.finder_searches ?? 0;
      await find(`${placedDistrict} 1AA`);
      expect((await pageRow(target))?.finder_searches).toBe(before + 1);
      const finderBefore = (await pageRow('/locksmith-near-me'))?.finder_searches ?? 0;
      await find('not a postcode').expect(200);
      expect((await pageRow('/locksmith-near-me'))?.finder_searches).toBe(finderBefore + 1);
    },
  );

  it('the report’s CSV has one row per page and a column per count', async () => {
    const csv = reportCsv(await countsReport(db, 1));
    const [head, ...rows] = csv.trim().split('\r\n');
    expect(head).toBe('path,template,calls,callback_opens,callback_requests,questions,finder_searches,views');
    expect(rows.some((row) => row.startsWith(`${cityPage},city,`))).toBe(true);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(rows.length);
  });

  it('the week chart’s rows hold this week’s counts', async () => {
    const weeks = await countsByWeek(db, 4);
    expect(weeks).toHaveLength(4);
    expect(weeks.at(-1)!.tally.callback_requests).toBeGreaterThanOrEqual(1);
  });
});

describe('the public site sets no cookie', () => {
  it('pages, page data, the finder, a form post and the beacon answer without Set-Cookie', async () => {
    const answers = await Promise.all([
      request(app).get('/'),
      request(app).get(cityPage),
      request(app).get(`${cityPage}.data`),
      request(app).get('/locksmith-near-me?postcode=LS1').set(BROWSER),
      request(app).post('/blog.data').set(BROWSER).type('form').send({ website: 'honeypot' }),
      request(app)
        .post(COUNT_PATH)
        .set(BROWSER)
        .type('text/plain')
        .send(beaconBody({ e: 'view', p: '/' })),
      request(app).get('/no-such-page'),
    ]);
    for (const res of answers) expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('retention', () => {
  it(`deletes days older than the retention period (${countsData.retentionMonths} months by default) after a flush`, async () => {
    const local = await memoryDb();
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - countsData.retentionMonths - 1);
    const logger = pino({ level: 'silent' });
    const past = createCountRecorder({
      db: local,
      logger,
      retentionMonths: countsData.retentionMonths,
      templates: pageTemplates,
      timer: false,
      now: () => old,
    });
    past.record('view', cityPage, 'direct');
    await past.close();
    const days = async () => (await local.q.selectFrom('daily_counts').select('day').execute()).map((r) => r.day);
    expect(await days()).toEqual([londonDay(old)]);
    const present = createCountRecorder({ db: local, logger, retentionMonths: countsData.retentionMonths, templates: pageTemplates, timer: false });
    present.record('view', cityPage, 'direct');
    await present.close();
    expect(await days()).toEqual([londonDay(new Date())]);
    await local.close();
  });
});

describe('a flush that fails part-way', () => {
  it('writes nothing, keeps every row for the next flush, and then writes each once', async () => {
    const local = await memoryDb();
    // The store fails the second statement of a flush while `failing` holds.
    let failing = true;
    let inserts = 0;
    const failSecond: KyselyPlugin = {
      transformQuery(args) {
        if (failing && args.node.kind === 'InsertQueryNode' && ++inserts === 2) throw new Error('the store went away');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const flaky: Db = { ...local, transaction: (fn) => local.transaction((tx) => fn(tx.withPlugin(failSecond))) };
    const counts = createCountRecorder({ db: flaky, logger: pino({ level: 'silent' }), retentionMonths: 25, templates: pageTemplates, timer: false });
    // More rows than one statement writes (200): several pages, each event, three sources.
    const events = ['view', 'call', 'callback_open', 'callback_request', 'question'] as const;
    const pages = servedByPopulation.flatMap((place) => [`/${place.slug}`, ...cityServices.map((s) => `/${place.slug}/${s.slug}`)]);
    let recorded = 0;
    for (const page of pages) {
      for (const event of events)
        for (const source of ['search', 'direct', 'other-site'] as const) if (counts.record(event, page, source)) recorded++;
      if (recorded > 250) break;
    }
    expect(recorded).toBeGreaterThan(200);
    const stored = async () =>
      Number(
        (
          await local.q
            .selectFrom('daily_counts')
            .select((eb) => eb.fn.sum<number>('count').as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    await counts.flush();
    expect(inserts).toBe(2);
    expect(await stored()).toBe(0);
    failing = false;
    await counts.close();
    expect(await stored()).toBe(recorded);
    await local.close();
  });
});

describe.skipIf(!postgresUrl && process.env.CI !== 'true')('two instances on one PostgreSQL', () => {
  it('add up: beacons taken by each app, flushed side by side onto the same rows', async () => {
    const schema = await freshSchema(postgresUrl!);
    const [a, b] = [openPostgres(schema.url), openPostgres(schema.url)];
    try {
      await Promise.all([migrate(a), migrate(b)]);
      const logger = pino({ level: 'silent' });
      const instances = [a, b].map((store) => {
        const counts = createCountRecorder({ db: store, logger, retentionMonths: 25, templates: pageTemplates, timer: false });
        return { counts, app: testApp({ counts, trustProxy: 1 }) };
      });
      const send = (app: ReturnType<typeof testApp>, i: number, fields: Record<string, string>) =>
        request(app)
          .post(COUNT_PATH)
          .set(BROWSER)
          .set('X-Forwarded-For', `198.51.100.${10 + (i % 40)}`)
          .type('text/plain')
          .send(beaconBody(fields))
          .expect(204);
      // Three rounds: each instance takes its beacons, then both flush at once onto the same (day, page, event, source) rows.
      for (let round = 0; round < 3; round++) {
        for (const [n, { app }] of instances.entries()) {
          for (let i = 0; i < 10 + n; i++) await send(app, i, { e: 'call', p: cityPage, r: 'www.google.co.uk', u: '' });
          await send(app, 0, { e: 'view', p: localPage.path, r: '', u: '' });
        }
        await Promise.all(instances.map(({ counts }) => counts.flush()));
      }
      await Promise.all(instances.map(({ counts }) => counts.close()));
      const report = await countsReport(a, 1);
      expect(report.pages.find((p) => p.path === cityPage)?.calls).toBe(3 * (10 + 11));
      expect(report.pages.find((p) => p.path === localPage.path)?.views).toBe(6);
      expect(report.sources.find((s) => s.name === 'search')?.tally.calls).toBe(63);
    } finally {
      await a.close();
      await b.close();
      await schema.drop();
    }
  });
});

describe('npm run leads -- report', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'counts-cli-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const report = (...args: string[]) => leadsCommand({ ...process.env, DATABASE_URL: '', DATA_DIR: scratch }, 'report', ...args);

  it('prints the store’s counts by page as CSV and as a table, and refuses a bad --days', async () => {
    const store = openSqlite(databaseFile(scratch));
    await migrate(store);
    const local = createCountRecorder({ db: store, logger: pino({ level: 'silent' }), retentionMonths: 25, templates: pageTemplates, timer: false });
    local.record('call', cityPage, 'search');
    local.record('call', localPage.path, 'direct');
    local.record('callback_request', cityPage, 'unknown');
    local.record('finder_page', cityPage, 'unknown');
    await local.close();
    await store.close();

    const csv = await report('--days', '1', '--format', 'csv');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\r\n')).toEqual([
      'path,template,calls,callback_opens,callback_requests,questions,finder_searches,views',
      `${cityPage},city,1,0,1,0,1,0`,
      `${localPage.path},city-area,1,0,0,0,0,0`,
      '',
    ]);
    const text = await report();
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`By page[^\\n]*\\n[^\\n]*\\n${escaped(cityPage)} +city +1 +0 +1 +0 +1 +0`));
    expect(text.stdout).toMatch(new RegExp(`By place:[\\s\\S]*${escaped(fixturePages.citySlug)}[\\s\\S]*${escaped(localPage.place)}`));
    const bad = await report('--days', '0');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days must be a whole number');
  });
});
