/**
 * What makes a rendered page unfit to publish, whatever the business (docs/decisions/075): a value
 * left unfilled ('{minutes}', 'undefined', 'NaN', '[object Object]', 'null' as text), or an element
 * that should hold words but is empty — a list item, paragraph, heading, table cell, definition,
 * link or button with no text and no accessible name (what a claim the business does not make
 * leaves behind when its words are cut but its element is not). The build refuses a page with any
 * (scripts/content-report.ts), and the crawl of the second business checks every page with the same rule.
 */

/** Elements that must hold words, or for a link or button an accessible name. */
const EMPTY_ELEMENT = /<(li|p|h[1-6]|td|th|dd|a|button)(\s[^>]*)?>((?:\s|<svg\b(?:(?!<\/svg>)[\s\S])*<\/svg>|<span\b[^>]*>\s*<\/span>)*)<\/\1>/g;
/** An accessible name given by an attribute. */
const NAMED = /\saria-label(?:ledby)?="[^"]+"|\stitle="[^"]+"/;
/** A value that was never filled. */
const UNFILLED = /\bundefined\b|\bNaN\b|\[object Object\]|>null<|\{[a-z][A-Za-z]*\}/;

/** The page without its scripts: the hydration data and structured data are checked by their own tests, not read as words. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The problems of one page's HTML, each with a short piece of the page that shows it. */
export function pageProblems(html: string): string[] {
  const page = withoutScripts(html);
  const problems: string[] = [];
  const unfilled = UNFILLED.exec(page);
  if (unfilled) {
    const around = page.slice(Math.max(0, unfilled.index - 60), unfilled.index + unfilled[0].length + 20).replace(/\s+/g, ' ');
    problems.push(`unfilled ${unfilled[0]}: …${around}…`);
  }
  for (const match of page.matchAll(EMPTY_ELEMENT)) {
    if (NAMED.test(match[2] ?? '')) continue;
    problems.push(`empty <${match[1]}>: ${match[0].replace(/<svg\b(?:(?!<\/svg>)[\s\S])*<\/svg>/g, '<svg/>').slice(0, 100)}`);
  }
  return problems;
}

/** The site's own pages a page links to: paths of href="/…", without fragments, assets and the inbox. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of withoutScripts(html).matchAll(/\shref="(\/[^"#]*)/g)) {
    if (!href || /^\/(assets|images|inbox|static)\//.test(href) || /\.(css|js|svg|png|jpg|webp|ico|xml|txt|json)$/.test(href)) continue;
    links.add(href.replace(/&amp;/g, '&'));
  }
  return [...links];
}
