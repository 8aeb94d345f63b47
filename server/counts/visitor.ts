/**
 * Whether a request may be counted, and where its visit came from (docs/decisions/069). Nothing
 * here keeps anything about the visitor: each answer is a yes or no, or one of a few fixed words.
 *
 * A request is counted only when a current browser sent it from one of the site's own pages (or
 * a typed address): `Sec-Fetch-Site` is `same-origin` (or `none`), which every current browser
 * sends and crawlers, scripts and the HTTP tests do not; and its user agent does not say it is a
 * robot, a headless browser (the site's own browser tests run one) or an audit tool.
 */
import type { Request } from 'express';
import { countsData } from '../../data/counts.ts';

/** Words robots, crawlers, headless browsers and audit tools put in their user agent. */
const NOT_A_VISITOR =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|fetch|curl|wget|python|java\/|go-http|node|axios|okhttp|scrapy|phantom|playwright|puppeteer|selenium|webdriver|facebookexternalhit|embedly|whatsapp|telegram|discord|slack/i;

/** True for a user agent a browser sends: present, of a plausible length, and not one of the above. */
function looksLikeBrowser(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 20 || userAgent.length > 512) return false;
  return userAgent.startsWith('Mozilla/') && !NOT_A_VISITOR.test(userAgent);
}

/** Whether the server may count what this request did (a lead accepted, a postcode answered). */
export function isCountable(req: Request, { typedAllowed = true }: { typedAllowed?: boolean } = {}): boolean {
  const site = req.get('sec-fetch-site');
  const fromSite = site === 'same-origin' || (typedAllowed && site === 'none');
  return fromSite && looksLikeBrowser(req.get('user-agent'));
}

/** Where a visit came from, as one of a few words; a campaign carries its allow-listed name. */
export type SourceClass = 'search' | 'direct' | 'other-site' | `campaign:${string}` | 'unknown';

const campaigns: ReadonlySet<string> = new Set(countsData.campaignSources);
const engines: ReadonlySet<string> = new Set(countsData.searchEngines);

/**
 * The source class of a visit from the referring page's host name (empty when the browser sent
 * none) and its utm_source: an allow-listed campaign wins, then a search engine, then another
 * site; no referrer (or the site's own host) is direct. The host itself is never kept.
 */
export function sourceClass(referrerHost: string, utmSource: string, ownHost: string): SourceClass {
  const campaign = utmSource.trim().toLowerCase();
  if (campaigns.has(campaign)) return `campaign:${campaign}`;
  const host = referrerHost.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === ownHost.toLowerCase()) return 'direct';
  const labels = host.split('.').slice(0, -1);
  if (labels.some((label) => engines.has(label))) return 'search';
  return 'other-site';
}
