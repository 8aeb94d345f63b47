/**
 * The leads inbox (docs/decisions/065): the business's own people read, take, note and close
 * leads at /inbox, signed in with passkeys. It runs beside the public site, never inside it: its
 * pages are plain server-rendered HTML with their own small stylesheet and passkey script, built
 * to dist/inbox, so the public pages' JavaScript and CSS do not change by a byte.
 *
 *   const inbox = createInbox({ db, origin: site.origin, siteName: site.name, config: config.leads, logger });
 *   createApp({ …, inbox });          // mounted at /inbox
 *
 * The parts: leads.ts (the queries), people.ts (people and invitations), passkeys.ts (WebAuthn),
 * claim-links.ts (the e-mail's "taking it" links), sessions.ts, csrf.ts, tokens.ts, routes.ts and
 * views.tsx; the list's live update is client/inbox/live.ts.
 */
import path from 'node:path';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { LeadConfig } from '../leads/config.ts';
import type { Db } from '../store/db.ts';
import { createRateLimits } from '../leads/rate-limits.ts';
import { sendTestLead } from '../leads/test-lead.ts';
import { inboxRouter } from './routes.ts';
import { deleteStaleSessions } from './sessions.ts';

export interface Inbox {
  router: Router;
  close(): Promise<void>;
}

export interface InboxOptions {
  /** The lead store, opened (and migrated) by the server; the inbox does not close it. */
  db: Db;
  /** The origin people open the inbox on (SITE_ORIGIN): the passkeys' relying party. */
  origin: string;
  siteName: string;
  /** The built client folder (dist/client); the inbox's own files are beside it in dist/inbox. */
  clientDir: string;
  /** The leads' settings: the sign-in budget (in Redis with REDIS_URL) and the channels the test lead goes through. */
  config: LeadConfig;
  logger: Logger;
}

const SWEEP_EVERY_MS = 60 * 60_000;

export function createInbox({ db, origin, siteName, clientDir, config, logger }: InboxOptions): Inbox {
  const limits = createRateLimits(config, logger.child({ component: 'inbox' }));
  const sweep = setInterval(() => deleteStaleSessions(db).catch(() => {}), SWEEP_EVERY_MS);
  sweep.unref();
  return {
    router: inboxRouter({
      db,
      rp: { origin, name: siteName },
      staticDir: path.join(clientDir, '..', 'inbox'),
      limits,
      logger,
      sendTestLead: () => sendTestLead(config),
      webhook: config.webhook !== null,
    }),
    async close() {
      clearInterval(sweep);
      await limits.close();
    },
  };
}
