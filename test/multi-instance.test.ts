/**
 * Two built servers behind one imaginary load balancer, on one PostgreSQL and one Redis: one
 * rate-limit budget between them, each lead delivered once per channel, each instance's own
 * counters on its /metrics, and the survivor serving and delivering when the other is killed.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePages } from './helpers/fixture-pages.ts';
import { channelsEnv, freshSchema, postgresUrl, startReceiver, startSmtp } from './helpers/leads.ts';
import { waitFor } from './helpers/wait-for.ts';
import { freshPrefix, redisUrl } from './helpers/redis.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
const TOKEN = 'multi-instance-token-0123';

type Instance = ServerProcess & { name: string };

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  return { name, ...(await startServerProcess(env, { readyPath: '/readyz', name })) };
}

/** A call-back request as the page's form sends it with JavaScript, from `address` (through the trusted proxy). */
async function callBack(instance: Instance, address: string, phone: string): Promise<{ status: string; requestId: string | null }> {
  const res = await fetch(`http://127.0.0.1:${instance.port}/call-back.data`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address, 'X-Request-Id': `lb-${phone.replace(/\D/g, '')}` },
    body: new URLSearchParams({ from: fixturePages.city, name: 'Sam Smith', phone, need: 'lockout' }),
  });
  const body = (await res.json()) as { actionData?: { 'call-back'?: { status?: string } } };
  return { status: body.actionData?.['call-back']?.status ?? `HTTP ${res.status}`, requestId: res.headers.get('x-request-id') };
}

async function scrape(instance: Instance): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${instance.port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.runIf(postgresUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const prefix = freshPrefix();
  const instances: Instance[] = [];

  beforeAll(async () => {
    [schema, smtp, receiver] = await Promise.all([freshSchema(postgresUrl!), startSmtp(), startReceiver()]);
  });
  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await Promise.all([smtp?.close(), receiver?.close(), schema?.drop(), prefix.drop()]);
  });

  /** Lead ids in the shared store, and whether every delivery of every lead is recorded as sent. */
  async function storeState(): Promise<{ ids: string[]; allSent: boolean }> {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const ids = (await client.query<{ id: string }>('select id from leads order by id')).rows.map((r) => r.id);
      const waiting = (await client.query<{ n: string }>("select count(*) as n from deliveries where status <> 'sent'")).rows[0]!.n;
      return { ids, allSent: Number(waiting) === 0 };
    } finally {
      await client.end();
    }
  }

  it('share one budget, deliver each lead once per channel, count on their own, and survive one being killed', { timeout: 90_000 }, async () => {
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix.prefix,
      // One configuration for both instances, so they key the shared budgets alike.
      RATE_LIMIT_SECRET: 'shared-rate-limit-secret-0123456789abcdef',
      LEADS_RATE_PER_ADDRESS: '10',
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN: TOKEN,
      ...channelsEnv(smtp.port, receiver.url),
      LEADS_POLL_SECONDS: '0.2',
    };
    const [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    instances.push(a, b);

    // 15 posts from one visitor, alternating between the instances, each with its own number.
    const answers: { via: string; status: string; requestId: string | null }[] = [];
    for (let i = 0; i < 15; i++) {
      const via = i % 2 === 0 ? a : b;
      answers.push({ via: via.name, ...(await callBack(via, '203.0.113.50', `0113 496 01${String(i).padStart(2, '0')}`)) });
    }
    const accepted = answers.filter((x) => x.status === 'sent');
    const refused = answers.filter((x) => x.status === 'rate-limited');
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(5);
    expect(answers.slice(10).every((x) => x.status === 'rate-limited')).toBe(true);
    // The shared keys are HMACs under RATE_LIMIT_SECRET: none is a plain SHA-256 of the address or a number.
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix.prefix}*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(1);
    const plain = ['203.0.113.50', ...Array.from({ length: 15 }, (_, i) => `+44113496${String(100 + i).padStart(4, '0')}`)].map((value) =>
      createHash('sha256').update(value).digest('base64url').slice(0, 32),
    );
    expect(keys.filter((key) => plain.includes(key.slice(key.lastIndexOf(':') + 1)))).toEqual([]);
    // The load balancer's request id came through to the answer.
    expect(answers[0]!.requestId).toBe('lb-01134960100');

    // Each stored lead reaches each channel exactly once, whichever instance's outbox claimed it.
    await waitFor(async () => (await storeState()).allSent && smtp.messages.length >= 10 && receiver.received.length >= 10, 30_000, 'every delivery');
    const { ids } = await storeState();
    expect(ids).toHaveLength(10);
    expect(smtp.messages.map((m) => m.leadId).sort()).toEqual(ids);
    expect(receiver.received.map((r) => r.id).sort()).toEqual(ids);

    // Each instance counts what it did itself.
    const [textA, textB] = await Promise.all([scrape(a), scrape(b)]);
    for (const [instance, text] of [
      [a, textA],
      [b, textB],
    ] as const) {
      const mine = answers.filter((x) => x.via === instance.name);
      expect(sample(text, 'leads_stored_total', 'kind="callback"'), instance.name).toBe(mine.filter((x) => x.status === 'sent').length);
      expect(sample(text, 'leads_rate_limited_total', 'limit="address"'), instance.name).toBe(mine.filter((x) => x.status === 'rate-limited').length);
      expect(sample(text, 'http_requests_total', 'method="POST",route="/call-back.data",status_class="2xx"'), instance.name).toBe(mine.length);
      expect(sample(text, 'rate_limit_store_errors_total', ''), instance.name).toBe(0);
    }
    const delivered = (channel: string) =>
      sample(textA, 'leads_delivered_total', `channel="${channel}"`) + sample(textB, 'leads_delivered_total', `channel="${channel}"`);
    expect(delivered('email')).toBe(10);
    expect(delivered('webhook')).toBe(10);
    console.info(
      `two instances: ${accepted.length} accepted, ${refused.length} refused; delivered ${smtp.messages.length} e-mails and ${receiver.received.length} webhooks; A stored ${sample(textA, 'leads_stored_total', 'kind="callback"')} and B ${sample(textB, 'leads_stored_total', 'kind="callback"')}; A delivered ${sample(textA, 'leads_delivered_total', 'channel="email"')}+${sample(textA, 'leads_delivered_total', 'channel="webhook"')} and B ${sample(textB, 'leads_delivered_total', 'channel="email"')}+${sample(textB, 'leads_delivered_total', 'channel="webhook"')} (e-mail+webhook)`,
    );

    // Kill A outright: B keeps serving pages, taking requests and delivering them.
    a.child.kill('SIGKILL');
    expect((await a.exited)[1]).toBe('SIGKILL');
    expect((await fetch(`http://127.0.0.1:${b.port}${fixturePages.city}`)).status).toBe(200);
    expect((await callBack(b, '203.0.113.50', '0113 496 0199')).status).toBe('rate-limited'); // the budget outlived A
    expect((await callBack(b, '203.0.113.51', '0113 496 0198')).status).toBe('sent');
    await waitFor(() => smtp.messages.length === 11 && receiver.received.length === 11, 30_000, 'the survivor to deliver');
    expect((await storeState()).ids).toHaveLength(11);

    b.child.kill('SIGTERM');
    const [code] = await b.exited;
    expect(code, b.output()).toBe(0);
    for (const secret of ['Sam Smith', '0113 496 01', '203.0.113.50']) expect(a.output() + b.output()).not.toContain(secret);
  });
});
