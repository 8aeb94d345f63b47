import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { createRoutes, pageRoutes, type PageRoute } from '../client/routes.tsx';

interface ServerModule {
  loader: LoaderFunction;
  action?: ActionFunction;
}

/**
 * Each page's server module (`client/routes/{id}.server.ts`): its loader, and its action where the
 * page has a form. These never reach the browser; the client build fails if one is imported there
 * (scripts/build.ts, docs/decisions/001).
 */
const serverModules: Record<string, () => Promise<ServerModule>> = {
  'call-back': () => import('../client/routes/call-back.server.ts'),
  home: () => import('../client/routes/home.server.ts'),
  directory: () => import('../client/routes/directory.server.ts'),
  services: () => import('../client/routes/services.server.ts'),
  service: () => import('../client/routes/service.server.ts'),
  sectors: () => import('../client/routes/sectors.server.ts'),
  pricing: () => import('../client/routes/pricing.server.ts'),
  blog: () => import('../client/routes/blog.server.ts'),
  'blog-category': () => import('../client/routes/blog-category.server.ts'),
  article: () => import('../client/routes/article.server.ts'),
  'ask-the-expert': () => import('../client/routes/ask-the-expert.server.ts'),
  about: () => import('../client/routes/about.server.ts'),
  contact: () => import('../client/routes/contact.server.ts'),
  sitemap: () => import('../client/routes/sitemap.server.ts'),
  'privacy-policy': () => import('../client/routes/privacy-policy.server.ts'),
  'terms-conditions': () => import('../client/routes/terms-conditions.server.ts'),
  city: () => import('../client/routes/city.server.ts'),
  'city-area': () => import('../client/routes/city-area.server.ts'),
};

/**
 * A page as the server runs it: the component module and the server module, loaded together on
 * first use. The function form of `lazy`, not an object: React Router empties a lazy object in
 * place once resolved, and a second handler built from the same table would then find nothing.
 */
function serverPage(page: PageRoute): RouteObject {
  const loadServer = serverModules[page.id];
  if (!loadServer) throw new Error(`No server module for the page route '${page.id}'`);
  const lazy = async () => {
    const [view, server] = await Promise.all([page.lazy(), loadServer()]);
    return { ...view, loader: server.loader, ...(server.action ? { action: server.action } : {}) };
  };
  return page.index ? { id: page.id, index: true, lazy } : { id: page.id, path: page.path, lazy };
}

/** Paths of the pages whose route has an action (a form that posts). */
export const actionPaths: readonly string[] = pageRoutes.filter((page) => page.action).map((page) => `/${page.path}`);

/** The server's route table: the same tree as the browser's, with the pages' server modules. */
export function createServerRoutes(extraPages: readonly RouteObject[] = []): RouteObject[] {
  return createRoutes([...pageRoutes.map(serverPage), ...extraPages]);
}
