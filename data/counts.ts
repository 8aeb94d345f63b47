/**
 * What the first-party counts (server/counts, docs/decisions/069) need to know that is the
 * business's choice, not the code's: which referring hosts are search engines, and which
 * `utm_source` values the business uses on its own links (a van, a flyer, its Google Business
 * Profile). Any other utm_source is ignored, so a visitor cannot fill the report with words of
 * their own. Values: lower case, letters, digits and hyphens, at most 24 characters.
 */
export const countsData = {
  /**
   * A referring host with one of these names as a label before its last (www.google.co.uk,
   * search.brave.com, duckduckgo.com) is a search engine.
   */
  searchEngines: ['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'brave', 'startpage', 'qwant', 'yandex', 'baidu'],
  /** The campaigns the business tags its own links with (`?utm_source=van`). */
  campaignSources: ['google-business-profile', 'gbp', 'van', 'flyer', 'newsletter', 'yell', 'checkatrade', 'facebook', 'instagram', 'nextdoor'],
  /**
   * Months of daily counts kept, then deleted. The privacy policy states this figure, so it is set
   * here only, not by an environment variable that could make the policy untrue.
   */
  retentionMonths: 25,
} as const;
