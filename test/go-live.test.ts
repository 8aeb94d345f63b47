/**
 * `npm run go-live` (the built dist/server/go-live.js) and its checklist (server/operations/go-live-checks.ts):
 * on a real origin it holds the deploy up (exit 1) until every item is fixed or acknowledged by
 * name; on a sample origin it only lists. Expected texts come from the facts, never written here.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sampleBrand, siteDefaults } from '../data/site-defaults.ts';
import { sampleContentItems } from '../server/business/business-facts.ts';
import { loadConfig } from '../server/operations/config.ts';
import { type Facts, goLiveItems, ITEM_NAMES } from '../server/operations/go-live-checks.ts';
import { misspeltSettings } from '../server/operations/known-settings.ts';
import { root } from './helpers/app.ts';
import { businessFileLabel, loadedBusinessFile, parseBusinessFile, readBusinessFile } from '../server/business/file.ts';
import { sampleFactsOf } from '../server/business/sample-facts.ts';

const cliFile = path.join(root, 'dist', 'server', 'go-live.js');
type Outcome = { code: number; stdout: string; stderr: string };
/** The environment the CLI runs with: this process's (vitest sets BASE_URL, for one), no .env file, and `env`. */
const childEnv = (env: Record<string, string>) => ({ ...process.env, ENV_FILE: '', GO_LIVE_ACCEPT: '', ...env });
const goLive = (env: Record<string, string>, ...args: string[]): Promise<Outcome> =>
  promisify(execFile)(process.execPath, [cliFile, ...args], { env: childEnv(env) }).then(
    (r) => ({ code: 0, ...r }),
    (e: Outcome) => e,
  );

/** The names of the items a run listed, in order. */
const listed = (stdout: string) => [...stdout.matchAll(/^ {2}\[(?: |accepted)\] ([a-z-]+):/gm)].map((m) => m[1]);

/** A live site's own settings: none of the brand values is a sample, leads go by webhook, a proxy is trusted. */
const liveSettings = {
  SITE_ORIGIN: 'https://www.harbour.test',
  SITE_NAME: 'Harbour Locks',
  SITE_PHONE: '0113 243 0000',
  SITE_EMAIL: 'hello@harbour.test',
  SITE_ADDRESS: 'Unit 3, Quay Road, Hull',
  LEADS_WEBHOOK_URL: 'https://hooks.harbour.test/leads',
  LEADS_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  TRUST_PROXY: 'loopback',
};

const noSamples: Facts = { localPhones: {}, samples: [] };

describe('the go-live checklist', () => {
  it('lists the shipped samples under the sample settings, each naming the file or variable to change', () => {
    // The sample's own brand and numbers, whatever the defaults now hold.
    const sampleSite = {
      SITE_NAME: sampleBrand.name,
      SITE_ADDRESS: sampleBrand.address,
      SITE_PHONE: '0306 999 0321',
      SITE_EMAIL: 'help@tumblerway.example',
    };
    const items = goLiveItems(loadConfig(sampleSite), [], { localPhones: { leeds: '0113 496 0254' }, samples: sampleContentItems() });
    const text = (name: string) =>
      items
        .filter((item) => item.name === name)
        .map((item) => item.text)
        .join('\n');
    expect(text('sample-name')).toContain(`"${sampleBrand.name}": set SITE_NAME`);
    expect(text('sample-numbers')).toContain('SITE_PHONE 0306 999 0321');
    expect(text('sample-numbers')).toContain('leeds 0113 496 0254');
    expect(text('sample-email')).toContain('SITE_EMAIL help@tumblerway.example');
    expect(text('sample-address')).toContain(sampleBrand.address);
    // Each file's count of sample reviews, as the facts hold them.
    for (const sample of sampleContentItems().filter((item) => item.name === 'sample-reviews')) expect(text('sample-reviews')).toContain(sample.text);
    expect(text('no-delivery-channel')).toContain('the forms are closed');
  });

  it("names nothing of a live site's own settings and facts but what is really left", () => {
    const config = loadConfig(liveSettings);
    const names = goLiveItems(config, [], noSamples).map((item) => item.name);
    for (const name of [
      'sample-name',
      'sample-numbers',
      'sample-email',
      'sample-address',
      'sample-team',
      'sample-accreditations',
      'no-delivery-channel',
      'indexing-off',
      'no-trust-proxy',
    ])
      expect(names).not.toContain(name);
    // The people, accreditations, story, answers and promises follow the entries marked sample in data/.
    const samples = sampleContentItems().filter((item) => !['sample-rating', 'sample-figures', 'sample-reviews'].includes(item.name));
    const flagged = goLiveItems(config, [], { ...noSamples, samples }).map((item) => item.name);
    expect(flagged).toEqual([...new Set(samples.map((item) => item.name))]);
    // A drama-range local number is flagged with its place; a real one is not.
    const local = goLiveItems(config, [], { ...noSamples, localPhones: { leeds: '0113 496 0254', hull: '01482 212345' } });
    expect(local.find((item) => item.name === 'sample-numbers')?.text).toMatch(
      new RegExp(`: leeds 0113 496 0254: set the local numbers in ${businessFileLabel(loadedBusinessFile()).replace(/\./g, '\\.')} localPhones$`),
    );
    expect(local.find((item) => item.name === 'sample-numbers')?.text).not.toContain('01482');
  });
});

