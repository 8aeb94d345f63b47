/**
 * Opening hours by day, with dated closures (docs/decisions/059): the shape of `phoneLineHours`
 * and `officeOpeningHours` in data/business.ts, and how sentences and claims read them.
 */

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** One row of a week: the days it names are open from `opens` to `closes` (24-hour 'HH:MM'). */
export interface HoursRow {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** A whole day closed, e.g. a bank holiday: an ISO date ('2026-12-25') and what it is. */
export interface Closure {
  date: string;
  name: string;
}

/** A week of rows (a day no row names is closed) and the dated closures on top of it. */
export interface OpeningHours {
  weekly: readonly HoursRow[];
  closures: readonly Closure[];
}

/**
 * Opening hours as a sentence says them after 'we answer': '24 hours a day, 7 days a week',
 * 'Monday to Friday, from 08:00 to 18:00; Saturday, from 09:00 to 13:00',
 * 'on Saturday and Sunday, all day'. Rows are said in the order of the week.
 */
export function hoursInWords(hours: OpeningHours): string {
  if (isRoundTheClock(hours)) return '24 hours a day, 7 days a week';
  return byFirstDay(hours.weekly)
    .map((row) => `${daysInWords(row.days)}, ${isAllDay(row) ? 'all day' : `from ${row.opens} to ${row.closes}`}`)
    .join('; ');
}

/** 'every day', 'Monday to Friday' (three or more days in a row), 'on Saturday and Sunday', 'Saturday'. */
function daysInWords(listed: readonly Weekday[]): string {
  const days = WEEK.filter((day) => listed.includes(day));
  if (days.length === 7) return 'every day';
  if (days.length > 2 && inARow(days)) return `${days[0]} to ${days.at(-1)}`;
  if (days.length === 1) return days[0]!;
  return `on ${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** Whether the days (in week order) follow each other with no gap. */
function inARow(days: readonly Weekday[]): boolean {
  const first = WEEK.indexOf(days[0]!);
  return days.every((day, i) => WEEK.indexOf(day) === first + i);
}

/** The rows sorted by the first day each names, so a sentence reads Monday before Saturday. */
function byFirstDay(rows: readonly HoursRow[]): HoursRow[] {
  const first = (row: HoursRow) => Math.min(...row.days.map((day) => WEEK.indexOf(day)));
  return [...rows].sort((a, b) => first(a) - first(b));
}

function isAllDay(row: HoursRow): boolean {
  return row.opens === '00:00' && (row.closes === '23:59' || row.closes === '24:00');
}

/** The row that names `day`, or undefined: the day is closed. */
export function rowFor(hours: OpeningHours, day: Weekday): HoursRow | undefined {
  return hours.weekly.find((row) => row.days.includes(day));
}

/**
 * Every day of the week, all day, with no closures: what '24 hours a day', '24/7' and
 * '365 days a year' in the copy need. A single dated closure makes those claims false.
 */
export function isRoundTheClock(hours: OpeningHours): boolean {
  return (
    hours.closures.length === 0 &&
    WEEK.every((day) => {
      const row = rowFor(hours, day);
      return row !== undefined && isAllDay(row);
    })
  );
}

/**
 * The closures from `today` (an ISO date) up to `days` days after it, in date order: what a page
 * lists as coming up. The caller passes today's date, so tests can fix it.
 */
export function upcomingClosures(closures: readonly Closure[], today: string, days: number): Closure[] {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return closures.filter((closure) => closure.date >= today && closure.date <= last).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A claim about when the phone is answered, in two wordings: one for a line open round the clock,
 * one for any other hours, with `{hours}` where hoursInWords puts them. Copy in data/ gives both,
 * so no page says '24/7' of a line that is not (docs/decisions/027).
 */
export interface HoursWords {
  roundTheClock: string;
  otherHours: string;
}

/** The wording of `words` that is true of `hours`. */
export function wordsForHours(hours: OpeningHours, words: HoursWords): string {
  return isRoundTheClock(hours) ? words.roundTheClock : words.otherHours.replace('{hours}', hoursInWords(hours));
}

/**
 * The words a sentence of location copy says about when we answer, as named slots filled from the
 * phone line's hours (docs/decisions/072): while the line is open every day, all day, each is its
 * round-the-clock words (with the space or comma it needs); otherwise each is nothing, except
 * `openLocksmith`, which is 'Locksmith', and `whenWeAnswer`, which says the hours. So a copywriter
 * writes 'Typical arrival time across {place}{dayOrNight}{allYear}.' once, and the sentence is true
 * of any business's hours.
 */
export function hoursSlots(hours: OpeningHours) {
  const open = isRoundTheClock(hours);
  const only = (words: string) => (open ? words : '');
  return {
    /** '24/7 Emergency Service': before a capitalised word. */
    allHours: only('24/7 '),
    /** Opening a sentence: '24/7 locksmith in Leeds' or 'Locksmith in Leeds'. */
    openLocksmith: open ? '24/7 locksmith' : 'Locksmith',
    /** After 'we answer ': '24 hours a day', or the hours in words. */
    whenWeAnswer: hoursInWords(hours),
    dayOrNight: only(', day or night'),
    dayAndNight: only(' day and night'),
    commaDayAndNight: only(', day and night'),
    atAnyHour: only(' at any hour'),
    commaAtAnyHour: only(', at any hour'),
    atAnyHourOfTheDayOrNight: only(' at any hour of the day or night'),
    atAnyTime: only(', at any time of day or night'),
    commaAtAnyHourOfAnyDay: only(', at any hour of any day'),
    commaAllHours: only(', 24/7'),
    titleDayOrNight: only(', Day or Night'),
    allYear: only(', 365 days a year'),
    allDay: only(' 24 hours a day'),
    commaAllDay: only(', 24 hours a day'),
    aroundTheClock: only(' around the clock'),
    roundTheClock: only(' round-the-clock'),
    twentyFourHour: only(' 24-hour'),
    wheneverYouNeedIt: only(' whenever you need it'),
  };
}
