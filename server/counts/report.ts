/**
 * What the counts say, for the owner (docs/decisions/069): per page, place, service and source
 * over the last N days (`npm run leads -- report`, as a table or CSV), and per week (the inbox's
 * chart, server/inbox/counts-page.tsx). Read from the store's daily rows; nothing here names a
 * visitor, because nothing stored does.
 */
import { sql } from 'kysely';
import { csvRow } from '../leads/csv.ts';
import type { Db } from '../store/db.ts';
import { COUNT_EVENT_COLUMNS } from '../../shared/counts.ts';
import { londonDay } from './recorder.ts';

/** The report's counts, in the CSV's column order; `views` comes last, after the columns the issue named. */
export const COUNT_COLUMNS = ['calls', 'callback_opens', 'callback_requests', 'questions', 'finder_searches', 'views'] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];
type Tally = Record<CountColumn, number>;

/** Which column each stored event adds to (shared/counts.ts, where the events are listed once). */
const COLUMN_OF: Readonly<Record<string, CountColumn>> = COUNT_EVENT_COLUMNS;

/** Words for each column in the table and the inbox. */
export const COLUMN_NAMES: Record<CountColumn, string> = {
  calls: 'calls',
  callback_opens: 'call-back opens',
  callback_requests: 'call-back requests',
  questions: 'questions',
  finder_searches: 'postcode searches',
  views: 'views',
};

/**
 * A page 'stands out' when it had at least this many views and its calls, call-back requests and
 * questions per view are under half the site's own rate for the same days: many visits, few calls.
 */
export const STAND_OUT_MIN_VIEWS = 20;

interface PageRow extends Tally {
  path: string;
  template: string;
  place: string | null;
  service: string | null;
  /** Many views and few calls for them (STAND_OUT_MIN_VIEWS). */
  fewCalls: boolean;
}

export interface CountsReport {
  from: string;
  to: string;
  days: number;
  total: Tally;
  pages: PageRow[];
  places: { name: string; tally: Tally }[];
  services: { name: string; tally: Tally }[];
  sources: { name: string; tally: Tally }[];
}

const emptyTally = (): Tally => ({ calls: 0, callback_opens: 0, callback_requests: 0, questions: 0, finder_searches: 0, views: 0 });
const contacts = (t: Tally) => t.calls + t.callback_requests + t.questions;

/** The first and last London day of the last `days` days, today included. */
function dayRange(days: number, now = new Date()): { from: string; to: string } {
  const start = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: londonDay(start), to: londonDay(now) };
}

interface SumRow {
  path: string;
  template: string;
  place: string | null;
  service: string | null;
  event: string;
  source: string;
  n: number | string;
}

/** Whether the store has the counts' table (a store the server has not opened since this version has not). */
export async function hasCounts(db: Db): Promise<boolean> {
  const found =
    db.dialect === 'postgres'
      ? sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = 'daily_counts'`
      : sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'daily_counts'`;
  return Number((await found.execute(db.q)).rows[0]?.n ?? 0) > 0;
}

