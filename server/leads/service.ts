/**
 * The lead service behind the call-back and question forms: validate, rate-limit, store, then
 * hand the lead to the outbox worker (worker.ts), which delivers it in the background.
 * Server-only (it opens the database).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Metrics } from '../operations/metrics.ts';
import { type CopiesFor, configuredSenders } from './channels.ts';
import { type LeadConfig, leadFormsOpen } from './config.ts';
import { checkIntegrity, openStore, type Db } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { observeOutbox } from './outbox-metrics.ts';
import { createRateLimits } from './rate-limits.ts';
import * as store from './store.ts';
import { isHoneypotFilled, validateLead, type LeadKind, type ValidateOptions } from './validate.ts';
import { startDeliveryWorker } from './worker.ts';
import { watchWrites } from '../store/write-health.ts';

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
  /** Whether the store answered just now, and whether it can write (write-health.ts). */
  store: 'ok' | 'unavailable' | 'cannot write';
  /** Why it cannot write (a full disk, a failed write's code), when it cannot. */
  storeProblem?: string;
  /** Where leads go: the channels, or 'stored only' (read them with `npm run leads`). */
  delivery: string;
  /** Seconds the oldest undelivered lead has waited; null when none waits (or the store did not answer). */
  oldestUndeliveredLeadSeconds: number | null;
  /** Where the rate limits' budgets live (memory, or Redis with REDIS_URL) and whether Redis answers. */
  rateLimits?: { store: 'memory' | 'redis'; redis?: 'ok' | 'unavailable' };
}

/** Options for tests and tools; the server uses the defaults. */
export interface LeadServiceOptions {
  /** Poll the outbox and run the overdue check and the retention job (default true); false sends a lead only as it is stored. */
  worker?: boolean;
  /** An already open database (tests); closed with the service. */
  db?: Db;
  /** Counts what the pipeline does, and reads the outbox when Prometheus scrapes (server/operations/metrics.ts). */
  metrics?: Metrics;
  /**
   * Each invited person's copy of a lead's e-mail, with a "taking it" link of their own: the inbox's
   * `emailCopiesFor` (server/inbox/claim-links.ts), handed in by whoever builds the app, so the
   * pipeline imports nothing from the inbox built on it. Absent, only the shared e-mail goes.
   */
  emailCopies?: (db: Db, origin: string) => CopiesFor;
}

const META_MAX = 300;

function clip(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  return value.slice(0, META_MAX);
}

/** Opens the configured store, checks the file is whole (a damaged one throws LeadStoreDamaged) and brings its tables up to date. */
async function openLeadStore(config: Pick<LeadConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = openStore(config);
  try {
    await checkIntegrity(db);
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
  if (options.db) {
    await checkIntegrity(db);
    await migrate(db);
  }
  const writes = watchWrites(db);
  // Once people are invited, each gets their own copy of a lead's e-mail with a "taking it" link.
  const senders = configuredSenders(config, options.emailCopies?.(db, config.siteOrigin));
  const channels = senders.map((s) => s.channel);

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
  const worker = startDeliveryWorker(db, config, senders, log, { poll: options.worker !== false, metrics });

  let closed = false;
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
        writes.wrote();
      } catch (error) {
        writes.wrote(error);
        // Not stored, so not counted against the visitor, who is told to call instead.
        await limits.refund('address', address);
        if (phone) await limits.refund('phone', phone);
        throw error;
      }
      metrics?.leadsStored.inc({ kind });
      log.info({ leadId: id, kind, page }, 'lead stored');
      worker.kick();
      return { status: 'stored', id };
    },
    oldestUndeliveredAgeSeconds: () => store.oldestUndeliveredAgeSeconds(db),
    async health() {
      try {
        const oldestUndeliveredLeadSeconds = await store.oldestUndeliveredAgeSeconds(db);
        const problem = writes.problem();
        return {
          ...(problem ? { store: 'cannot write' as const, storeProblem: problem } : { store: 'ok' as const }),
          delivery,
          oldestUndeliveredLeadSeconds,
          rateLimits: limits.health(),
        };
      } catch (error) {
        log.error({ err: error }, 'health check: the lead store did not answer');
        return { store: 'unavailable', delivery, oldestUndeliveredLeadSeconds: null, rateLimits: limits.health() };
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await worker.close();
      for (const sender of senders) sender.close();
      await limits.close();
      await db.close();
    },
  };
}
