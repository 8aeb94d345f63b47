/**
 * The outbox as Prometheus sees it, read from the store at each scrape: deliveries waiting or
 * given up on per channel, the oldest undelivered lead's age, and whether the store answered. With
 * a shared PostgreSQL every instance reports the same outbox.
 */
import { Gauge } from 'prom-client';
import type { Metrics } from '../operations/metrics.ts';
import type { Db } from '../store/db.ts';
import * as store from './store.ts';

export function observeOutbox(metrics: Metrics, db: Db, channels: readonly store.Channel[]): void {
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
