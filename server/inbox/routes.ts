/**
 * The inbox's URLs, mounted at /inbox by server/app.ts before the public pages:
 *
 *   GET  /inbox?show=open|taken|done|spam&q=…   the leads (signed in; else 303 to the sign-in page)
 *   GET  /inbox/leads/:id                        one lead, its actions and history
 *   GET  /inbox/counts                           what brings calls: the site's counts per week and by page
 *   POST /inbox/leads/:id/take|note|done|spam|reopen   a change (form post: Origin + CSRF token)
 *   GET  /inbox/sign-in, POST /inbox/sign-in/options, POST /inbox/sign-in    passkey sign-in
 *   GET  /inbox/enrol/:token, POST …/options, POST /inbox/enrol/:token       make a passkey from an invitation
 *   POST /inbox/sign-out
 *   POST /inbox/test-lead                        a marked test lead through every channel, each one's result
 *   GET  /inbox/changes                          the store's change stamp, JSON, for the list's live update
 *   GET  /inbox/claim/:token, POST …             an e-mail's "taking it" link: confirm page, then the claim (no sign-in)
 *   GET  /inbox/static/inbox.css, passkeys.js, live.js
 *
 * Until someone is invited, every one of them falls through to the site's own 404 page, so the
 * inbox's existence is not visible. Every inbox response is `Cache-Control: no-store` and
 * `X-Robots-Tag: noindex, nofollow`.
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { inboxCopy as copy } from '../../data/inbox.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { INBOX_PERMISSIONS_POLICY } from '../http/hardening.ts';
import type { Db } from '../store/db.ts';
import type { RateLimits } from '../leads/rate-limits.ts';
import { csrfTokenMatches, fromOwnOrigin } from './csrf.ts';
import { claimWithLink, linkState } from './claim-links.ts';
import { addNote, changeStamp, FILTERS, type Filter, historyOf, leadById, listLeads, setState, takeLead } from './leads.ts';
import { finishEnrolment, finishSignIn, enrolmentOptions, type RelyingParty, signInOptions } from './passkeys.ts';
import { anyoneInvited, invitationFor } from './people.ts';
import { currentSession, endSession, type Session, startSession } from './sessions.ts';
import type { TestLeadResult } from '../leads/test-lead.ts';
import { countsByWeek, countsReport } from '../counts/report.ts';
import { countsPage } from './counts-page.tsx';
import { claimPage, leadPage, listPage, messagePage, signInPage, enrolPage, takenByNotice, testLeadPage } from './views.tsx';

export interface InboxRouterOptions {
  db: Db;
  rp: RelyingParty;
  /** dist/inbox: the built passkeys.js and inbox.css. */
  staticDir: string;
  /** Sign-in attempts per client address (rate-limiter-flexible, in Redis when configured). */
  limits: Pick<RateLimits, 'take'>;
  logger: Logger;
  /** Sends a test lead through every configured channel (server/leads/test-lead.ts). */
  sendTestLead: () => Promise<{ results: TestLeadResult[] }>;
  /** Whether a webhook is configured: each change then queues its event (server/leads/event-outbox.ts). */
  webhook: boolean;
}

type Handler = (req: Request, res: Response) => Promise<void>;

/**
 * Where sign-in leads: back to the lead a signed-out person opened (a link in a message), else the
 * list. Only a lead's own path is accepted, so `next` can never send anyone to another site.
 */
function afterSignIn(next: unknown): string {
  return typeof next === 'string' && /^\/inbox\/leads\/[0-9a-f-]{36}$/.test(next) ? next : '/inbox';
}

/** The counts page's chart: this many weeks, this one last; its tables: the last REPORT_DAYS days. */
const CHART_WEEKS = 12;
const REPORT_DAYS = 28;

/** Express 5 passes a rejected promise to the error handler; this only names the type. */
const route =
  (fn: Handler): RequestHandler =>
  (req, res) =>
    fn(req, res);

