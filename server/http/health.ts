import type { RequestHandler } from 'express';

/**
 * Whether this process still wants traffic. Shutdown flips it to draining first, so `/healthz`
 * answers 503 and a load balancer stops sending new visitors while the server still answers the
 * ones already on their way (docs/decisions/012-drain-on-shutdown.md).
 */
export class Health {
  #draining = false;
  #leadStoreOpened = false;

  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }

  /** The server says so once its lead store opened at start-up (server/main.ts). */
  leadStoreOpened(): void {
    this.#leadStoreOpened = true;
  }

  get hasOpenedLeadStore(): boolean {
    return this.#leadStoreOpened;
  }
}

/** What /healthz reports about the lead pipeline (server/leads). */
export interface LeadHealth {
  health(): Promise<{
    store: 'ok' | 'unavailable' | 'cannot write';
    storeProblem?: string;
    delivery: string;
    oldestUndeliveredLeadSeconds: number | null;
    rateLimits?: { store: 'memory' | 'redis'; redis?: 'ok' | 'unavailable' };
  }>;
}

/**
 * GET /healthz: is this process alive and able to serve pages? 200 while it is, 503 only while
 * shutdown drains it. The lead pipeline's state is in the body (the store answering and able to
 * write, and why not when it cannot, where leads go, how long the oldest undelivered lead has waited, whether the rate limits' Redis answers),
 * for monitoring and alerts; a store, Redis or a
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
      ...(lead
        ? {
            leads: {
              store: lead.store,
              ...(lead.storeProblem ? { storeProblem: lead.storeProblem } : {}),
              delivery: lead.delivery,
              ...(lead.rateLimits ? { rateLimits: lead.rateLimits } : {}),
            },
          }
        : {}),
    });
  };
}

/** What /readyz checks, all about this instance only. */
export interface ReadinessFacts {
  /** The build's page assets were read at start-up (and their entry script is on disk). */
  assetsLoaded: boolean;
  /** Whether this app takes forms at all: without a lead service there is no store to wait for. */
  takesLeads: boolean;
}

/**
 * GET /readyz: should a load balancer send this instance visitors? 200 once its page assets are
 * loaded and its lead store opened at start-up, until shutdown starts draining it (then 503).
 * Nothing shared is asked: an outage of PostgreSQL, Redis or a delivery channel is the same for
 * every instance, shows in /healthz's body, the logs and the metrics, and never takes the pages
 * (and the phone numbers on them) out of the load balancer. Never cached.
 */
export function readyz(health: Health, facts: ReadinessFacts): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const checks = {
      assets: facts.assetsLoaded ? 'loaded' : 'missing',
      leadStore: !facts.takesLeads ? 'not used' : health.hasOpenedLeadStore ? 'opened' : 'not opened',
      draining: health.draining,
    };
    const ready = facts.assetsLoaded && (!facts.takesLeads || health.hasOpenedLeadStore) && !health.draining;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  };
}
