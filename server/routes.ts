import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { createRoutes, type PageRoute, pageRoutes } from '../client/routes.tsx';
import type { PageTemplate } from './counts/pages.ts';
import { type PostedField, postedForms } from './http/form-body.ts';

export interface ServerModule {
  loader: LoaderFunction;
  action?: ActionFunction;
}

/**
 * A page's server module, `client/routes/{id}.server.ts`: its loader, and its action where the page
 * has a form. The path is made from the route table's id, so there is no second list of pages to
 * keep; the server bundle takes in every file the pattern matches. These modules never reach the
 * browser: the client build fails if one is imported there (scripts/server-only.ts, docs/decisions/001).
 */
const loadServerModule = (id: string): Promise<ServerModule> => import(`../client/routes/${id}.server.ts`);

/**
 * A page as the server runs it: the component module and the server module, loaded together on
 * first use. The function form of `lazy`, not an object: React Router empties a lazy object in
 * place once resolved, and a second handler built from the same table would then find nothing.
 */
function serverPage(page: PageRoute): RouteObject {
  const lazy = async () => {
    const [view, server] = await Promise.all([page.lazy(), loadServerModule(page.id)]);
    return { ...view, loader: server.loader, ...(server.action ? { action: server.action } : {}) };
  };
  return page.index ? { id: page.id, index: true, lazy } : { id: page.id, path: page.path, lazy };
}

/** The pages with a form, by path, with the fields their form sends: all from the route table. */
const formPages: ReadonlyMap<string, readonly PostedField[]> = new Map(
  pageRoutes.flatMap((page) => (page.action ? [[`/${page.path}`, postedForms[page.action]] as const] : [])),
);

/** Paths of the pages whose route has an action (a form that posts). */
export const actionPaths: readonly string[] = [...formPages.keys()];

/** The route table's templates, id and URL pattern, for the counts (server/counts/pages.ts). */
export const pageTemplates: readonly PageTemplate[] = pageRoutes.map((page) => ({ id: page.id, path: page.index ? '/' : `/${page.path}` }));

/** The fields the form on `path` sends; throws for a path with no form. */
export function postedFormFor(path: string): readonly PostedField[] {
  const form = formPages.get(path);
  if (!form) throw new Error(`${path} has no form: no page route with an action has that path (client/routes.tsx)`);
  return form;
}

/** The server's route table: the same tree as the browser's, with the pages' server modules. */
export function createServerRoutes(extraPages: readonly RouteObject[] = []): RouteObject[] {
  return createRoutes([...pageRoutes.map(serverPage), ...extraPages]);
}

/**
 * Where the route table and what it points to disagree, one sentence each; none for a sound table.
 * What the types cannot see: a page whose server module is missing or has no loader, a form named
 * on a page whose module has no action (its posts would be refused), an action no route names a
 * form for (no post reaches it), a server module no route uses, and a listed form no page posts.
 * test/route-table.test.ts runs it on the real table and on broken ones.
 */
export async function routeTableProblems({
  serverModuleIds,
  pages = pageRoutes,
  forms = postedForms,
  load = loadServerModule,
}: {
  /** The ids of the files `client/routes/{id}.server.ts` there are. */
  serverModuleIds: readonly string[];
  pages?: readonly PageRoute[];
  forms?: Readonly<Record<string, unknown>>;
  load?: (id: string) => Promise<Partial<ServerModule>>;
}): Promise<string[]> {
  const problems: string[] = [];
  for (const page of pages) {
    const server = await load(page.id).catch(() => null);
    if (!server) problems.push(`'${page.id}' has no server module client/routes/${page.id}.server.ts`);
    else if (typeof server.loader !== 'function') problems.push(`'${page.id}' has a server module without a loader`);
    if (!server) continue;
    if (page.action && typeof server.action !== 'function')
      problems.push(`'${page.id}' names the form '${page.action}', but its server module has no action`);
    if (!page.action && server.action) problems.push(`'${page.id}' has an action, but its route names no form, so no post reaches it`);
  }
  const ids = new Set(pages.map((page) => page.id));
  for (const id of serverModuleIds) if (!ids.has(id)) problems.push(`client/routes/${id}.server.ts belongs to no page route`);
  const named = new Set(pages.map((page) => page.action));
  for (const form of Object.keys(forms))
    if (!named.has(form as PageRoute['action']))
      problems.push(`the form '${form}' is listed in server/http/form-body.ts, but no page route posts it`);
  return problems;
}
