import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './helpers/app.ts';
import { freePort } from './helpers/ports.ts';

const serverFile = path.join(root, 'dist', 'server', 'main.js');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  return { child, output: () => text };
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('refuses to start with bad configuration and names the variable', async () => {
    const { child, output } = startServer({ SITE_PHONE: 'not a number', PORT: String(await freePort()) });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('SITE_PHONE');
  });

  it('serves, logs JSON access lines, and exits 0 on SIGTERM after its drain', async () => {
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0.5' });
    await waitForHealth(port);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    await res.text();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code, output()).toBe(0);
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/' && (l.res as { statusCode?: number }).statusCode === 200)).toBe(
      true,
    );
    expect(lines.at(-1)?.msg, output()).toBe('stopped');
    expect(
      lines.some((l) => l.msg === 'drain over: no new connections, finishing requests in flight'),
      output(),
    ).toBe(true);
  });
});
