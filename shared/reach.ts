/**
 * A sentence that may be said only where one of the business's teams reaches the place
 * (docs/decisions/064): calling the business local there, promising work the same day, giving
 * arrival minutes. Copy in data/ gives both wordings, as shared/hours.ts's HoursWords does for the
 * 24/7 claim, and server/views/response-time.ts `wordsForReach` picks the one that is true of a
 * place, by the one reach rule. `beyondReach` says plainly that the time is agreed on the phone;
 * `local`, where given, is said only where the place is local to a team.
 */
export interface ReachWords {
  /**
   * Where the place is local to a team: its own team, or one under 10 miles away, which promises
   * its own time (server/views/response-time.ts `local`). Only these words may call the business
   * local (docs/decisions/083); without them, `withinReach` is said there too.
   */
  local?: string;
  withinReach: string;
  beyondReach: string;
}

/** Words that are true anywhere (a plain string), or a reach-bound pair. */
export type PlaceWords = string | ReachWords;
