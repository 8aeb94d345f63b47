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

/** GET /healthz: 200 while serving, 503 once draining. Never cached. */
export function healthz(health: Health): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (health.draining) {
      res.status(503).json({ status: 'draining', uptimeSeconds: Math.round(process.uptime()) });
      return;
    }
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  };
}
