import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevCopy, startDevCopy } from '../scripts/dev-copy.ts';
import { isMap, isSeq, parseDocument } from 'yaml';
import { nationalPrices } from '../data/prices.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { readAssets } from '../server/http/assets.ts';
import { parsePrice } from '../shared/prices.ts';
import { clientDir, makeApp } from './helpers/app.ts';
import { waitFor } from './helpers/wait-for.ts';

/** An upper bound on each wait for the loop to reach a state, for a busy two-core machine; never a pause. */
const PATIENCE_MS = 120_000;
/** The business file the copy reads: the one this run reads, at the same place in the copy. */
const PRICE_FILE = businessFileLabel(loadedBusinessFile());
/** The national lockout price /pricing shows before any save, as the business file holds it; the saves go one and two pounds above it. */
const nationalLockout = nationalPrices.find((row) => row.job === 'lockout')!.price;
const lockoutAmount = parsePrice(nationalLockout)!.low;
/** The script tag a development page ends with, naming the server process that rendered it. */
const LIVE_RELOAD_TAG = /<script type="module" src="\/assets\/live-reload-[A-Z0-9]+\.js\?server=([0-9a-f-]{36})"><\/script>/;

let dev: DevCopy | undefined;

/** Calls `probe` until it returns something, or fails with what the loop printed. */
async function untilDev<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  try {
    return await waitFor(
      () => {
        if (dev!.exited()) throw new Error('exited');
        return probe().catch(() => undefined);
      },
      PATIENCE_MS,
      what,
      100,
    );
  } catch {
    throw new Error(`npm run dev never ${what}; it printed:\n${dev!.output().slice(-4000)}`);
  }
}

/** The words of /pricing's national lockout row (its name from the business file): 'From £75'. Another row may show the same amount. */
const lockoutService = nationalPrices.find((row) => row.job === 'lockout')!.service;
const lockoutRow = (html: string) =>
  new RegExp(`<th scope="row">${escapeHtmlForRegExp(lockoutService)}</th><td>([\\s\\S]*?)</td>`).exec(html)?.[1]?.replace(/<[^>]*>/g, '');
/** The row's name as it is written in the HTML, made safe to match literally. */
function escapeHtmlForRegExp(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pricing page once its lockout row shows `price`. */
function pricingShowing(price: string): Promise<string> {
  return untilDev(`showed the lockout at ${price}`, async () => {
    const res = await fetch(`${dev!.origin}/pricing`);
    const html = await res.text();
    return res.ok && lockoutRow(html) === price ? html : undefined;
  });
}

/** Saves the business file with the national lockout row's price changed, as an owner's editor would (comments kept). */
function saveLockoutPrice(price: string): void {
  dev!.saveByRename(PRICE_FILE, (text) => {
    const doc = parseDocument(text);
    const rows = doc.get('nationalPrices', true);
    if (!isSeq(rows)) throw new Error(`${PRICE_FILE} has no nationalPrices list`);
    const lockout = rows.items.find((row) => isMap(row) && row.get('job') === 'lockout');
    if (!isMap(lockout)) throw new Error(`${PRICE_FILE} has no national lockout row`);
    lockout.set('price', `From ${price}`);
    return doc.toString();
  });
}

describe('npm run dev', () => {
  beforeAll(async () => {
    if (PRICE_FILE.startsWith('/')) throw new Error(`BUSINESS_FILE names ${PRICE_FILE}, outside the project: the dev copy cannot edit it`);
    // The copy holds the business file this run reads, at the same place (scripts/dev-copy.ts).
    dev = await startDevCopy();
  }, PATIENCE_MS + 30_000);

  afterAll(async () => {
    await dev?.stop();
  });

  it('serves pages with the live-reload script and shows every save, saves by rename included', { timeout: 4 * PATIENCE_MS }, async () => {
    const first = await pricingShowing(nationalLockout);
    const firstServer = LIVE_RELOAD_TAG.exec(first)?.[1];
    expect(firstServer, 'the development page references the live-reload script').toBeDefined();

    // The event stream names the server answering, which the script compares with the page's.
    const events = new AbortController();
    const stream = await fetch(`${dev!.origin}/__dev/events`, { signal: events.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const { value } = await stream.body!.getReader().read();
    events.abort();
    expect(new TextDecoder().decode(value)).toContain(`data: ${firstServer}`);

    saveLockoutPrice(`£${lockoutAmount + 1}`);
    const second = await pricingShowing(`From £${lockoutAmount + 1}`);
    expect(LIVE_RELOAD_TAG.exec(second)?.[1], 'a new server, so open pages reload').not.toBe(firstServer);

    // Node 20's recursive fs.watch lost a file after its first save by rename.
    saveLockoutPrice(`£${lockoutAmount + 2}`);
    await pricingShowing(`From £${lockoutAmount + 2}`);
  });
});

describe('a production build', () => {
  it('references no live-reload script and has no event stream', async () => {
    const hint = 'dist/ holds a development build: run `npm run build`';
    expect(readAssets(clientDir).liveReload, hint).toBeUndefined();
    const app = makeApp();
    const page = await request(app).get('/pricing');
    expect(page.status).toBe(200);
    expect(page.text, hint).not.toContain('live-reload');
    expect((await request(app).get('/__dev/events')).status).toBe(404);
  });
});
