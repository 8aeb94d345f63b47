import { wordsForHours } from '../../shared/hours.ts';
import { telHref, type SiteData } from '../../shared/site.ts';

/**
 * Shown when the React tree could not render at all. Static markup, no client script:
 * it only has to tell a visitor what happened and how to reach a locksmith anyway. In a
 * development build it loads the live-reload script, so the page reloads once the fix is saved.
 */
export function FatalErrorPage({ site, stylesheet, liveReload }: { site: SiteData; stylesheet: string; liveReload?: string }) {
  const copy = site.copy.errors;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${copy.serverError.title} | ${site.name}`}</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <main className="status-page container">
          <p className="status-code" aria-hidden="true">
            500
          </p>
          <h1>{copy.serverError.title}</h1>
          <p>{wordsForHours(site.business.lineHours, copy.serverError.lead)}</p>
          <div className="status-actions">
            <a className="btn btn-secondary" href="/">
              {copy.home}
            </a>
            <a className="btn btn-call btn-primary" href={telHref(site.phone)}>
              {copy.callByName.replace('{name}', site.name).replace('{phone}', site.phone)}
            </a>
          </div>
        </main>
        {liveReload && <script type="module" src={liveReload} />}
      </body>
    </html>
  );
}
