import type { RouteObject } from 'react-router';
import { Layout } from './components/layout.tsx';
import { fetchRouteData, postRouteAction } from './route-data.ts';
import { NotFoundPage, notFoundLoader, PageErrorBoundary } from './routes/errors.tsx';

/**
 * A page of the site: its URL pattern and the lazy import of its component module. The route id is
 * the module's file name (`client/routes/{id}.tsx`); its loader lives beside it in
 * `client/routes/{id}.server.ts` and runs on the server only (docs/decisions/001).
 */
export interface PageRoute {
  id: string;
  path?: string;
  index?: true;
  lazy: () => Promise<RouteModule>;
  /**
   * The page has a form, handled by the route action in its server module; the value names the
   * form, which says the fields it sends and so how large a post may be (server/http/form-body.ts).
   */
  action?: PageForm;
}

/** The forms pages post: the call-back form, and the question form with or without a name field. */
export type PageForm = 'call-back' | 'question' | 'question-without-name';

/** What a page's component module (`client/routes/{id}.tsx`) gives the router. */
type RouteModule = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'handle'>;

export const pageRoutes: PageRoute[] = [
  { id: 'home', index: true, lazy: () => import('./routes/home.tsx') },
  { id: 'directory', path: 'locksmith-near-me', lazy: () => import('./routes/directory.tsx') },
  { id: 'services', path: 'services', lazy: () => import('./routes/services.tsx') },
  { id: 'service', path: 'services/:slug', lazy: () => import('./routes/service.tsx') },
  { id: 'sectors', path: 'sectors', lazy: () => import('./routes/sectors.tsx') },
  { id: 'pricing', path: 'pricing', lazy: () => import('./routes/pricing.tsx') },
  { id: 'blog', path: 'blog', action: 'question-without-name', lazy: () => import('./routes/blog.tsx') },
  { id: 'blog-category', path: 'blog/category/:category', lazy: () => import('./routes/blog-category.tsx') },
  { id: 'article', path: 'blog/:slug', lazy: () => import('./routes/article.tsx') },
  { id: 'ask-the-expert', path: 'ask-the-expert', action: 'question', lazy: () => import('./routes/ask-the-expert.tsx') },
  { id: 'about', path: 'about', lazy: () => import('./routes/about.tsx') },
  { id: 'contact', path: 'contact', lazy: () => import('./routes/contact.tsx') },
  { id: 'call-back', path: 'call-back', action: 'call-back', lazy: () => import('./routes/call-back.tsx') },
  { id: 'sitemap', path: 'sitemap', lazy: () => import('./routes/sitemap.tsx') },
  { id: 'privacy-policy', path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
  { id: 'terms-conditions', path: 'terms-conditions', lazy: () => import('./routes/terms-conditions.tsx') },
  { id: 'city', path: ':city', lazy: () => import('./routes/city.tsx') },
  { id: 'city-area', path: ':city/:area', lazy: () => import('./routes/city-area.tsx') },
];

/**
 * Builds the full tree: the layout, the pages' shared error boundary (every 404 renders there),
 * the pages, and the 404 routes. Each side passes the pages as it runs them: the server with their
 * server modules' loaders and actions (server/routes.ts), the browser with a loader that fetches
 * the same data as JSON (`toClientRoute` below).
 */
export function createRoutes(pages: readonly RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [
            ...pages,
            // Its loader always throws 404; the component only keeps the router from warning about an empty route.
            { id: 'not-found', path: 'not-found', loader: notFoundLoader, Component: NotFoundPage },
            { id: 'catch-all', path: '*', loader: notFoundLoader, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** A page as the browser's router sees it: data and form posts go to the server (client/route-data.ts). */
function toClientRoute(page: PageRoute): RouteObject {
  const { id, path, index, lazy } = page;
  const loader = fetchRouteData(id);
  if (index) return { id, index, loader, lazy };
  // A form post changes nothing a page's loader shows, so the page is not fetched again after one.
  return page.action
    ? {
        id,
        path,
        loader,
        action: postRouteAction(id),
        shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) => !formMethod && defaultShouldRevalidate,
        lazy,
      }
    : { id, path, loader, lazy };
}

/** The browser's route table. */
export const clientRoutes = createRoutes(pageRoutes.map(toClientRoute));
