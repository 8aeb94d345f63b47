/**
 * The inbox's 'What brings calls' page (/inbox/counts, docs/decisions/069): the first-party counts
 * per week as small bar charts, drawn as inline SVG on the server (no chart library, no script, and
 * the CSP allows it: no inline style), each with a table of the same numbers for screen readers
 * and for reading exact figures; then the last 28 days by page, pages with many views and few
 * calls marked, and by source.
 */
import { inboxCopy } from '../../data/inbox.ts';
import { COLUMN_NAMES, COUNT_COLUMNS, type CountColumn, type CountsReport, STAND_OUT_MIN_VIEWS, type WeekRow } from '../counts/report.ts';
import type { Session } from './sessions.ts';
import { fill, html, Page } from './views.tsx';

const copy = inboxCopy.counts;

/** The charts, most telling first: what the site is for (calls), then what leads to them. */
const CHARTS: readonly CountColumn[] = ['calls', 'callback_requests', 'questions', 'callback_opens', 'finder_searches', 'views'];

/** The SVG's drawing units: one bar per week, the scale from 0 to the busiest week. */
const BAR = 24;
const GAP = 8;
const HEIGHT = 96;

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekLabel = (week: string) => shortDay.format(new Date(`${week}T00:00:00Z`));

/** One heading cell per count, named as the report names it; the three tables share them. */
function ColumnHeadings({ columns }: { columns: readonly CountColumn[] }) {
  return columns.map((c) => (
    <th key={c} scope="col">
      {COLUMN_NAMES[c]}
    </th>
  ));
}

function WeekChart({ column, weeks }: { column: CountColumn; weeks: readonly WeekRow[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.tally[column]));
  const width = weeks.length * (BAR + GAP);
  return (
    <figure className="chart">
      <figcaption>
        {capitalised(COLUMN_NAMES[column])}: {weeks.at(-1)?.tally[column] ?? 0} this week
      </figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + 16}`} role="img" aria-hidden="true" focusable="false" className="bars">
        {weeks.map((w, i) => {
          const h = Math.round((w.tally[column] / max) * HEIGHT);
          return (
            <g key={w.week}>
              <rect x={i * (BAR + GAP)} y={HEIGHT - h} width={BAR} height={Math.max(h, 1)} className={w.tally[column] ? 'bar' : 'bar is-zero'} />
              {w.tally[column] ? (
                <text x={i * (BAR + GAP) + BAR / 2} y={HEIGHT + 12} textAnchor="middle">
                  {w.tally[column]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function countsPage(session: Session, weeks: readonly WeekRow[], report: CountsReport): string {
  return html(
    <Page title={copy.title} session={session}>
      <p>
        <a href="/inbox">{inboxCopy.back}</a>
      </p>
      <h1>{copy.title}</h1>
      <p>{copy.lead}</p>

      <h2>{copy.weeksTitle}</h2>
      <p>{fill(copy.weeksCaption, { weeks: String(weeks.length) })}</p>
      <div className="charts">
        {CHARTS.map((column) => (
          <WeekChart key={column} column={column} weeks={weeks} />
        ))}
      </div>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">{copy.weeksTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.week}</th>
              <ColumnHeadings columns={CHARTS} />
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{weekLabel(w.week)}</th>
                {CHARTS.map((c) => (
                  <td key={c}>{w.tally[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{fill(copy.pagesTitle, { days: String(report.days) })}</h2>
      {report.pages.length === 0 ? (
        <p>{copy.pagesNone}</p>
      ) : (
        <>
          <p>{fill(copy.fewCallsHint, { views: String(STAND_OUT_MIN_VIEWS) })}</p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{copy.page}</th>
                  <th scope="col">{copy.template}</th>
                  <ColumnHeadings columns={COUNT_COLUMNS} />
                </tr>
              </thead>
              <tbody>
                {report.pages.map((p) => (
                  <tr key={p.path} className={p.fewCalls ? 'few-calls' : undefined}>
                    <th scope="row">
                      {p.path}
                      {p.fewCalls ? <strong className="flag"> {copy.fewCalls}</strong> : null}
                    </th>
                    <td>{p.template}</td>
                    {COUNT_COLUMNS.map((c) => (
                      <td key={c}>{p[c]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h2>{fill(copy.sourcesTitle, { days: String(report.days) })}</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.source}</th>
              <ColumnHeadings columns={COUNT_COLUMNS} />
            </tr>
          </thead>
          <tbody>
            {report.sources.map((s) => (
              <tr key={s.name}>
                <th scope="row">{sourceName(s.name)}</th>
                {COUNT_COLUMNS.map((c) => (
                  <td key={c}>{s.tally[c]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>,
  );
}

function sourceName(source: string): string {
  if (source.startsWith('campaign:')) return fill(copy.campaign, { name: source.slice('campaign:'.length) });
  return copy.sourceNames[source as keyof typeof copy.sourceNames] ?? source;
}
