/** RateLog: the first events logged one by one, a flood as one summary when its window closes. */
import { describe, expect, it } from 'vitest';
import { RateLog } from '../server/http/rate-log.ts';
import { capturedLogger } from './helpers/captured-logger.ts';

describe('RateLog', () => {
  it('logs the first events one by one and a flood as one summary when its window closes', () => {
    const { logger, lines } = capturedLogger('info');
    const log = new RateLog(logger, 'client cut', 'clients cut in the last window', { windowMs: 60_000, individually: 3, summaryFrom: 4 });
    for (let i = 0; i < 250; i++) log.record({ i });
    log.flush();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'client cut'],
      [30, 'client cut'],
      [30, 'client cut'],
      [40, 'clients cut in the last window'],
    ]);
    expect(lines[3]).toMatchObject({ count: 250, loggedIndividually: 3 });
    log.record();
    log.flush();
    expect(lines.length).toBe(5);
  });
});
