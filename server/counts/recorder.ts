/**
 * The counts' buffer (docs/decisions/069): each counted event adds one to a number in memory,
 * keyed by day, page, event and source class; every few seconds, and at shutdown, the numbers are
 * added to the store's `daily_counts` rows in one upsert (`count = count + excluded.count`), so
 * instances sharing PostgreSQL add up instead of overwriting each other. A visitor's request never
 * waits for the store, and nothing but these aggregates is ever written.
 *
 * Counts kept longer than the retention period (data/counts.ts retentionMonths, which the privacy policy states) are deleted after a flush,
 * at most once an hour. With Prometheus metrics on, every event is also counted in
 * `site_events_total{template, event, source}`: bounded labels, never the path.
 */
import { sql } from 'kysely';
import { Counter } from 'prom-client';
import type { Logger } from 'pino';
import type { Metrics } from '../operations/metrics.ts';
import type { Db } from '../store/db.ts';
import { type PageTemplate, pageCatalogue } from './pages.ts';
import type { SourceClass } from './visitor.ts';
import type { CountEvent } from '../../shared/counts.ts';

/** How often the buffer is written to the store. */
const FLUSH_EVERY_MS = 5_000;
/** How often counts past the retention period are deleted. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/**
 * Distinct rows held between two flushes at most (days × pages × events × sources stays far below
 * it); past it, new keys are dropped until the next flush, so a store that is down cannot make the
 * buffer grow without bound.
 */
const MAX_BUFFERED_KEYS = 50_000;

export interface CountRecorder {
  /** Adds one for an event on a known page; an unknown path is dropped. Returns whether it was kept. */
  record(event: CountEvent, path: string, source: SourceClass): boolean;
  /** Writes what is buffered now (the tests; the timer and close do it otherwise). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface RecorderOptions {
  db: Db;
  logger: Logger;
  metrics?: Metrics;
  /** How many months of days are kept: data/counts.ts retentionMonths. */
  retentionMonths: number;
  /** The route table's templates (server/routes.ts `pageTemplates`), to know which paths are pages. */
  templates: readonly PageTemplate[];
  /** Write on a timer (the server); false writes only on flush() and close(). */
  timer?: boolean;
  now?: () => Date;
}

/** The London date of a moment, YYYY-MM-DD: the business's day, whatever zone the server runs in. */
export function londonDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The first day still kept, YYYY-MM-DD, for a retention of `months`. */
function retentionStart(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return londonDay(cutoff);
}

export function createCountRecorder({
  db,
  logger,
  metrics,
  retentionMonths,
  templates,
  timer = true,
  now = () => new Date(),
}: RecorderOptions): CountRecorder {
  const knownPage = pageCatalogue(templates);
  const log = logger.child({ component: 'counts' });
  let buffer = new Map<string, { day: string; path: string; event: CountEvent; source: string; n: number }>();
  let lastPrune = 0;
  let flushing: Promise<void> = Promise.resolve();
  const events = metrics
    ? new Counter({
        name: 'site_events_total',
        help: 'Counted visitor events (views, calls, call-backs, questions, postcode searches), by template, event and source class',
        labelNames: ['template', 'event', 'source'],
        registers: [metrics.registry],
      })
    : null;

  async function write(): Promise<void> {
    if (buffer.size === 0) return;
    const rows = [...buffer.values()];
    buffer = new Map();
    try {
      // One transaction: a failure part-way writes nothing, so the rows put back are counted once.
      await db.transaction(async (tx) => {
        // Chunks keep each statement's parameters well under both engines' limits.
        for (let i = 0; i < rows.length; i += 200) {
          const chunk = rows.slice(i, i + 200).map((r) => {
            const page = knownPage(r.path)!;
            return {
              day: r.day,
              path: r.path,
              event: r.event,
              source: r.source,
              template: page.template,
              place: page.place,
              service: page.service,
              count: r.n,
            };
          });
          await tx
            .insertInto('daily_counts')
            .values(chunk)
            .onConflict((oc) =>
              oc.columns(['day', 'path', 'event', 'source']).doUpdateSet({ count: sql<number>`daily_counts.count + excluded.count` }),
            )
            .execute();
        }
      });
    } catch (error) {
      // Put back for the next flush: a store down for a moment loses nothing.
      for (const r of rows) add(r.day, r.path, r.event, r.source, r.n);
      log.warn({ err: error, rows: rows.length }, 'counts not written; kept for the next try');
      return;
    }
    const at = now();
    if (at.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at.getTime();
      await db.q
        .deleteFrom('daily_counts')
        .where('day', '<', retentionStart(at, retentionMonths))
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'old counts not deleted'));
    }
  }

  function add(day: string, path: string, event: CountEvent, source: string, n: number): boolean {
    const key = `${day}\n${path}\n${event}\n${source}`;
    const held = buffer.get(key);
    if (held) held.n += n;
    else if (buffer.size >= MAX_BUFFERED_KEYS) return false;
    else buffer.set(key, { day, path, event, source, n });
    return true;
  }

  /** One write at a time: the timer and close never run two upserts of the same rows side by side. */
  const flush = () => {
    flushing = flushing.then(write);
    return flushing;
  };

  const interval = timer ? setInterval(() => void flush(), FLUSH_EVERY_MS) : null;
  interval?.unref();

  return {
    record(event, path, source) {
      const page = knownPage(path);
      if (!page) return false;
      if (!add(londonDay(now()), path, event, source, 1)) return false;
      events?.inc({ template: page.template, event, source: source.startsWith('campaign:') ? 'campaign' : source });
      return true;
    },
    flush,
    async close() {
      if (interval) clearInterval(interval);
      await flush();
    },
  };
}
