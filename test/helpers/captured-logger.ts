import { Writable } from 'node:stream';
import { type Level, pino } from 'pino';

/** A line pino wrote, parsed. */
export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** A pino logger whose lines the test can read: parsed in `lines`, as written in `raw`. */
export function capturedLogger<Line = LogLine>(level: Level = 'debug') {
  const lines: Line[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, raw };
}
