import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../client/routes.tsx';
import { routeTableProblems, type ServerModule } from '../server/routes.ts';

const routesDir = path.join(import.meta.dirname, '..', 'client', 'routes');
/** The ids of the server modules on disk: `client/routes/{id}.server.ts`. */
const serverModuleIds = readdirSync(routesDir)
  .filter((file) => file.endsWith('.server.ts'))
  .map((file) => file.slice(0, -'.server.ts'.length));

const view = async () => ({});
const loader = () => null;
const action = () => null;

/** A crafted table: `home` without a form, `ask` with one, and the server modules each would load. */
function crafted(modules: Record<string, Partial<ServerModule>>, pages: PageRoute[] = craftedPages) {
  return {
    pages,
    serverModuleIds: Object.keys(modules),
    forms: { question: [] },
    load: async (id: string) => {
      const found = modules[id];
      if (!found) throw new Error(`Cannot find module ${id}`);
      return found;
    },
  };
}
const craftedPages: PageRoute[] = [
  { id: 'home', index: true, lazy: view },
  { id: 'ask', path: 'ask', action: 'question', lazy: view },
];

describe('the route table (client/routes.tsx) and what it points to', () => {
  it('agrees with the server modules on disk and the forms server/http/form-body.ts lists', async () => {
    expect(serverModuleIds.length).toBeGreaterThan(10);
    expect(await routeTableProblems({ serverModuleIds })).toEqual([]);
  });

  it('agrees in a crafted table that is sound, so the failures below are the faults made', async () => {
    expect(await routeTableProblems(crafted({ home: { loader }, ask: { loader, action } }))).toEqual([]);
  });

  it('fails for a form named on a page whose server module has no action', async () => {
    expect(await routeTableProblems(crafted({ home: { loader }, ask: { loader } }))).toEqual([
      "'ask' names the form 'question', but its server module has no action",
    ]);
  });

  it('fails for an action no route names a form for', async () => {
    expect(await routeTableProblems(crafted({ home: { loader, action }, ask: { loader, action } }))).toEqual([
      "'home' has an action, but its route names no form, so no post reaches it",
    ]);
  });

  it('fails for a stale server module, one no page route uses', async () => {
    expect(await routeTableProblems(crafted({ home: { loader }, ask: { loader, action }, gone: { loader } }))).toEqual([
      'client/routes/gone.server.ts belongs to no page route',
    ]);
  });

  it('fails for a stale form, one no page posts', async () => {
    const problems = await routeTableProblems({
      ...crafted({ home: { loader }, ask: { loader, action } }),
      forms: { question: [], 'call-back': [] },
    });
    expect(problems).toEqual(["the form 'call-back' is listed in server/http/form-body.ts, but no page route posts it"]);
  });

  it('fails for a page without a server module, or whose module has no loader', async () => {
    expect(await routeTableProblems(crafted({ ask: { action } }))).toEqual([
      "'home' has no server module client/routes/home.server.ts",
      "'ask' has a server module without a loader",
    ]);
  });
});
