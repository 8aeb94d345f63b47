import type { RouteObject } from 'react-router';
import { Layout } from './components/layout.tsx';
import { NotFoundPage, notFoundLoader, PageErrorBoundary } from './routes/errors.tsx';

/**
 * The one route table, used by the server (createStaticHandler) and the client
 * (createBrowserRouter). One module per URL pattern under client/routes/, loaded lazily so a page
 * downloads only its own code. Every 404 goes through PageErrorBoundary, inside the layout.
 */
export const pageRoutes: RouteObject[] = [
  { id: 'home', index: true, lazy: () => import('./routes/home.tsx') },
  { id: 'directory', path: 'locksmith-near-me', lazy: () => import('./routes/directory.tsx') },
  { id: 'services', path: 'services', lazy: () => import('./routes/services.tsx') },
  { id: 'service', path: 'services/:slug', lazy: () => import('./routes/service.tsx') },
  { id: 'sectors', path: 'sectors', lazy: () => import('./routes/sectors.tsx') },
  { id: 'pricing', path: 'pricing', lazy: () => import('./routes/pricing.tsx') },
  { id: 'blog', path: 'blog', lazy: () => import('./routes/blog.tsx') },
  { id: 'blog-category', path: 'blog/category/:category', lazy: () => import('./routes/blog-category.tsx') },
  { id: 'article', path: 'blog/:slug', lazy: () => import('./routes/article.tsx') },
  { id: 'ask-the-expert', path: 'ask-the-expert', lazy: () => import('./routes/ask-the-expert.tsx') },
  { id: 'about', path: 'about', lazy: () => import('./routes/about.tsx') },
  { id: 'contact', path: 'contact', lazy: () => import('./routes/contact.tsx') },
  { id: 'html-sitemap', path: 'sitemap', lazy: () => import('./routes/sitemap.tsx') },
  { id: 'privacy-policy', path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
  { id: 'terms-conditions', path: 'terms-conditions', lazy: () => import('./routes/terms-conditions.tsx') },
  { id: 'city', path: ':city', lazy: () => import('./routes/city.tsx') },
  { id: 'city-area', path: ':city/:area', lazy: () => import('./routes/city-area.tsx') },
  // Its loader always throws 404; the component only keeps the router from warning about an empty route.
  { id: 'not-found', path: 'not-found', loader: notFoundLoader, Component: NotFoundPage },
];

/** Builds the full tree around a list of pages (tests add pages of their own). */
export function createRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      // The layout's data (footer cities) is loaded lazily: after hydration it is never needed again.
      // The function form, not `lazy: { loader }`: React Router empties a lazy *object* in place
      // once resolved, and that object would be shared by every handler built from this table.
      lazy: async () => ({ loader: (await import('./routes/root-data.ts')).rootLoader }),
      shouldRevalidate: () => false,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageErrorBoundary,
          children: [...pages, { id: 'catch-all', path: '*', loader: notFoundLoader, Component: NotFoundPage }],
        },
      ],
    },
  ];
}

export const routes = createRoutes(pageRoutes);
