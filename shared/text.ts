/** '{city}' placeholders in content are replaced with the place name. */
export function fillPlace(text: string, place: string): string {
  return text.replaceAll('{city}', place);
}

/** A small, stable hash of a string: picks text variants by place so pages differ without randomness. */
export function stableIndex(key: string, modulo: number): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % modulo;
}

/** The longest title search results show before cutting it off. */
export const MAX_TITLE_LENGTH = 65;

/** Joins a title's parts with ' | ', dropping trailing parts while it is longer than `max`. */
export function fitTitle(parts: string[], max = MAX_TITLE_LENGTH): string {
  let kept = parts;
  while (kept.length > 1 && kept.join(' | ').length > max) kept = kept.slice(0, -1);
  return kept.join(' | ');
}

/** Cuts a description at a word boundary so it stays within `max` characters. */
export function fitDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}
