import type { ContentIndex } from './content-index.ts';
import type { LeadService } from './leads/index.ts';

/**
 * What every loader and action receives as `context` (React Router's request context): the
 * app-wide services, plus the client's address for the request being answered.
 */
export interface LoadContext {
  /** Which location pages may be indexed (docs/decisions/026). */
  contentIndex: ContentIndex;
  /** Stores and delivers form posts; absent where the site takes no forms (the static export). */
  leads?: LeadService;
  /** The visitor's address as Express sees it (TRUST_PROXY), for rate limits only. */
  clientAddress: string;
}

/** The context as a loader or action receives it (React Router types it loosely). */
export function loadContextOf(context: unknown): LoadContext {
  return context as LoadContext;
}
