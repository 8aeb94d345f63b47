/**
 * A page's markup reduced to what html-validate's rules read (test/html-validity.test.ts): the
 * site's ~800 pages come from a few dozen templates, and pages whose skeletons are equal are valid
 * or invalid together, so each distinct skeleton is validated once, on the first page that has it.
 *
 * The skeleton keeps every element, its place in the tree and each attribute's name. It replaces
 * what differs from place to place and no rule checks beyond being empty or not:
 * - text becomes `x`, or stays as it is where it holds a character reference (`&amp;`, `&lt;`:
 *   what no-raw-characters and unrecognized-char-ref read) or is only whitespace; a title's text
 *   keeps whether it is over long-title's 70 characters;
 * - ids, and the attributes that point at them (`for`, `aria-labelledby`, `href="#…"`…), are
 *   numbered in the order they first appear, so a duplicate or a dangling reference stays one;
 * - `aria-label` values are numbered the same way, so two landmarks with one name stay alike;
 * - URLs, alt and title text, meta content, values and the like become `x`, or stay empty;
 * - a JSON-LD or JSON script's body becomes `x`.
 * Every other attribute value (type, role, class, name, autocomplete…) is kept as written.
 */

/** Attributes whose value is an id, or a space-separated list of ids. */
const ID_REFERENCES = new Set([
  'for',
  'form',
  'list',
  'headers',
  'popovertarget',
  'commandfor',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
]);
/** Attributes whose value differs from page to page and is checked only for being empty. */
const FREE_TEXT = new Set(['src', 'srcset', 'action', 'alt', 'title', 'placeholder', 'content', 'value', 'datetime', 'style', 'cite', 'poster']);

const TOKEN =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<(script|style|title)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<\/?[a-zA-Z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>|[^<]+|</gi;
/** Elements and roles that make a landmark, whose names unique-landmark compares. */
const LANDMARKS = new Set(['main', 'nav', 'aside', 'header', 'footer', 'section', 'form', 'search']);
const LANDMARK_ROLES = new Set(['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search']);
/** A character reference, or an ampersand that starts none. */
const REFERENCE = /&(?:#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)?/gi;
const TAG = /^<(\/?)([a-zA-Z][^\s/>]*)([\s\S]*?)(\/?)>$/;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The skeleton of one page. */
export function htmlSkeleton(html: string): string {
  const numbers = new Map<string, string>();
  const labels = new Map<string, string>();
  const numbered = (map: Map<string, string>, prefix: string, value: string) => {
    if (!map.has(value)) map.set(value, `${prefix}${map.size + 1}`);
    return map.get(value)!;
  };
  const id = (value: string) => numbered(numbers, 'i', value);
  // Only whitespace stays; other text becomes x. Its character references are checked page by page
  // (characterReferences below), not here.
  const text = (value: string) => (value.trim() === '' ? value : 'x');

  const attributes = (element: string, source: string) => {
    const all = [...source.matchAll(ATTRIBUTE)].map(([, name, double, single, bare]) => [name!.toLowerCase(), double ?? single ?? bare] as const);
    const role = all.find(([name]) => name === 'role')?.[1];
    const landmark = LANDMARKS.has(element) || (role !== undefined && LANDMARK_ROLES.has(role));
    return all.map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${attributeValue(name, value, landmark)}"`)).join('');
  };
  const attributeValue = (name: string, value: string, landmark: boolean): string => {
    if (value === '') return value;
    if (name === 'id') return id(value);
    if (ID_REFERENCES.has(name)) return value.split(/\s+/).filter(Boolean).map(id).join(' ');
    if (name === 'href' || name === 'xlink:href') return value.startsWith('#') ? `#${value.length > 1 ? id(value.slice(1)) : ''}` : 'x';
    // A landmark's name is compared with the others' (unique-landmark); any other is only read.
    if (name === 'aria-label') return landmark ? numbered(labels, 'l', value) : 'x';
    if (FREE_TEXT.has(name) || name.startsWith('data-') || value.includes('&')) return 'x';
    return value;
  };

  // The page as a list of parts: an element's start, its end, or anything else whole (text, a
  // comment, a void element, a script or title with its body).
  const parts: Part[] = [];
  for (const [token, rawElement, rawAttributes = '', body = ''] of html.matchAll(TOKEN)) {
    if (rawElement) {
      const element = rawElement.toLowerCase();
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(rawAttributes)?.[1] ?? '';
      const inner =
        element === 'title'
          ? body.length > 70
            ? 'x'.repeat(71)
            : text(body)
          : element === 'script' && /json/.test(type) && body.trim()
            ? 'x'
            : body;
      parts.push({ whole: `<${element}${attributes(element, rawAttributes)}>${inner}</${element}>` });
      continue;
    }
    const tag = token.startsWith('<!') ? null : TAG.exec(token);
    if (!tag) {
      parts.push({ whole: token.startsWith('<') ? token : text(token) });
      continue;
    }
    const [, end, rawName, rawAttributesOfTag, selfClosing] = tag;
    const name = rawName!.toLowerCase();
    const written = `<${end}${name}${attributes(name, rawAttributesOfTag!)}${selfClosing}>`;
    if (end) parts.push({ end: name, whole: written });
    else if (selfClosing || VOID.has(name)) parts.push({ whole: written });
    else parts.push({ start: name, whole: written });
  }
  return collapse(parts);
}

type Part = { whole: string; start?: string; end?: string };

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The parts written out, with each run of two or more equal siblings written twice: a list of 12
 * cities and one of 13 are one skeleton, while a rule about an element allowed once, or a name
 * used twice in a form, still sees two. An end tag that closes nothing open, and an element never
 * closed, stay where they are, so broken markup keeps a skeleton of its own.
 */
function collapse(parts: readonly Part[]): string {
  const stack: { start: string; written: string; children: string[] }[] = [{ start: '', written: '', children: [] }];
  const add = (child: string) => {
    const { children } = stack.at(-1)!;
    const n = children.length;
    if (!(n >= 2 && children[n - 1] === child && children[n - 2] === child)) children.push(child);
  };
  const close = (endTag: string) => {
    const element = stack.pop()!;
    add(element.written + element.children.join('') + endTag);
  };
  for (const part of parts) {
    if (part.start) stack.push({ start: part.start, written: part.whole, children: [] });
    else if (part.end && stack.length > 1 && stack.at(-1)!.start === part.end) close(part.whole);
    else add(part.whole);
  }
  while (stack.length > 1) close('');
  return stack[0]!.children.join('');
}

/**
 * The pages to validate: the first page of each distinct skeleton, with how many pages share it.
 * A page whose markup differs from every other page's is its own skeleton, and is validated.
 */
export function pagesBySkeleton(pages: readonly [string, string][]): { path: string; html: string; sharedBy: number }[] {
  const first = new Map<string, { path: string; html: string; sharedBy: number }>();
  for (const [path, html] of pages) {
    const key = htmlSkeleton(html);
    const seen = first.get(key);
    if (seen) seen.sharedBy++;
    else first.set(key, { path, html, sharedBy: 1 });
  }
  return [...first.values()];
}

/**
 * Every character reference the pages use (and any bare ampersand), outside script bodies, once
 * each: the skeletons write text as x, so the test validates these in a document of their own,
 * in text and in an attribute, for no-raw-characters and unrecognized-char-ref.
 */
export function characterReferences(pages: readonly [string, string][]): string[] {
  const found = new Set<string>();
  for (const [, html] of pages)
    for (const reference of html.replace(/<script\b[\s\S]*?<\/script>/gi, '').match(REFERENCE) ?? []) found.add(reference);
  return [...found].sort();
}
