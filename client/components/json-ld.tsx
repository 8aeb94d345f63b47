import { serializeForScript } from '../../shared/hydration.ts';
import type { JsonLdGraph } from '../../shared/jsonld.ts';

/**
 * Structured data as a JSON-LD block. Rendered through dangerouslySetInnerHTML with `<` escaped:
 * React would escape a text child and then fail hydration, and Helmet does not escape at all.
 */
export function JsonLd({ data }: { data: JsonLdGraph }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeForScript escapes every character that could close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
