import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './helpers/app.ts';
import { startSmtp, waitFor } from './helpers/leads.ts';
import { freePort } from './helpers/ports.ts';

const serverFile = path.join(root, 'dist', 'server', 'main.js');
const cliFile = path.join(root, 'dist', 'server', 'leads-cli.js');
const run = promisify(execFile);

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      LEADS_POLL_SECONDS: '0.2',
      LEADS_RETRY_BASE_SECONDS: '0.2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  return { child, output: () => text };
}

async function health(port: number): Promise<{ oldestUndeliveredLeadSeconds: number | null }> {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return (await res.json()) as { oldestUndeliveredLeadSeconds: number | null };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

const leadsCli = (...args: string[]) => run(process.execPath, [cliFile, ...args], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } });

describe('the lead pipeline across processes (embedded database)', () => {
  it('keeps requests stored before a crash, delivers each once after the restart, and npm run leads works beside the server', async () => {
    const smtpPort = await freePort(); // nothing listens there yet: the mail server is down
    const mailEnv = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL_TO: 'leads@tumblerway.example',
      LEADS_EMAIL_FROM: 'web@tumblerway.example',
    };
    let port = await freePort();
    while (port === smtpPort) port = await freePort();
    const first = startServer({ ...mailEnv, PORT: String(port) });
    expect((await health(port)).oldestUndeliveredLeadSeconds).toBeNull();

    for (const i of [1, 2, 3]) {
      const res = await fetch(`http://127.0.0.1:${port}/ask-the-expert.data`, {
        method: 'POST',
        body: new URLSearchParams({ name: `Person ${i}`, email: `p${i}@example.com`, question: `Question ${i}` }),
      });
      expect(await res.json()).toEqual({ actionData: { 'ask-the-expert': { status: 'sent' } }, status: 200 });
    }
    await waitFor(() => first.output().includes('lead delivery failed; will retry'), 10_000, 'a failed attempt');
    expect((await health(port)).oldestUndeliveredLeadSeconds).toEqual(expect.any(Number));

    // The operator's tool reaches the running server's database through its socket.
    const listed = await leadsCli('list');
    expect(listed.stderr).toContain("the running server's socket");
    expect(listed.stdout.match(/question/g)).toHaveLength(3);
    expect(listed.stdout).toMatch(/email: pending after \d+ attempts?/);
    const csv = await leadsCli('export');
    expect(csv.stdout.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(csv.stdout).toContain('Person 2,,p2@example.com');
    expect((await health(port)).oldestUndeliveredLeadSeconds).toEqual(expect.any(Number));

    // A second server on the same folder is refused while the first holds it.
    const intruder = startServer({ PORT: String(await freePort()) });
    const [intruderCode] = await once(intruder.child, 'exit');
    expect(intruderCode).toBe(1);
    expect(intruder.output()).toContain('is held by process');

    // Crash: no shutdown, the lock file and socket stay behind.
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

    const smtp = await startSmtp(smtpPort);
    let port2 = await freePort();
    while (port2 === smtpPort) port2 = await freePort();
    const second = startServer({ ...mailEnv, PORT: String(port2) });
    try {
      await health(port2);
      await waitFor(() => smtp.messages.length >= 3, 20_000, 'three e-mails after the restart');
      // Nothing waiting: every delivery is recorded as sent, so none can be sent again later.
      await waitFor(async () => (await health(port2)).oldestUndeliveredLeadSeconds === null, 10_000, 'nothing waiting');
      expect(smtp.messages).toHaveLength(3);
      expect(new Set(smtp.messages.map((m) => m.leadId)).size).toBe(3);
      const status = await leadsCli('status');
      expect(status.stdout).toContain('Oldest undelivered lead: none waiting');
      expect(status.stdout).toContain('email sent: 3');
      second.child.kill('SIGTERM');
      const [code] = await once(second.child, 'exit');
      expect(code, second.output()).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
      await smtp.stop();
    }
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    // With no server running the tool opens the folder itself; the data is intact.
    const after = await leadsCli('list');
    expect(after.stderr).toContain('no server running');
    expect(after.stdout.match(/email: sent/g)).toHaveLength(3);
    const logged = second.output() + first.output();
    for (const secret of ['Person 1', 'p1@example.com', 'Question 1']) expect(logged).not.toContain(secret);
  }, 120_000);
});
