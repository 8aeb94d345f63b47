/**
 * The inbox on two built servers sharing one PostgreSQL and one Redis, as behind a load balancer
 * (docs/decisions/068): a lead posted on one and taken there shows as taken on the other, a second
 * taker on the other is refused with the winner's name, the e-mail's claim link opened on one
 * claims on the other (and is then spent on both), the list's change stamp is one for both, and
 * each change reaches the webhook once, whichever instance's outbox sent it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite } from '../server/inbox/people.ts';
import { type Db, openPostgres } from '../server/store/db.ts';
import { sessionFor } from './helpers/inbox-session.ts';
import { channelsEnv, freshSchema, postgresUrl, type SmtpMessage, startReceiver, startSmtp } from './helpers/leads.ts';
import { freshPrefix, redisUrl } from './helpers/redis.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { waitFor } from './helpers/wait-for.ts';

/** The servers' SITE_ORIGIN (the repository's default): the inbox's own pages post from it. */
const ORIGIN = 'https://www.tumblerway.example';

describe.runIf(postgresUrl && redisUrl)('the inbox on two instances sharing PostgreSQL and Redis', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let db: Db;
  const prefix = freshPrefix();
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    [schema, smtp, receiver] = await Promise.all([freshSchema(postgresUrl!), startSmtp(), startReceiver()]);
  });
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await db?.close();
    await Promise.all([smtp?.close(), receiver?.close(), schema?.drop(), prefix.drop()]);
  });

  const url = (server: ServerProcess, path: string) => `http://127.0.0.1:${server.port}${path}`;

  /** A call-back request as the public form sends it; returns the new lead's id from the shared store. */
  async function postLead(server: ServerProcess, name: string): Promise<string> {
    const res = await fetch(url(server, '/call-back.data'), {
      method: 'POST',
      body: new URLSearchParams({ from: '/leeds', name, phone: '0113 496 0123', need: 'lockout' }),
    });
    expect(res.status).toBe(200);
    const row = await db.q.selectFrom('leads').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    return row.id;
  }

  const form = (server: ServerProcess, path: string, cookie: string | null, fields: Record<string, string>) =>
    fetch(url(server, path), {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const page = (server: ServerProcess, path: string, cookie?: string) =>
    fetch(url(server, path), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

  const unfolded = (m: SmtpMessage) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  async function claimTokenFor(leadId: string, email: string): Promise<string> {
    const message = await waitFor(
      () => smtp.messages.find((m) => m.leadId === leadId && new RegExp(`^To:\\s*${email}`, 'im').test(m.raw)),
      30_000,
      `${email}'s copy`,
    );
    return /\/inbox\/claim\/([0-9a-f]{64})/.exec(unfolded(message))![1]!;
  }

  it('shows a take on one on the other, refuses the second taker there, and claims by e-mail link across them', { timeout: 120_000 }, async () => {
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix.prefix,
      RATE_LIMIT_SECRET: 'shared-rate-limit-secret-0123456789abcdef',
      ...channelsEnv(smtp.port, receiver.url),
      LEADS_POLL_SECONDS: '0.2',
    };
    const [a, b] = await Promise.all([
      startServerProcess(env, { readyPath: '/readyz', name: 'A' }),
      startServerProcess(env, { readyPath: '/readyz', name: 'B' }),
    ]);
    servers.push(a, b);
    db = openPostgres(schema.url, { max: 2 });
    const dave = (await invite(db, 'Dave', 'dave@example.co.uk')).personId;
    const priya = (await invite(db, 'Priya', 'priya@example.co.uk')).personId;
    const [daveSession, priyaSession] = [await sessionFor(db, dave, new Date(), ORIGIN), await sessionFor(db, priya, new Date(), ORIGIN)];

    // Taken on A by Dave: B shows it taken; Priya taking it on B is told Dave has it.
    const first = await postLead(a, 'Morgan Twoservers');
    const stampBefore = (await (await page(b, '/inbox/changes', priyaSession.cookie)).json()) as { stamp: string };
    expect((await form(a, `/inbox/leads/${first}/take`, daveSession.cookie, { _csrf: daveSession.csrf })).status).toBe(303);
    const onB = await page(b, '/inbox?show=taken', priyaSession.cookie);
    expect(onB.status).toBe(200);
    const listB = await onB.text();
    expect(listB).toContain('Morgan Twoservers');
    expect(listB).toContain('Taken by Dave');
    // One stamp for both instances. The lead's deliveries, still being sent, change it too: two
    // reads agree once nothing is moving between them.
    const stampOn = async (s: ServerProcess) => ((await (await page(s, '/inbox/changes', priyaSession.cookie)).json()) as { stamp: string }).stamp;
    const agreed = await waitFor(
      async () => {
        const [stampA, stampB] = await Promise.all([stampOn(a), stampOn(b)]);
        return stampA === stampB && stampA;
      },
      20_000,
      'both instances to give one change stamp',
    );
    expect(agreed).not.toBe(stampBefore.stamp);
    const second = await form(b, `/inbox/leads/${first}/take`, priyaSession.cookie, { _csrf: priyaSession.csrf });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('Dave already has this lead');

    // Priya's own e-mail link for a new lead: opened on A, claimed on B, then spent on both.
    const next = await postLead(b, 'Robin Emaillink');
    const token = await claimTokenFor(next, 'priya@example.co.uk');
    expect((await page(a, `/inbox/claim/${token}`)).status).toBe(200);
    const claimed = await form(b, `/inbox/claim/${token}`, null, {});
    expect(claimed.status).toBe(200);
    expect(claimed.headers.get('set-cookie')).toBeNull();
    for (const server of [a, b]) expect((await page(server, `/inbox/claim/${token}`)).status).toBe(410);
    expect(await (await page(a, `/inbox/leads/${next}`, daveSession.cookie)).text()).toContain('Taken by Priya');
    // Dave's link for the same lead, on A: Priya has it.
    const daveToken = await claimTokenFor(next, 'dave@example.co.uk');
    const late = await form(a, `/inbox/claim/${daveToken}`, null, {});
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Priya already has this lead');

    // Each take reached the webhook once, whichever outbox sent it.
    const takes = await waitFor(
      () => {
        const found = receiver.received.filter((r) => r.body.event === 'lead.taken');
        return found.length >= 2 && found;
      },
      30_000,
      'both take events',
    );
    expect(takes.map((t) => [t.body.leadId, t.body.by, t.body.via]).sort()).toEqual(
      [
        [first, 'Dave', 'inbox'],
        [next, 'Priya', 'email-link'],
      ].sort(),
    );
    await waitFor(
      async () => (await db.q.selectFrom('lead_events').select('status').where('status', '<>', 'sent').execute()).length === 0,
      30_000,
      'every event sent',
    );
    expect(receiver.received.filter((r) => r.body.event === 'lead.taken')).toHaveLength(2);
  });
});
