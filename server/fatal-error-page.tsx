import { telHref, type SiteConfig } from '../shared/site.ts';

/**
 * Shown when the React tree could not render at all. Static markup, no client script:
 * it only has to tell a visitor what happened and how to reach a locksmith anyway. In a
 * development build it loads the live-reload script, so the page reloads once the fix is saved.
 */
export function FatalErrorPage({ site, stylesheet, liveReload }: { site: SiteConfig; stylesheet: string; liveReload?: string }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Something went wrong | ${site.name}`}</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <main className="status-page container">
          <p className="status-code" aria-hidden="true">
            500
          </p>
          <h1>Something went wrong</h1>
          <p>This page could not be shown just now. Our locksmiths are still on call day and night.</p>
          <div className="status-actions">
            <a className="btn btn-secondary" href="/">
              Return to Home
            </a>
            <a className="btn btn-call btn-primary" href={telHref(site.phone)}>
              Call {site.name} on {site.phone}
            </a>
          </div>
        </main>
        {liveReload && <script type="module" src={liveReload} />}
      </body>
    </html>
  );
}
