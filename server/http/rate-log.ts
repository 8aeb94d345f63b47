import type { Logger } from 'pino';

export interface RateLogOptions {
  /** Length of one counting window. */
  windowMs?: number;
  /** Events per window logged one by one (0: none, the caller logs them some other way). */
  individually?: number;
  /** A summary is logged when a window holds at least this many events. */
  summaryFrom?: number;
}

/**
 * Counts events of one kind per window, logs the first few in full and, when a window holds many,
 * one summary line at warn when it closes: a flood costs a handful of lines, not one per event.
 * The window's timer is unref'd, so it never holds the process open.
 */
export class RateLog {
  readonly #logger: Logger;
  readonly #message: string;
  readonly #summary: string;
  readonly #windowMs: number;
  readonly #individually: number;
  readonly #summaryFrom: number;
  #count = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(logger: Logger, message: string, summary: string, { windowMs = 10_000, individually = 10, summaryFrom = 11 }: RateLogOptions = {}) {
    this.#logger = logger;
    this.#message = message;
    this.#summary = summary;
    this.#windowMs = windowMs;
    this.#individually = individually;
    this.#summaryFrom = summaryFrom;
  }

  /** Records one event; `details` go into its log line when it is one of the first in the window. */
  record(details: Record<string, unknown> = {}): void {
    this.#count++;
    if (this.#count <= this.#individually) this.#logger.info(details, this.#message);
    this.#timer ??= setTimeout(() => this.flush(), this.#windowMs).unref();
  }

  /** Closes the window now: logs its summary if it was a flood, and starts counting afresh. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const count = this.#count;
    this.#count = 0;
    if (count >= this.#summaryFrom) {
      this.#logger.warn({ count, windowSeconds: this.#windowMs / 1000, loggedIndividually: Math.min(count, this.#individually) }, this.#summary);
    }
  }
}
