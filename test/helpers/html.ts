/** Small, dependency-free probes into server HTML for assertions. */

export function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
}

export function head(html: string): string {
  const match = /<head>([\s\S]*?)<\/head>/.exec(html);
  if (!match) throw new Error('no <head> in the HTML');
  return match[1]!;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** Every JSON-LD block, parsed (throws if one is not valid JSON). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** The opening tags of every <script> element. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references as a reader sees them: '&amp;' is '&', '&#x27;' and '&#39;' are "'", '&nbsp;' a space. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text a reader sees in an HTML fragment: scripts, styles and comments dropped, tags become spaces, entities decoded, space collapsed. */
export function textOf(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, '');
  return decodeEntities(withoutCode.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Server HTML with its markup kept but its words as a reader reads them: React's text separators (`<!-- -->`) dropped, entities decoded. */
export function readable(html: string): string {
  return decodeEntities(html.replace(/<!-- -->/g, ''));
}

/** The meta description, entities decoded; undefined when the page has none. */
export function descriptionOf(html: string): string | undefined {
  const found = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return found === undefined ? undefined : decodeEntities(found);
}
