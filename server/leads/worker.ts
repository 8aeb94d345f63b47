/**
 * The outbox worker: claims due deliveries, sends them, records each attempt, and retries with
 * backoff until a delivery is sent or given up on. The webhook's events (one per inbox change,
 * event-outbox.ts) go the same way after the leads. Beside it run the two periodic jobs of the
 * pipeline: the overdue-lead alert and the retention job.
 */
import type { Logger } from 'pino';
import type { Metrics } from '../operations/metrics.ts';
import type { ChannelSender } from './channels.ts';
import type { LeadConfig } from './config.ts';
import type { Db } from '../store/db.ts';
import { claimDueEvents, type LeadEvent, recordEventOutcome } from './event-outbox.ts';
import * as store from './store.ts';

/** Deliveries claimed per round: after a crash, at most this many per channel may be sent twice. */
export const BATCH = 10;
/** The first wait before asking a busy store again to record a sent delivery; each try waits longer. */
const RECORD_RETRY_MS = 100;

export interface DeliveryWorker {
  /** Sends what is due now, without waiting for the next poll (a lead was just stored). */
  kick(): void;
  /** Stops polling and the periodic jobs and waits for the attempts in flight. */
  close(): Promise<void>;
}

interface WorkerOptions {
  /** Poll the outbox and run the overdue check and the retention job on timers (the server); false sends only when kicked. */
  poll: boolean;
  metrics?: Metrics;
}

/** Exponential backoff with jitter: base, 2×base, 4×base … capped, ±20 %. */
function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exact = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

export function startDeliveryWorker(
  db: Db,
  config: LeadConfig,
  senders: readonly ChannelSender[],
  log: Logger,
  { poll, metrics }: WorkerOptions,
): DeliveryWorker {
  const channels = senders.map((s) => s.channel);
  const byChannel = new Map<store.Channel, ChannelSender>(senders.map((s) => [s.channel, s]));
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
    } catch (error) {
      await recordFailure(claim, startedAt, error);
      return;
    }
    await recordDelivered(claim, startedAt);
  }

  /**
   * Records a delivery that was sent. The lead has reached the channel, so a store too busy to take
   * the record at once (its writes answer within a bound, and a burst of deliveries queues them)
   * is asked again while the claim's lease keeps other workers off the row, instead of the lead
   * being counted as failed and sent a second time. If the store still cannot take it, the claim
   * expires and the lead is sent again: at least once, as promised, never lost.
   */
  async function recordDelivered(claim: store.Claim, startedAt: Date): Promise<void> {
    // Within three quarters of the lease: the rest is room for the record to land before it expires.
    const until = startedAt.getTime() + (leaseMs * 3) / 4;
    for (let tries = 1; ; tries++) {
      try {
        await store.recordSent(db, claim, startedAt);
        metrics?.leadsDelivered.inc({ channel: claim.channel });
        log.info({ leadId: claim.lead_id, channel: claim.channel, attempt: claim.attempts }, 'lead delivered');
        return;
      } catch (error) {
        const wait = Math.min(RECORD_RETRY_MS * tries, until - Date.now());
        if (stopped || wait <= 0) {
          log.error(
            { leadId: claim.lead_id, channel: claim.channel, err: error },
            'lead sent but its delivery not recorded; it will be sent again once its claim expires',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** Records a failed attempt: retried after its backoff, or dead after the last attempt. */
  async function recordFailure(claim: store.Claim, startedAt: Date, error: unknown): Promise<void> {
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

  const hook = byChannel.get('webhook');

  /** Sends one inbox change to the webhook, with the leads' backoff and attempt limit. */
  async function attemptEvent(event: LeadEvent): Promise<void> {
    try {
      await hook!.sendEvent!(event);
      await recordEventOutcome(db, event.id, { sent: true });
      log.info({ leadId: event.lead_id, eventId: event.id, event: event.type, attempt: event.attempts }, 'lead event delivered');
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const dead = event.attempts >= config.maxAttempts;
      const retryMs = retryDelayMs(event.attempts, config.retryBaseMs, config.retryMaxMs);
      await recordEventOutcome(db, event.id, { sent: false, error: message, retryMs, dead });
      const fields = { leadId: event.lead_id, eventId: event.id, event: event.type, attempt: event.attempts, error: message };
      if (dead) log.error(fields, 'lead event delivery failed for good');
      else log.warn({ ...fields, retryInMs: retryMs }, 'lead event delivery failed; will retry');
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
      // Changes one after another, oldest first, so a receiver usually sees them in order.
      while (hook?.sendEvent && !stopped) {
        const events = await claimDueEvents(db, BATCH, leaseMs);
        for (const event of events) await attemptEvent(event);
        if (events.length < BATCH) break;
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

  if (poll) {
    const next = () => {
      if (stopped) return;
      kick();
      pollTimer = setTimeout(next, config.pollMs);
      pollTimer.unref();
    };
    next();
    every(Math.min(60_000, Math.max(1000, Math.floor(config.alertAfterMs / 4))), checkOverdue, 'overdue lead check');
    every(config.retentionEveryMs, retention, 'lead retention job');
  }

  return {
    kick,
    async close() {
      stopped = true;
      if (pollTimer) clearTimeout(pollTimer);
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