export async function countsReport(db: Db, days: number, now = new Date()): Promise<CountsReport> {
  const { from, to } = dayRange(days, now);
  const rows = (await db.q
    .selectFrom('daily_counts')
    .select(['path', 'template', 'place', 'service', 'event', 'source', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['path', 'template', 'place', 'service', 'event', 'source'])
    .execute()) as SumRow[];

  const total = emptyTally();
  const pages = new Map<string, PageRow>();
  const places = new Map<string, Tally>();
  const services = new Map<string, Tally>();
  const sources = new Map<string, Tally>();
  const addTo = (map: Map<string, Tally>, key: string, column: CountColumn, n: number) => {
    const tally = map.get(key) ?? emptyTally();
    tally[column] += n;
    map.set(key, tally);
  };
  for (const row of rows) {
    const column = COLUMN_OF[row.event];
    if (!column) continue;
    const n = Number(row.n);
    total[column] += n;
    const page = pages.get(row.path) ?? {
      path: row.path,
      template: row.template,
      place: row.place,
      service: row.service,
      fewCalls: false,
      ...emptyTally(),
    };
    page[column] += n;
    pages.set(row.path, page);
    if (row.place) addTo(places, row.place, column, n);
    if (row.service) addTo(services, row.service, column, n);
    addTo(sources, row.source, column, n);
  }
  const siteRate = total.views > 0 ? contacts(total) / total.views : 0;
  for (const page of pages.values()) page.fewCalls = page.views >= STAND_OUT_MIN_VIEWS && contacts(page) / page.views < siteRate / 2;
  const byWeight = (a: Tally, b: Tally) => b.views - a.views || contacts(b) - contacts(a);
  const sorted = (map: Map<string, Tally>) =>
    [...map.entries()].map(([name, tally]) => ({ name, tally })).sort((a, b) => byWeight(a.tally, b.tally) || a.name.localeCompare(b.name));
  return {
    from,
    to,
    days,
    total,
    pages: [...pages.values()].sort((a, b) => byWeight(a, b) || a.path.localeCompare(b.path)),
    places: sorted(places),
    services: sorted(services),
    sources: sorted(sources),
  };
}

/** The report as CSV: one row per page, a column per count (`--format csv`). */
export function reportCsv(report: CountsReport): string {
  return [
    csvRow(['path', 'template', ...COUNT_COLUMNS]),
    ...report.pages.map((p) => csvRow([p.path, p.template, ...COUNT_COLUMNS.map((c) => p[c])])),
  ].join('');
}

/** Columns padded to their widest cell, the last left ragged. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const numbers = (t: Tally) => COUNT_COLUMNS.map((c) => String(t[c]));

/** The report as text: totals, then by page (pages with many views and few calls marked), place, service and source. */
export function reportText(report: CountsReport): string {
  const head = COUNT_COLUMNS.map((c) => COLUMN_NAMES[c]);
  const section = (title: string, named: { name: string; tally: Tally }[]) =>
    named.length === 0 ? `${title}: none` : `${title}:\n${table([['', ...head], ...named.map((n) => [n.name, ...numbers(n.tally)])])}`;
  const lines = [
    `Counts from ${report.from} to ${report.to} (${report.days} day${report.days === 1 ? '' : 's'}, London dates). Nothing here identifies a visitor.`,
    `Total: ${COUNT_COLUMNS.map((c) => `${report.total[c]} ${COLUMN_NAMES[c]}`).join(', ')}.`,
    '',
    report.pages.length === 0
      ? 'By page: none'
      : `By page (most views first; * = at least ${STAND_OUT_MIN_VIEWS} views and under half the site's calls per view):\n${table([
          ['path', 'template', ...head, ''],
          ...report.pages.map((p) => [p.path, p.template, ...numbers(p), p.fewCalls ? '* many views, few calls' : '']),
        ])}`,
    '',
    section('By place', report.places),
    '',
    section('By service', report.services),
    '',
    section("By source ('unknown': counted by the server, which does not see where a visit came from)", report.sources),
  ];
  return lines.join('\n');
}

export interface WeekRow {
  /** The Monday the week starts on, YYYY-MM-DD. */
  week: string;
  tally: Tally;
}

/** Totals per week (Monday to Sunday) over the last `weeks` weeks, oldest first, weeks with nothing included. */
export async function countsByWeek(db: Db, weeks: number, now = new Date()): Promise<WeekRow[]> {
  const today = new Date(`${londonDay(now)}T00:00:00Z`);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const starts = Array.from({ length: weeks }, (_, i) => new Date(monday.getTime() - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
  const rows = await db.q
    .selectFrom('daily_counts')
    .select(['day', 'event', (eb) => eb.fn.sum<number | string>('count').as('n')])
    .where('day', '>=', starts[0]!)
    .groupBy(['day', 'event'])
    .execute();
  const result = starts.map((week) => ({ week, tally: emptyTally() }));
  for (const row of rows) {
    const column = COLUMN_OF[row.event];
    const week = [...result].reverse().find((w) => w.week <= row.day);
    if (column && week) week.tally[column] += Number(row.n);
  }
  return result;
}
