/**
 * The lead pipeline behind the call-back and question forms: validate, rate-limit, store, then
 * deliver from an outbox in the background. Server-only (it opens the database).
 *
 *   const leads = await createLeadService(config.leads, logger);
 *   const result = await leads.submit('callback', fields, { page, place, clientAddress: req.ip });
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import type { Metrics } from '../metrics.ts';
import { configuredSenders, type ChannelSender } from './channels.ts';
import { type LeadConfig, leadFormsOpen } from './config.ts';
import { openStore, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import { createRateLimits } from './rate-limits.ts';
import * as store from './store.ts';
import { isHoneypotFilled, validateLead, type LeadKind, type ValidateOptions } from './validate.ts';

export type { LeadConfig } from './config.ts';

interface LeadMeta {
  /** The path of the page the form was on, e.g. /leeds/emergency-lockout. */
  page: string;
  /** The place the page is about, e.g. Leeds. */
  place?: string;
  /** The service the page is about, e.g. emergency-lockout. */
  service?: string;
  /** The visitor's address (req.ip, with TRUST_PROXY set behind a proxy); used for rate limits only, never stored. */
  clientAddress: string;
  /** The request's logger (its lines carry the request id); the service's own otherwise. */
  log?: Logger;
}

type SubmitResult =
  | { status: 'stored'; id: string }
  | { status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** The honeypot was filled: answer as if stored, store nothing. */
  | { status: 'spam' };

export interface LeadService {
  submit(kind: LeadKind, fields: Record<string, unknown>, meta: LeadMeta, options?: ValidateOptions): Promise<SubmitResult>;
  /** Seconds since the oldest lead not yet delivered on every channel arrived; null when none waits. */
  oldestUndeliveredAgeSeconds(): Promise<number | null>;
  /** What /healthz says about the pipeline. Never throws: a store it cannot read is reported as such. */
  health(): Promise<LeadPipelineHealth>;
  /** Stops the outbox worker and the retention job, waits for attempts in flight, closes the database. */
  close(): Promise<void>;
}

interface LeadPipelineHealth {
  /** Whether the store answered just now. */
  store: 'ok' | 'unavailable';
  /** Where leads go: the channels, or 'stored only' (read them with `npm run leads`). */
  delivery: string;
  /** Seconds the oldest undelivered lead has waited; null when none waits (or the store did not answer). */
  oldestUndeliveredLeadSeconds: number | null;
  /** Where the rate limits' budgets live (memory, or Redis with REDIS_URL) and whether Redis answers. */
  rateLimits?: { store: 'memory' | 'redis'; redis?: 'ok' | 'unavailable' };
}

/** Options for tests and tools; the server uses the defaults. */
export interface LeadServiceOptions {
  /** Run the delivery worker and the retention job (default true). */
  worker?: boolean;
  /** An already open database (tests); closed with the service. */
  db?: Db;
  /** Counts what the pipeline does, and reads the outbox when Prometheus scrapes (server/metrics.ts). */
  metrics?: Metrics;
}

const BATCH = 10;
const META_MAX = 300;

function clip(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  return value.slice(0, META_MAX);
}

/** Exponential backoff with jitter: base, 2×base, 4×base … capped, ±20 %. */
function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exact = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

/** Opens the configured store and brings its tables up to date. */
async function openLeadStore(config: Pick<LeadConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = openStore(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

export async function createLeadService(config: LeadConfig, logger: Logger, options: LeadServiceOptions = {}): Promise<LeadService> {
  const log = logger.child({ component: 'leads' });
  const serviceLog = log;
  const db = options.db ?? (await openLeadStore(config));
  if (options.db) await migrate(db);
  const senders = configuredSenders(config);
  const channels = senders.map((s) => s.channel);
  const byChannel = new Map<store.Channel, ChannelSender>(senders.map((s) => [s.channel, s]));

  const delivery =
    channels.length > 0
      ? channels.join(' and ')
      : !leadFormsOpen(config)
        ? 'none: the forms are closed and the pages show the phone number'
        : config.storeOnly
          ? 'stored only (LEADS_STORE_ONLY): read them with npm run leads'
          : 'stored only (sample site): read them with npm run leads';
  if (senders.length === 0) {
    log.warn({ store: db.location, delivery }, 'no lead channel configured (SMTP_URL or LEADS_WEBHOOK_URL)');
  } else {
    log.info({ channels, store: db.location }, 'leads are stored, then delivered by the outbox');
  }

  const metrics = options.metrics;
  const limits = createRateLimits(config, log, metrics);
  await limits.settled();
  if (metrics) observeOutbox(metrics, db, channels);

  // The outbox worker: claims due deliveries, sends them, records each attempt.
  // A claim outlives its attempt's timeout with room to record the outcome; only a claimer that
  // died mid-attempt (a crash, kill -9) leaves one to expire, and its delivery is then retried.
  const leaseMs = 2 * config.attemptTimeoutMs;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let pollTimer: NodeJS.Timeout | null = null;
  const timers: NodeJS.Timeout[] = [];

  async function attempt(claim: store.Claim, lead: store.LeadRow | undefined): Promise<void> {
    const startedAt = new Date();
    const sender = byChannel.get(claim.channel)!;
    try {
      if (!lead) throw new Error('lead no longer stored');
      await sender.send(lead);
      await store.recordSent(db, claim, startedAt);
      metrics?.leadsDelivered.inc({ channel: claim.channel });
      log.info({ leadId: claim.lead_id, channel: claim.channel, attempt: claim.attempts }, 'lead delivered');
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const dead = claim.attempts >= config.maxAttempts;
      const retryMs = retryDelayMs(claim.attempts, config.retryBaseMs, config.retryMaxMs);
      await store.recordFailed(db, claim, startedAt, message, retryMs, dead);
      metrics?.leadsDeliveryFailed.inc({ channel: claim.channel });
      if (dead) {
        metrics?.leadsDead.inc({ channel: claim.channel });
        log.error(
          { leadId: claim.lead_id, channel: claim.channel, attempts: claim.attempts, error: message },
          'lead delivery failed for good; fix the channel, then run `npm run leads -- requeue`',
        );
      } else {
        log.warn(
          { leadId: claim.lead_id, channel: claim.channel, attempt: claim.attempts, retryInMs: retryMs, error: message },
          'lead delivery failed; will retry',
        );
      }
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        const claims = await store.claimDue(db, channels, BATCH, leaseMs);
        if (claims.length === 0) break;
        const leads = new Map((await store.leadsById(db, [...new Set(claims.map((c) => c.lead_id))])).map((l) => [l.id, l]));
        await Promise.all(claims.map((claim) => attempt(claim, leads.get(claim.lead_id))));
        if (claims.length < BATCH) break;
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped || channels.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error) => log.error({ err: error }, 'lead outbox run failed; will try again'))
      .finally(() => {
        running = null;
      });
  }

  async function checkOverdue(): Promise<void> {
    for (const lead of await store.takeOverdue(db, config.alertAfterMs)) {
      log.error({ leadId: lead.id, kind: lead.kind, waitingSeconds: lead.age }, 'lead still undelivered after the alert threshold');
    }
  }

  async function retention(): Promise<void> {
    const deleted = await store.deleteExpired(db);
    if (deleted > 0) log.info({ deleted, months: store.RETENTION_MONTHS }, 'deleted leads past the retention period');
  }

  function every(ms: number, task: () => Promise<void>, what: string): void {
    const run = () => task().catch((error) => log.error({ err: error }, `${what} failed`));
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
    void run();
  }

  if (options.worker !== false) {
    const poll = () => {
      if (stopped) return;
      kick();
      pollTimer = setTimeout(poll, config.pollMs);
      pollTimer.unref();
    };
    poll();
    every(Math.min(60_000, Math.max(1000, Math.floor(config.alertAfterMs / 4))), checkOverdue, 'overdue lead check');
    every(config.retentionEveryMs, retention, 'lead retention job');
  }

  return {
    async submit(kind, fields, meta, validateOptions) {
      // The request's own lines carry its request id.
      const log = meta.log ? meta.log.child({ component: 'leads' }) : serviceLog;
      if (isHoneypotFilled(fields)) {
        log.info({ kind, page: clip(meta.page) }, 'lead refused: honeypot filled');
        return { status: 'spam' };
      }
      // Checked before the rate limits: a post that is refused as invalid spends no budget.
      const checked = validateLead(kind, fields, validateOptions);
      if (!checked.ok) {
        log.info({ kind, invalid: Object.keys(checked.errors) }, 'lead refused: invalid fields');
        return { status: 'invalid', errors: checked.errors, values: checked.values };
      }
      const address = meta.clientAddress || 'unknown';
      const addressWait = await limits.take('address', address);
      if (addressWait !== null) {
        log.warn({ kind, limit: 'address' }, 'lead refused: rate limit');
        return { status: 'rate-limited', retryAfterSeconds: addressWait };
      }
      const phone = checked.data.kind === 'callback' ? checked.data.phone : null;
      if (phone) {
        const phoneWait = await limits.take('phone', phone);
        if (phoneWait !== null) {
          await limits.refund('address', address);
          log.warn({ kind, limit: 'phone' }, 'lead refused: rate limit');
          return { status: 'rate-limited', retryAfterSeconds: phoneWait };
        }
      }
      const id = randomUUID();
      const page = clip(meta.page) ?? '/';
      try {
        await store.insertLead(db, id, checked.data, { page, place: clip(meta.place), service: clip(meta.service) }, channels);
      } catch (error) {
        // Not stored, so not counted against the visitor, who is told to call instead.
        await limits.refund('address', address);
        if (phone) await limits.refund('phone', phone);
        throw error;
      }
      metrics?.leadsStored.inc({ kind });
      log.info({ leadId: id, kind, page }, 'lead stored');
      kick();
      return { status: 'stored', id };
    },
    oldestUndeliveredAgeSeconds: () => store.oldestUndeliveredAgeSeconds(db),
    async health() {
      try {
        return { store: 'ok', delivery, oldestUndeliveredLeadSeconds: await store.oldestUndeliveredAgeSeconds(db), rateLimits: limits.health() };
      } catch (error) {
        log.error({ err: error }, 'health check: the lead store did not answer');
        return { store: 'unavailable', delivery, oldestUndeliveredLeadSeconds: null, rateLimits: limits.health() };
      }
    },
    async close() {
      if (stopped) return;
      stopped = true;
      if (pollTimer) clearTimeout(pollTimer);
      for (const timer of timers) clearInterval(timer);
      await running;
      for (const sender of senders) sender.close();
      await limits.close();
      await db.close();
    },
  };
}

/**
 * A service created on first use. The tests' app uses one over an in-memory database, so test
 * files that never post pay nothing for it.
 */
export function lazyLeadService(create: () => Promise<LeadService>): LeadService {
  let service: Promise<LeadService> | null = null;
  const get = () => (service ??= create());
  return {
    submit: async (...args) => (await get()).submit(...args),
    oldestUndeliveredAgeSeconds: async () => (service ? (await service).oldestUndeliveredAgeSeconds() : null),
    health: async () =>
      service
        ? (await service).health()
        : { store: 'ok', delivery: 'not opened yet', oldestUndeliveredLeadSeconds: null, rateLimits: { store: 'memory' } },
    close: async () => {
      if (service) await (await service).close();
    },
  };
}

/**
 * The outbox as Prometheus sees it, read from the store at each scrape: deliveries waiting or
 * given up on per channel, the oldest undelivered lead's age, and whether the store answered. With
 * a shared PostgreSQL every instance reports the same outbox.
 */
function observeOutbox(metrics: Metrics, db: Db, channels: readonly store.Channel[]): void {
  const registers = [metrics.registry];
  // One read per scrape, shared by the three gauges (prom-client collects each separately).
  let reading: Promise<void> | null = null;
  const read = () =>
    (reading ??= (async () => {
      try {
        const [counts, age] = await Promise.all([store.undeliveredCounts(db), store.oldestUndeliveredAgeSeconds(db)]);
        depth.reset();
        for (const channel of channels) for (const status of ['pending', 'dead'] as const) depth.set({ channel, status }, 0);
        for (const c of counts) depth.set({ channel: c.channel, status: c.status }, c.count);
        oldest.set(age ?? 0);
        up.set(1);
      } catch {
        depth.reset();
        oldest.reset();
        up.set(0);
      }
    })().finally(() => {
      reading = null;
    }));
  const depth = new Gauge({
    name: 'leads_outbox_deliveries',
    help: 'Lead deliveries not yet sent, per channel and status (pending: waiting or retrying; dead: given up)',
    labelNames: ['channel', 'status'],
    registers,
    collect: read,
  });
  const oldest = new Gauge({
    name: 'leads_oldest_undelivered_seconds',
    help: 'Age of the oldest lead not yet delivered on every channel (0 when none waits)',
    registers,
    collect: read,
  });
  const up = new Gauge({ name: 'leads_store_up', help: '1 when the lead store answered the last scrape, else 0', registers, collect: read });
}
