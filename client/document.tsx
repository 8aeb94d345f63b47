import type { ReactNode } from 'react';
import { HYDRATION_ELEMENT_ID, type PageAssets } from '../shared/hydration.ts';
import type { SiteData } from '../shared/site.ts';
import { AssetsContext } from './assets-context.tsx';
import { SiteContext } from './site-context.tsx';

interface DocumentProps {
  site: SiteData;
  assets: PageAssets;
  /** The serialised HydrationPayload; rendered into a data block that is never executed. */
  hydrationJson: string;
  children: ReactNode;
}

/**
 * The entry script and, in development builds only, the live-reload script (client/live-reload.ts),
 * which is part of the hydration payload, so the client renders it too. One child of <body> for
 * both: React numbers useId's ids by position among siblings, so a fourth child would renumber
 * every id on the page.
 */
function ModuleScripts({ assets }: { assets: PageAssets }) {
  return (
    <>
      <script type="module" src={assets.js} fetchPriority="low" />
      {assets.liveReload && <script type="module" src={assets.liveReload} />}
    </>
  );
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` on the
 * client. Page titles, descriptions and canonical links come from each page's <Seo>, which
 * React hoists into this <head>.
 */
export function Document({ site, assets, hydrationJson, children }: DocumentProps) {
  return (
    // data-counts: this server counts views and taps (client/count-beacon.ts); absent (the static export), the page sends nothing.
    <html lang="en-GB" data-counts={site.counts ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12306b" />
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {/* The first paint waits until the main content is parsed, so it shows the page's heading
            and call button rather than the header alone (browsers without support ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
        {/* No modulepreload links: the entry script asks for the page's modules once the page has
            loaded (client/entry.tsx, docs/decisions/048). */}
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
        </SiteContext.Provider>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server wrote this JSON with serializeForScript, which escapes anything that could close the element. */}
        <script type="application/json" id={HYDRATION_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: hydrationJson }} />
        <ModuleScripts assets={assets} />
      </body>
    </html>
  );
}
