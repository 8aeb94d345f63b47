import type { RequestHandler } from 'express';

/**
 * Whether this process still wants traffic. Shutdown flips it to draining first, so `/healthz`
 * answers 503 and a load balancer stops sending new visitors while the server still answers the
 * ones already on their way (docs/decisions/012-drain-on-shutdown.md).
 */
export class Health {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }
}

/** What /healthz reports about the lead pipeline (server/leads). */
export interface LeadHealth {
  health(): Promise<{ store: 'ok' | 'unavailable'; delivery: string; oldestUndeliveredLeadSeconds: number | null }>;
}

/**
 * GET /healthz: is this process alive and able to serve pages? 200 while it is, 503 only while
 * shutdown drains it. The lead pipeline's state is in the body (the store answering, where leads
 * go, how long the oldest undelivered lead has waited), for monitoring and alerts; a store or a
 * mail server that is down never turns the answer to 503, because the pages, and the phone numbers
 * on them, still work, and a load balancer would otherwise take every instance out at once.
 * Never cached.
 */
export function healthz(health: Health, leads: LeadHealth | undefined): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const uptimeSeconds = Math.round(process.uptime());
    if (health.draining) {
      res.status(503).json({ status: 'draining', uptimeSeconds });
      return;
    }
    const lead = leads ? await leads.health() : null;
    res.json({
      status: 'ok',
      uptimeSeconds,
      oldestUndeliveredLeadSeconds: lead?.oldestUndeliveredLeadSeconds ?? null,
      ...(lead ? { leads: { store: lead.store, delivery: lead.delivery } } : {}),
    });
  };
}
