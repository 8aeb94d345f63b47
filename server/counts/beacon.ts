/**
 * POST /count, where the page's beacon (client/count-beacon.ts) reports a view, a tap on the
 * number or the call-back dialog opened (docs/decisions/069). Written for hostile input: every
 * answer is an empty 204, whatever arrived, so a visitor never sees an error and a script learns
 * nothing; what is counted is one known event on one known page, from a browser on this site
 * (`Sec-Fetch-Site: same-origin`, a browser's user agent), within a budget per address (an IPv6 address per /64), with a
 * body of at most a few hundred bytes. Nothing is written per request: the recorder adds one to a
 * number in memory (recorder.ts). The address is used for the budget only, kept a minute in memory.
 */
import type { RequestHandler } from 'express';
import { BEACON_EVENTS, type BeaconEvent, COUNT_BODY_MAX_BYTES, COUNT_PATH } from '../../shared/counts.ts';
import { addressBudgetKey, clientAddressOf } from '../http/client-address.ts';
import type { CountRecorder } from './recorder.ts';
import { isCountable, sourceClass } from './visitor.ts';

/** Beacons taken per client address per minute; a page sends one per view and one per tap. */
export const PER_ADDRESS_PER_MINUTE = 60;
/**
 * Budgets tracked in one minute at most. Past it the budget kept longest is forgotten to make room,
 * so a flood from many networks costs bounded memory and never turns a newcomer away.
 */
const MAX_ADDRESSES = 20_000;

const beaconEvents: ReadonlySet<string> = new Set(BEACON_EVENTS);

/**
 * A budget per address key (an IPv4 address or an IPv6 /64, as the forms key theirs) that forgets
 * everything each minute: a Map cleared on the minute, whose oldest entry (a Map keeps insertion
 * order) is dropped when a new key arrives and the Map is full.
 */
function minuteBudget(perMinute: number, maxKeys: number, now: () => number) {
  let minute = 0;
  let spent = new Map<string, number>();
  return (key: string): boolean => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      minute = current;
      spent = new Map();
    }
    const used = spent.get(key) ?? 0;
    if (used >= perMinute) return false;
    if (used === 0 && spent.size >= maxKeys) spent.delete(spent.keys().next().value!);
    spent.set(key, used + 1);
    return true;
  };
}

export interface BeaconOptions {
  recorder: CountRecorder;
  /** The site's own host (SITE_ORIGIN's): a visit referred by it is not from another site. */
  ownHost: string;
  perAddressPerMinute?: number;
  /** Budgets kept at once (MAX_ADDRESSES); the tests lower it. */
  maxAddresses?: number;
  now?: () => number;
}

/** The beacon's fields when they are all well formed, else null. */
function readBeacon(body: string): { event: BeaconEvent; path: string; referrerHost: string; utmSource: string } | null {
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(body);
  } catch {
    return null;
  }
  const event = fields.get('e') ?? '';
  const path = fields.get('p') ?? '';
  const referrerHost = fields.get('r') ?? '';
  const utmSource = fields.get('u') ?? '';
  if (!beaconEvents.has(event) || !path.startsWith('/') || path.length > 200) return null;
  if (referrerHost.length > 253 || !/^[a-z0-9.-]*$/i.test(referrerHost) || utmSource.length > 40) return null;
  return { event: event as BeaconEvent, path, referrerHost, utmSource };
}

export function countBeacon({
  recorder,
  ownHost,
  perAddressPerMinute = PER_ADDRESS_PER_MINUTE,
  maxAddresses = MAX_ADDRESSES,
  now = Date.now,
}: BeaconOptions): RequestHandler {
  const budget = minuteBudget(perAddressPerMinute, maxAddresses, now);
  return (req, res) => {
    // The request metrics' route label (server/http/request-log.ts).
    res.locals.route = COUNT_PATH;
    const done = () => {
      if (!res.headersSent) res.status(204).set('Cache-Control', 'no-store').end();
    };
    const declared = Number(req.get('content-length') ?? 'NaN');
    // Not a beacon from a browser on this site, or too large to be one: answered, not read.
    if (
      !isCountable(req, { typedAllowed: false }) ||
      !(declared > 0 && declared <= COUNT_BODY_MAX_BYTES) ||
      !budget(addressBudgetKey(clientAddressOf(req)))
    ) {
      req.resume();
      return done();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= COUNT_BODY_MAX_BYTES) chunks.push(chunk);
    });
    req.on('error', done);
    req.on('end', () => {
      const beacon = size <= COUNT_BODY_MAX_BYTES ? readBeacon(Buffer.concat(chunks).toString('utf8')) : null;
      if (beacon) recorder.record(beacon.event, beacon.path, sourceClass(beacon.referrerHost, beacon.utmSource, ownHost));
      done();
    });
  };
}