describe('npm run go-live', { timeout: 60_000 }, () => {
  it('on the sample origin lists everything and holds nothing up (exit 0)', async () => {
    const out = await goLive({ SITE_ORIGIN: '' });
    expect(out.code, out.stderr).toBe(0);
    const expected = goLiveItems(loadConfig({}), misspeltSettings(childEnv({ SITE_ORIGIN: '' })));
    expect(listed(out.stdout), out.stdout).toEqual(expected.map((item) => item.name));
    expect(out.stdout).toContain(`${siteDefaults.SITE_ORIGIN} is not a real origin`);
  });

  it('on a real origin exits 1 naming each item left, with a mistyped setting and indexing off among them', async () => {
    const out = await goLive({ ...liveSettings, SITE_URL: 'https://www.harbour.test', SITE_INDEXING: 'off' });
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('  [ ] misspelt-settings: SITE_URL is not a setting; did you mean SITE_ORIGIN?');
    expect(out.stdout).toMatch(/^ {2}\[ \] indexing-off: SITE_INDEXING=off/m);
    // Every brand value is the site's own, so none of them is listed.
    expect(listed(out.stdout)).not.toContain('sample-name');
    expect(listed(out.stdout)).not.toContain('sample-address');
    expect(out.stdout).toMatch(/items? to fix before going live: .*misspelt-settings/);
  });

  it('acknowledged by name, through GO_LIVE_ACCEPT and --accept together, every item lets it pass (exit 0)', async () => {
    // Two items any business has with these settings (a business file with no sample left has no
    // other), besides whatever its file still holds of the sample.
    const settings = { ...liveSettings, SITE_URL: 'https://www.harbour.test', SITE_INDEXING: 'off' };
    const names = [...new Set(listed((await goLive(settings)).stdout))];
    expect(names).toEqual(expect.arrayContaining(['misspelt-settings', 'indexing-off']));
    const [first, ...rest] = names;
    const out = await goLive({ ...settings, GO_LIVE_ACCEPT: rest.join(',') }, '--accept', first!);
    expect(out.code, out.stdout).toBe(0);
    expect(out.stdout).toContain('Every item is acknowledged: ready to go live.');
    expect(out.stdout).not.toContain('[ ]');
    // One left unacknowledged holds it up again.
    expect((await goLive({ ...settings, GO_LIVE_ACCEPT: rest.join(',') })).code).toBe(1);
  });

  it('refuses a name that is no item, naming it (exit 2), and a bad setting as the server would (exit 1)', async () => {
    const unknown = await goLive({ ...liveSettings, GO_LIVE_ACCEPT: 'sample-team,sample-teamz' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`'sample-teamz' is not an item of the checklist; the names are ${ITEM_NAMES.join(', ')}`);
    const bad = await goLive({ ...liveSettings, SITE_PHONE: '0909 879 0000' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/SITE_PHONE must be a number the business can publish: "0909 879 0000" is a premium rate number/);
    expect(bad.stdout + bad.stderr).not.toMatch(/\n\s+at /);
    const plain = await goLive({ ...liveSettings, SITE_ORIGIN: 'http://www.example-locks.co.uk' });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('SITE_ORIGIN must be https:// for a real site');
  });
});

/**
 * What go-live calls still the sample's. The first two tests read data/business.yaml as the shipped
 * sample, so they run where the sample is kept on purpose (CHECK_SAMPLE_DATA=1, which .ci/run
 * sets, as test/sample-data.test.ts does): once an owner edits a price or a team, the file is no
 * longer the sample, and go-live rightly stops naming what they changed.
 */
describe("the business file's facts still the sample's", () => {
  const shipped = parseBusinessFile(readFileSync(path.join(root, 'data', 'business.yaml'), 'utf8'), 'data/business.yaml');
  const fields = (facts: typeof shipped) => sampleFactsOf(facts).map((item) => item.field);
  const isShippedSample = process.env.CHECK_SAMPLE_DATA === '1';

  it.runIf(isShippedSample)(
    'names every price list, team, reach exception, year per place and charging text of the shipped sample, by its field',
    () => {
      const named = fields(shipped);
      expect(named).toEqual(
        expect.arrayContaining([
          'nationalPrices',
          ...Object.keys(shipped.placePrices).map((place) => `placePrices.${place}`),
          ...Object.keys(shipped.teams).map((team) => `teams.${team}`),
          ...Object.keys(shipped.reachExceptions).map((team) => `reachExceptions.${team}`),
          ...Object.keys(shipped.yearsServing).map((place) => `yearsServing.${place}`),
          'chargingSummary',
        ]),
      );
    },
  );

  it.runIf(isShippedSample)('names a fact no longer once the owner changes or deletes it', () => {
    const [team, minutes] = Object.entries(shipped.teams)[0]!;
    const [place] = Object.keys(shipped.placePrices);
    const { [place!]: _deleted, ...otherLists } = shipped.placePrices;
    const edited = { ...shipped, teams: { ...shipped.teams, [team]: minutes + 1 }, placePrices: otherLists };
    expect(fields(edited)).not.toContain(`teams.${team}`);
    expect(fields(edited)).not.toContain(`placePrices.${place}`);
    expect(fields(edited)).toContain(`teams.${Object.keys(shipped.teams)[1]}`);
  });

  it("names nothing of another business's", () => {
    expect(fields(readBusinessFile(path.join(root, 'test', 'fixtures', 'business', 'ridgeway.yaml')))).toEqual([]);
  });
});