export function inboxRouter({ db, rp, staticDir, limits, logger, sendTestLead, webhook }: InboxRouterOptions): Router {
  const router = Router({ caseSensitive: true, strict: false });
  const secure = rp.origin.startsWith('https:');
  const log = logger.child({ component: 'inbox' });

  // Off until someone is invited: the request leaves the router for the site's 404.
  router.use(async (_req, res, next) => {
    if (!(await anyoneInvited(db))) return next('router');
    res.set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'same-origin',
      // Passkey sign-in needs publickey-credentials-get, which the public pages turn off.
      'Permissions-Policy': INBOX_PERMISSIONS_POLICY,
    });
    next();
  });

  router.get('/static/inbox.css', (_req, res) => res.sendFile(path.join(staticDir, 'inbox.css')));
  router.get('/static/passkeys.js', (_req, res) => res.sendFile(path.join(staticDir, 'passkeys.js')));
  router.get('/static/live.js', (_req, res) => res.sendFile(path.join(staticDir, 'live.js')));

  const json = express.json({ limit: '16kb' });
  // A note of NOTE_MAX characters in any script, percent-encoded, fits.
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 5 });

  /** A passkey step: from the inbox's own pages only, and within the sign-in budget. */
  const ceremonyGuard: RequestHandler = async (req, res, next) => {
    if (!fromOwnOrigin(req, rp.origin)) {
      log.warn({ path: req.path }, 'inbox: cross-site request refused');
      res.status(403).json({ error: 'cross-site' });
      return;
    }
    const wait = await limits.take('sign-in', clientAddressOf(req));
    if (wait !== null) {
      log.warn({ path: req.path }, 'inbox: sign-in attempts rate-limited');
      res.status(429).set('Retry-After', String(wait)).json({ error: 'too-many' });
      return;
    }
    next();
  };

  router.get(
    '/sign-in',
    route(async (req, res) => {
      res.type('html').send(signInPage(afterSignIn(req.query.next)));
    }),
  );
  router.post(
    '/sign-in/options',
    ceremonyGuard,
    route(async (_req, res) => {
      res.json(await signInOptions(db, rp));
    }),
  );
  router.post(
    '/sign-in',
    ceremonyGuard,
    json,
    route(async (req, res) => {
      const personId = await finishSignIn(db, rp, req.body);
      if (!personId) {
        log.info('inbox: sign-in refused');
        res.status(400).json({ error: 'failed' });
        return;
      }
      await startSession(db, req, res, personId, secure);
      log.info({ personId }, 'inbox: signed in');
      res.json({ next: afterSignIn(req.query.next) });
    }),
  );

  router.get(
    '/enrol/:token',
    route(async (req, res) => {
      const invitation = await invitationFor(db, String(req.params.token));
      if (!invitation) {
        res.status(404).type('html').send(messagePage(copy.enrol.invalidTitle, copy.enrol.invalid));
        return;
      }
      res.type('html').send(enrolPage(String(req.params.token), invitation.name, invitation.expires));
    }),
  );
  router.post(
    '/enrol/:token/options',
    ceremonyGuard,
    route(async (req, res) => {
      const token = String(req.params.token);
      const invitation = await invitationFor(db, token);
      if (!invitation) {
        res.status(404).json({ error: 'failed' });
        return;
      }
      res.json(await enrolmentOptions(db, rp, invitation, token));
    }),
  );
  router.post(
    '/enrol/:token',
    ceremonyGuard,
    json,
    route(async (req, res) => {
      const token = String(req.params.token);
      const invitation = await invitationFor(db, token);
      // The invitation is spent only by a passkey that verified, and only once.
      if (!invitation || !(await finishEnrolment(db, rp, invitation.personId, token, req.body))) {
        log.info('inbox: enrolment refused');
        res.status(400).json({ error: 'failed' });
        return;
      }
      await startSession(db, req, res, invitation.personId, secure);
      log.info({ personId: invitation.personId }, 'inbox: passkey made, signed in');
      res.json({ next: '/inbox' });
    }),
  );

  // An e-mail's "taking it" link (claim-links.ts): no session, the token is the credential. The GET
  // only reads; the POST must come from the confirm page itself (Origin). Without a session, within
  // the claim links' own budget; someone signed in is never held up by others' claims.
  const claimToken = (req: Request) => String(req.params.token);
  const claimBudget: RequestHandler = async (req, res, next) => {
    if (await currentSession(db, req, secure, { touch: false })) return next();
    const wait = await limits.take('claim', clientAddressOf(req));
    if (wait === null) return next();
    log.warn({ path: '/inbox/claim' }, 'inbox: claim links rate-limited');
    res.status(429).set('Retry-After', String(wait)).type('html').send(messagePage(copy.claim.title, copy.claim.tooMany));
  };
  /** A link's status code: ready 200, someone has the lead 409, used or expired 410, unknown 404. */
  const claimStatus = { ready: 200, closed: 409, used: 410, expired: 410, unknown: 404 } as const;
  router.get(
    '/claim/:token',
    claimBudget,
    route(async (req, res) => {
      const state = await linkState(db, claimToken(req));
      res
        .status(claimStatus[state.status])
        .type('html')
        .send(claimPage(state, claimToken(req)));
    }),
  );
  router.post(
    '/claim/:token',
    claimBudget,
    route(async (req, res) => {
      if (!fromOwnOrigin(req, rp.origin)) {
        log.warn({ path: '/inbox/claim' }, 'inbox: cross-site claim refused');
        res.status(403).type('html').send(messagePage(copy.refused.title, copy.claim.crossSite));
        return;
      }
      const state = await claimWithLink(db, claimToken(req), { webhook });
      if (state.status === 'ready') log.info({ leadId: state.lead.id, personId: state.person.id }, 'inbox: lead taken through an e-mail link');
      res
        .status(claimStatus[state.status])
        .type('html')
        .send(claimPage(state, claimToken(req), state.status === 'ready'));
    }),
  );

  // The list's live update asks this every second while it is on screen: the stamp only, and
  // without counting as use of the session (so an inbox left open still times out).
  router.get(
    '/changes',
    route(async (req, res) => {
      // Signed out is an answer, not an error: a browser logs every 4xx of a fetch on the console,
      // and the list's script only needs to know to stop (client/inbox/live.ts).
      if (!(await currentSession(db, req, secure, { touch: false }))) {
        res.json({ signedOut: true });
        return;
      }
      res.json({ stamp: await changeStamp(db) });
    }),
  );

  // Everything below needs a session. A page without one goes to the sign-in page, showing nothing.
  const session = (res: Response) => res.locals.inboxSession as Session;
  router.use(async (req, res, next) => {
    const found = await currentSession(db, req, secure);
    if (!found) {
      if (req.method === 'GET' || req.method === 'HEAD') {
        const destination = afterSignIn(req.originalUrl);
        res.redirect(303, destination === '/inbox' ? '/inbox/sign-in' : `/inbox/sign-in?next=${encodeURIComponent(destination)}`);
      } else res.status(403).type('html').send(messagePage(copy.refused.title, copy.refused.csrf));
      return;
    }
    res.locals.inboxSession = found;
    next();
  });

  router.get(
    '/',
    route(async (req, res) => {
      const show = String(req.query.show ?? 'open');
      const filter: Filter = (FILTERS as readonly string[]).includes(show) ? (show as Filter) : 'open';
      const query = typeof req.query.q === 'string' ? req.query.q.slice(0, 100) : '';
      // The stamp first: a change made while the list is read shows at the next check.
      const stamp = await changeStamp(db);
      res.type('html').send(listPage(session(res), await listLeads(db, filter, query), filter, query, stamp));
    }),
  );

  // What brings calls: the first-party counts per week and by page (server/counts, docs/decisions/069).
  router.get(
    '/counts',
    route(async (_req, res) => {
      // The server migrated the store at start, so the counts' table is there.
      const [weeks, report] = await Promise.all([countsByWeek(db, CHART_WEEKS), countsReport(db, REPORT_DAYS)]);
      res.type('html').send(countsPage(session(res), weeks, report));
    }),
  );

  router.get(
    '/leads/:id',
    route(async (req, res) => {
      await showLead(res, String(req.params.id), null, 200);
    }),
  );

  /** Renders one lead's page, or the not-found page. */
  async function showLead(res: Response, id: string, notice: string | null, status: number): Promise<void> {
    const lead = await leadById(db, id);
    if (!lead) {
      res
        .status(404)
        .type('html')
        .send(messagePage(copy.title, copy.notFound, session(res)));
      return;
    }
    res
      .status(status)
      .type('html')
      .send(leadPage(session(res), lead, await historyOf(db, id), notice));
  }

  /** Every form post: the body read, then Origin and the session's CSRF token checked. */
  const stateChange = [
    form,
    (req: Request, res: Response, next: NextFunction) => {
      if (fromOwnOrigin(req, rp.origin) && csrfTokenMatches(req, session(res).csrfToken)) return next();
      log.warn({ path: req.path }, 'inbox: form refused (origin or CSRF token)');
      res
        .status(403)
        .type('html')
        .send(messagePage(copy.refused.title, copy.refused.csrf, session(res)));
    },
  ];
  const actor = (res: Response) => ({ id: session(res).personId, name: session(res).name });
  const backToLead = (res: Response, id: string) => res.redirect(303, `/inbox/leads/${id}`);

  router.post(
    '/leads/:id/take',
    stateChange,
    route(async (req, res) => {
      const id = String(req.params.id);
      const result = await takeLead(db, id, actor(res), { webhook });
      if (result.ok) return backToLead(res, id);
      if ('missing' in result) return showLead(res, id, null, 404);
      await showLead(res, id, takenByNotice(result.takenBy, result.takenAt, result.state), 409);
    }),
  );
  router.post(
    '/leads/:id/note',
    stateChange,
    route(async (req, res) => {
      const id = String(req.params.id);
      const note = typeof req.body?.note === 'string' ? req.body.note : '';
      if (!(await addNote(db, id, actor(res), note, { webhook }))) return showLead(res, id, null, 404);
      backToLead(res, id);
    }),
  );
  for (const [path, action] of [
    ['done', 'done'],
    ['spam', 'spam'],
    ['reopen', 'reopened'],
  ] as const) {
    router.post(
      `/leads/:id/${path}`,
      stateChange,
      route(async (req, res) => {
        const id = String(req.params.id);
        if (!(await setState(db, id, actor(res), action, { webhook }))) return showLead(res, id, null, 404);
        backToLead(res, id);
      }),
    );
  }

  router.post(
    '/test-lead',
    stateChange,
    route(async (_req, res) => {
      const { results } = await sendTestLead();
      log.info(
        { by: session(res).personId, channels: results.map((r) => `${r.channel}:${r.error === null ? 'delivered' : 'failed'}`) },
        'inbox: test lead sent',
      );
      res.type('html').send(testLeadPage(session(res), results));
    }),
  );

  router.post(
    '/sign-out',
    stateChange,
    route(async (req, res) => {
      await endSession(db, req, res, secure);
      res.redirect(303, '/inbox/sign-in');
    }),
  );

  // Any other address under /inbox, for someone signed in: the inbox's own 404, no-store like
  // every inbox answer (the site's 404 would be cacheable by a shared cache).
  router.use((_req, res) => {
    res
      .status(404)
      .type('html')
      .send(messagePage(copy.title, copy.noSuchPage, session(res)));
  });

  return router;
}
