/**
 * What the postcode finder answers when it does not send the visitor straight on to a page
 * (server/views/postcode-finder.ts): the words to show beside the field, already filled in except
 * for `{phone}` (the page's number), the pages to offer, and what was typed, which the field keeps.
 * No imports: the client renders it.
 */
export interface FinderLink {
  name: string;
  path: string;
  /** e.g. '12 miles from Llandudno'. */
  note?: string;
}

export interface FinderAnswer {
  /**
   * invalid: not a postcode; unknown: a London code that is no district; split: a London code
   * split into districts (SW1); uncovered: an area the business does not serve (GY, JE, IM);
   * unconfirmed: a district the site cannot place, in an area it serves.
   */
  kind: 'invalid' | 'unknown' | 'split' | 'uncovered' | 'unconfirmed';
  /** What the visitor typed, at most the field's length: the field shows it again. */
  typed: string;
  message: string;
  links: FinderLink[];
}

/** The longest text the field takes: a full postcode with spaces is at most 8 characters. */
export const FINDER_MAX_INPUT = 16;
