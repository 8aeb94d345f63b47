/**
 * Hours claims in the frame and the error pages are rendered from the phone line's hours
 * (data/business.ts phoneLineHours, shared/hours.ts): with other hours no page says '24/7',
 * '365 days' or 'day and night' in its header, footer or error page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { FatalErrorPage } from '../server/http/fatal-error-page.tsx';
import { createRequestHandler } from '../server/http/render.tsx';
import { createServerRoutes } from '../server/routes.ts';
import { buildSiteData } from '../server/views/site-data.ts';
import type { OpeningHours } from '../shared/hours.ts';
import type { SiteData } from '../shared/site.ts';
import { clientDir, site } from './helpers/app.ts';
import { hoursClaimsBeyondLine } from './helpers/claims.ts';

const weekdays: OpeningHours = {
  weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
  closures: [],
};
/** A line answered every day, all day: what the '24/7' wording is for, whatever data/business.ts holds now. */
const roundTheClock: OpeningHours = {
  weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }],
  closures: [],
};
const ROUND_THE_CLOCK_WORDS = /24\/7|365 days|24 hours|day and night/;

const shipped = buildSiteData(site);
const withHours = (lineHours: OpeningHours): SiteData => ({ ...shipped, business: { ...shipped.business, lineHours } });

/** The header, the footer, the error pages and the static 500 page as `siteData` renders them. */
async function framesAndErrorPages(siteData: SiteData): Promise<Record<'header' | 'footer' | 'notFound' | 'serverError' | 'fatal', string>> {
  const failing = { id: 'test-fails', path: 'test-fails', loader: () => Promise.reject(new Error('a loader failed')), Component: () => null };
  const handle = createRequestHandler({ routes: createServerRoutes([failing]), site: siteData, assets: readAssets(clientDir) });
  // What a visitor reads: the hydration data (every wording of the copy, for the browser) is left out.
  const render = async (path: string, status: number) => {
    const response = await handle(new Request(`${site.origin}${path}`));
    expect(response.status, path).toBe(status);
    return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
  };
  const page = await render('/contact', 200);
  return {
    header: /<header[\s\S]*?<\/header>/.exec(page)![0],
    footer: /<footer[\s\S]*?<\/footer>/.exec(page)![0],
    notFound: await render('/no-such-page', 404),
    serverError: await render('/test-fails', 500),
    fatal: renderToStaticMarkup(<FatalErrorPage site={siteData} stylesheet="/assets/styles.css" />),
  };
}

describe("hours claims follow the phone line's hours", () => {
  it('with a round-the-clock line, the frame and error pages say so (the check below can fail)', async () => {
    const rendered = await framesAndErrorPages(withHours(roundTheClock));
    for (const [part, html] of Object.entries(rendered)) expect(html, part).toMatch(ROUND_THE_CLOCK_WORDS);
    expect(hoursClaimsBeyondLine(rendered.footer, weekdays)).not.toEqual([]);
    expect(rendered.footer).toContain('Open 24 hours a day, 7 days a week, 365 days a year');
  });

  it('with a weekday line, none of them claims round-the-clock cover, and the footer and 500 pages give the hours', async () => {
    const rendered = await framesAndErrorPages(withHours(weekdays));
    for (const [part, html] of Object.entries(rendered)) {
      expect(html, part).not.toMatch(ROUND_THE_CLOCK_WORDS);
      expect(hoursClaimsBeyondLine(html, weekdays), part).toEqual([]);
    }
    expect(rendered.footer).toContain('Phone line open Monday to Friday, from 08:00 to 18:00');
    expect(rendered.serverError).toContain('Please call us: we answer Monday to Friday, from 08:00 to 18:00.');
    expect(rendered.fatal).toContain('Please call us: we answer Monday to Friday, from 08:00 to 18:00.');
  });
});
