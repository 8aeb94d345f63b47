import type { LeadService } from './service.ts';

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
