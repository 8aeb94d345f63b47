import type { OpeningHours } from './jsonld.ts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Opening hours as a sentence says them after 'we answer': '24 hours a day, 7 days a week',
 * 'Monday to Friday, from 08:00 to 18:00', 'on Saturday and Sunday, all day'.
 */
export function hoursInWords(hours: OpeningHours): string {
  const days = WEEK.filter((day) => hours.dayOfWeek.includes(day));
  const allDay = isAllDay(hours);
  if (isRoundTheClock(hours)) return '24 hours a day, 7 days a week';
  const first = WEEK.indexOf(days[0] ?? '');
  const inARow = days.every((day, i) => WEEK.indexOf(day) === first + i);
  const when =
    days.length === 7
      ? 'every day'
      : inARow && days.length > 2
        ? `${days[0]} to ${days.at(-1)}`
        : `on ${days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '')}`;
  return `${when}, ${allDay ? 'all day' : `from ${hours.opens} to ${hours.closes}`}`;
}

function isAllDay(hours: OpeningHours): boolean {
  return hours.opens === '00:00' && (hours.closes === '23:59' || hours.closes === '24:00');
}

/** Every day of the week, all day: what '24 hours a day' and '24/7' in the copy need. */
export function isRoundTheClock(hours: OpeningHours): boolean {
  return isAllDay(hours) && WEEK.every((day) => hours.dayOfWeek.includes(day));
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
