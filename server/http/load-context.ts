import type { Logger } from 'pino';
import { createContext, RouterContextProvider } from 'react-router';
import type { ContentIndex } from '../views/content-index.ts';
import type { CountRecorder } from '../counts/recorder.ts';
import type { LeadService } from '../leads/index.ts';

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
   * server/business/business-facts.ts; docs/decisions/046). Loaders leave them out of the page's data when false.
   */
  sampleContent: boolean;
  /** For what a form post's action must report itself (a lead store that failed). */
  logger?: Logger;
  /** The first-party counts (server/counts, docs/decisions/069); absent, nothing is counted. */
  counts?: CountRecorder;
}

/** What the server knows about one request beyond the request itself. */
export interface RequestFacts {
  /** The visitor's address (server/http/client-address.ts), for rate limits only. */
  clientAddress: string;
  /**
   * A form post over its form's limits (server/http/form-body.ts): the body holds the fields that
   * arrived whole, clipped to their limits, and the action answers 413 with them.
   */
  bodyTooLarge?: boolean;
  /** The request's own logger: its lines carry the request id (server/http/request-log.ts). */
  log?: Logger;
  /** Whether what this request does may be counted: a browser on the site, no robot (server/counts/visitor.ts). */
  countable?: boolean;
}

/** The key under which the request's `LoadContext` travels in React Router's typed context. */
const loadContextKey = createContext<LoadContext>();

/**
 * The `context` a request's loaders and actions receive: React Router 8 passes them a
 * `RouterContextProvider`, and the app's services and the request's facts are one value in it.
 */
export function routerContextFor(loadContext: LoadContext, facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(loadContextKey, { ...loadContext, ...facts });
  return context;
}

/** The `LoadContext` inside the context a loader or action receives (it throws if the server put none there). */
export function loadContextOf(context: Readonly<RouterContextProvider>): LoadContext {
  return context.get(loadContextKey);
}
