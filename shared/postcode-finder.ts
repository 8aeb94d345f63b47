/**
 * What the postcode finder answers when it does not send the visitor straight on to a page
 * (server/views/postcode-finder.ts): the words to show beside the field, already filled in except
 * for `{phone}` (the page's number), the pages to offer, and what was typed, which the field keeps.
 * No imports: the client renders it.
 */
export interface FinderLink {
  name: string;
  path: string;
  /** e.g. '12 miles from LL30'. */
  note?: string;
}

export interface FinderAnswer {
  /**
   * invalid: not a postcode; unknown: a well-formed code that is no district in the list
   * (data/outcodes.ts); split: a London code split into districts (SW1); uncovered: an area the
   * business does not serve (GY, JE, IM, BF, BX); unplaced: a district the list gives no position;
   * nearby: a district no page is about, answered with the nearest pages and team.
   */
  kind: 'invalid' | 'unknown' | 'split' | 'uncovered' | 'unplaced' | 'nearby';
  /** What the visitor typed, at most the field's length: the field shows it again. */
  typed: string;
  message: string;
  links: FinderLink[];
  /** The attribution the district positions' licence asks for, on answers worked out from them (docs/decisions/070). */
  credit?: string;
}

/** The longest text the field takes: a full postcode with spaces is at most 8 characters. */
export const FINDER_MAX_INPUT = 16;
