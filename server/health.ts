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
  /** Seconds the oldest undelivered lead has waited; null when none waits. Throws when the database is unreachable. */
  oldestUndeliveredAgeSeconds(): Promise<number | null>;
}

/**
 * GET /healthz: 200 while serving, 503 once draining or when the lead database cannot be reached.
 * Reports how long the oldest undelivered lead has waited, so a broken mail server shows up in
 * monitoring the same night. Never cached.
 */
export function healthz(health: Health, leads: LeadHealth | undefined, onError: (error: unknown) => void): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const uptimeSeconds = Math.round(process.uptime());
    if (health.draining) {
      res.status(503).json({ status: 'draining', uptimeSeconds });
      return;
    }
    let oldestUndeliveredLeadSeconds: number | null = null;
    try {
      oldestUndeliveredLeadSeconds = leads ? await leads.oldestUndeliveredAgeSeconds() : null;
    } catch (error) {
      onError(error);
      res.status(503).json({ status: 'error', uptimeSeconds, leads: 'database unreachable' });
      return;
    }
    res.json({ status: 'ok', uptimeSeconds, oldestUndeliveredLeadSeconds });
  };
}
