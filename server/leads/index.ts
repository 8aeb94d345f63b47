/**
 * The lead pipeline behind the call-back and question forms, as the rest of the server sees it:
 * validate, rate-limit, store, then deliver from an outbox in the background.
 *
 *   const leads = await createLeadService(config.leads, logger);
 *   const result = await leads.submit('callback', fields, { page, place, clientAddress: req.ip });
 *
 * The parts: the service (service.ts), the outbox worker (worker.ts), the outbox's gauges
 * (outbox-metrics.ts) and a service opened on first use (lazy.ts).
 */
export { lazyLeadService } from './lazy.ts';
export { createLeadService, type LeadService } from './service.ts';
