import type { Logger } from 'pino';
import type { ContentIndex } from './content-index.ts';
import type { LeadService } from './leads/index.ts';

/**
 * What every loader and action receives as `context` (React Router's request context): the
 * app-wide services and settings, plus what is known of the request being answered.
 */
export interface LoadContext extends RequestFacts {
  /** Which location pages may be indexed (docs/decisions/026). */
  contentIndex: ContentIndex;
  /** Stores and delivers form posts; absent where the site takes no forms (the static export). */
  leads?: LeadService;
  /**
   * Whether the forms take posts (leadFormsOpen in server/leads/config.ts; docs/decisions/038).
   * When false, a post is answered with the page's number and nothing is stored.
   */
  leadFormsOpen: boolean;
  /**
   * Whether sample reviews and the sample rating may be shown (showsSampleContent in
   * server/business-facts.ts; docs/decisions/046). Loaders leave them out of the page's data when false.
   */
  sampleContent: boolean;
  /** For what a form post's action must report itself (a lead store that failed). */
  logger?: Logger;
}

/** What the server knows about one request beyond the request itself. */
export interface RequestFacts {
  /** The visitor's address (server/client-address.ts), for rate limits only. */
  clientAddress: string;
  /**
   * A form post over its form's limits (server/form-body.ts): the body holds the fields that
   * arrived whole, clipped to their limits, and the action answers 413 with them.
   */
  bodyTooLarge?: boolean;
  /** The request's own logger: its lines carry the request id (server/request-log.ts). */
  log?: Logger;
}

/** The context as a loader or action receives it (React Router types it loosely). */
export function loadContextOf(context: unknown): LoadContext {
  return context as LoadContext;
}
