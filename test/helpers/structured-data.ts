/**
 * Checks on the JSON-LD of a whole site (docs/decisions/028): one business, references that
 * resolve on their own page, coordinates precise enough to be worth publishing, and no rating
 * markup about the business. Each check takes parsed JSON-LD blocks and returns problems as text,
 * so a test can print them all; test/structured-data.test.ts runs them on every page and on
 * broken fixtures in test/fixtures/structured-data/.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** One page's JSON-LD: its parsed `<script type="application/ld+json">` blocks. */
export type PageBlocks = Json[];

/**
 * schema.org's LocalBusiness and its subtypes (schema.org/LocalBusiness, 'More specific Types',
 * two levels down where a locksmith could plausibly be typed). A node with any of these types is
 * a business listing.
 */
const BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'Locksmith',
  'Electrician',
  'GeneralContractor',
  'HVACBusiness',
  'HousePainter',
  'MovingCompany',
  'Plumber',
  'RoofingContractor',
  'ProfessionalService',
  'EmergencyService',
  'AutomotiveBusiness',
  'Store',
  'HardwareStore',
]);

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: JsonObject): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : typeof type === 'string' ? [type] : [];
};

/** A reference: an object holding nothing but an `@id`. */
const isReference = (node: JsonObject): boolean => typeof node['@id'] === 'string' && Object.keys(node).length === 1;

/** Every object in the blocks, nested ones included, with the property it sits under. */
function* objects(value: Json, key = ''): Generator<{ node: JsonObject; key: string }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objects(item, key);
  } else if (isObject(value)) {
    yield { node: value, key };
    for (const [k, v] of Object.entries(value)) yield* objects(v, k);
  }
}

const allObjects = (blocks: PageBlocks) => blocks.flatMap((block) => [...objects(block)]);

/** The business listings on a page: nodes of a LocalBusiness type, wherever they sit. */
export function businessNodes(blocks: PageBlocks): JsonObject[] {
  return allObjects(blocks)
    .map(({ node }) => node)
    .filter((node) => typesOf(node).some((type) => BUSINESS_TYPES.has(type)));
}

/** Deterministic text of a JSON value, keys sorted, for comparing definitions. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The business entities the site's structured data describes: each distinct `@id` of a business
 * node counts once, and a business node without an `@id` counts as its own entity (by name).
 */
export function businessEntities(pages: Map<string, PageBlocks>): Set<string> {
  const entities = new Set<string>();
  for (const blocks of pages.values()) {
    for (const node of businessNodes(blocks)) {
      entities.add(typeof node['@id'] === 'string' ? node['@id'] : `(no @id) ${String(node.name)}`);
    }
  }
  return entities;
}

/**
 * Exactly one business site-wide: every business node has the same `@id`, and every full
 * definition of it (not a bare reference) is identical to the first one seen.
 */
export function checkOneBusiness(pages: Map<string, PageBlocks>): string[] {
  const problems: string[] = [];
  let first: { id: string; text: string; path: string } | undefined;
  for (const [path, blocks] of pages) {
    for (const node of businessNodes(blocks)) {
      const id = node['@id'];
      if (typeof id !== 'string') {
        problems.push(`${path}: a ${typesOf(node).join('/')} node without an @id (${String(node.name)})`);
        continue;
      }
      const text = canonical(node);
      if (!first) first = { id, text, path };
      else if (id !== first.id) problems.push(`${path}: a second business ${id} (${String(node.name)}); the business is ${first.id}`);
      else if (text !== first.text) problems.push(`${path}: the definition of ${id} differs from the one on ${first.path}`);
    }
  }
  if (!first && pages.size > 0) problems.push('no page defines the business');
  return problems;
}

/** Every `{"@id": …}` reference on a page names a node defined (with more than its @id) on that page. */
export function checkReferences(path: string, blocks: PageBlocks): string[] {
  const found = allObjects(blocks);
  const defined = new Set(found.filter(({ node }) => !isReference(node) && typeof node['@id'] === 'string').map(({ node }) => node['@id'] as string));
  return found
    .filter(({ node }) => isReference(node) && !defined.has(node['@id'] as string))
    .map(({ node, key }) => `${path}: ${key || 'a node'} refers to ${node['@id'] as string}, which the page does not define`);
}

/** Decimal places of a coordinate as written in the JSON (a number or a numeric string). */
function decimals(value: Json | undefined): number {
  if (typeof value !== 'number' && typeof value !== 'string') return -1;
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return -1;
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/** Every `geo` value on a page, wherever it sits. */
export function geoValues(blocks: PageBlocks): JsonObject[] {
  return allObjects(blocks)
    .filter(({ key }) => key === 'geo')
    .map(({ node }) => node);
}

/** Every `geo` has a latitude and a longitude of at least 5 decimals (about a metre), as Google asks. */
export function checkGeo(path: string, blocks: PageBlocks): string[] {
  const problems: string[] = [];
  for (const geo of geoValues(blocks)) {
    for (const axis of ['latitude', 'longitude'] as const) {
      const places = decimals(geo[axis]);
      if (places < 5) problems.push(`${path}: geo ${axis} ${JSON.stringify(geo[axis] ?? null)} has ${Math.max(places, 0)} decimals, not 5`);
    }
  }
  return problems;
}

/** Rating markup about the business: `aggregateRating` or `review` on it, or a Review/AggregateRating of it. */
export function checkNoBusinessRatings(path: string, blocks: PageBlocks): string[] {
  const problems: string[] = [];
  const businessIds = new Set(businessNodes(blocks).map((node) => node['@id']));
  for (const node of businessNodes(blocks)) {
    for (const key of ['aggregateRating', 'review', 'reviews']) {
      if (key in node) problems.push(`${path}: the business carries ${key}`);
    }
  }
  for (const { node } of allObjects(blocks)) {
    if (!typesOf(node).some((type) => type === 'Review' || type === 'AggregateRating')) continue;
    const item = node.itemReviewed;
    const aboutBusiness = isObject(item) && (businessIds.has(item['@id'] ?? undefined) || typesOf(item).some((type) => BUSINESS_TYPES.has(type)));
    if (aboutBusiness) problems.push(`${path}: a ${typesOf(node).join('/')} of the business`);
  }
  return problems;
}

/** Every per-page check on one page. */
export function checkPage(path: string, blocks: PageBlocks): string[] {
  return [...checkReferences(path, blocks), ...checkGeo(path, blocks), ...checkNoBusinessRatings(path, blocks)];
}
