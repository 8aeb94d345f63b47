import type { ArticleBlock } from './types.ts';

/** Words a reader reads per minute, for reading times computed from the text. */
const WORDS_PER_MINUTE = 200;

export function newestFirst<T extends { date: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date));
}

function blockText(block: ArticleBlock): string {
  switch (block.kind) {
    case 'ul':
    case 'ol':
      return block.items.join(' ');
    case 'callout':
      return `${block.title} ${block.text}`;
    default:
      return block.text;
  }
}

export function wordCount(lead: string, blocks: readonly ArticleBlock[]): number {
  return [lead, ...blocks.map(blockText)].join(' ').split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '2023-09-15' → '15 September 2023', fixed to UTC so server and browser agree. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
