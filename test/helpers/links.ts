import request from 'supertest';

/** Internal page links (not assets or images) in a set of HTML documents. */
export function internalLinks(documents: Iterable<string>): Set<string> {
  const links = new Set<string>();
  for (const html of documents) {
    for (const m of html.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = m[1]!.replace(/&amp;/g, '&');
      if (link.startsWith('/assets/') || link.startsWith('/images/')) continue;
      links.add(link);
    }
  }
  return links;
}

/** Requests every link (reusing known statuses) and returns the ones not answering 200. */
export async function brokenLinks(
  app: Parameters<typeof request>[0],
  links: Iterable<string>,
  known: Map<string, number> = new Map(),
): Promise<{ checked: number; broken: string[] }> {
  const broken: string[] = [];
  let checked = 0;
  for (const link of links) {
    const status = known.get(link) ?? (await request(app).get(link)).status;
    if (status !== 200) broken.push(`${link} (${status})`);
    checked++;
  }
  return { checked, broken };
}
