/**
 * The configuration files in deploy/ (docs/deploy.md) against the code they run: what can drift
 * without systemd, nginx, Caddy or Docker noticing. Those tools' own checks were run by hand
 * (docs/deploy.md says which); this file needs none of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../data/site-defaults.ts';
import { loadConfig } from '../server/operations/config.ts';
import { settingsRead } from '../server/operations/known-settings.ts';
import { root } from './helpers/app.ts';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A systemd unit's `Key=value` lines for one key, in order. */
function unitValues(unit: string, key: string): string[] {
  return unit
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

/** `NAME=` in the units' Environment= lines and the env-file template (commented examples too). */
function unitAndEnvFileNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of ['deploy/systemd/locksmith-site.service', 'deploy/systemd/locksmith-site-backup.service']) {
    for (const value of unitValues(read(file), 'Environment')) names.set(value.split('=')[0]!, file);
  }
  for (const line of read('deploy/locksmith-site.env').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) names.set(match[1]!, 'deploy/locksmith-site.env');
  }
  return names;
}

/** The keys of the `environment:` block of compose.yaml's shared app settings (`x-app`). */
function composeAppNames(): string[] {
  const lines = read('deploy/compose.yaml').split('\n');
  const start = lines.indexOf('x-app: &app');
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line) && !line.startsWith('#'));
  const block = lines.slice(start, end);
  const env = block.indexOf('  environment:');
  const names: string[] = [];
  for (const line of block.slice(env + 1)) {
    if (/^ {4}#/.test(line)) continue;
    const match = /^ {4}([A-Z][A-Z0-9_]*):/.exec(line);
    if (!match) break;
    names.push(match[1]!);
  }
  return names;
}

describe('deploy/', () => {
  const unit = read('deploy/systemd/locksmith-site.service');

  it("the service runs the production build with the Node docs/deploy.md installs, from the project's folder", () => {
    const [node, script, ...rest] = unitValues(unit, 'ExecStart')[0]!.split(' ');
    // The entry point npm start runs (and the Dockerfile's CMD), so a renamed bundle fails here.
    const startScript = JSON.parse(read('package.json')).scripts.start as string;
    expect(startScript).toContain(`node ${script}`);
    expect(rest).toEqual([]);
    expect(unitValues(unit, 'WorkingDirectory')).toEqual(['/opt/locksmith-site']);
    const guide = read('docs/deploy.md');
    expect(guide).toContain(`\`${node}\``);
    // The major the guide installs is the one the project runs on (.node-version).
    const major = read('.node-version').trim();
    expect(guide).toContain(`Node ${major}`);
  });

  it('the service keeps its data where StateDirectory= makes it, writable under ProtectSystem=strict', () => {
    expect(unitValues(unit, 'StateDirectory')).toEqual(['locksmith-site']);
    expect(unitValues(unit, 'Environment')).toContain('DATA_DIR=/var/lib/locksmith-site');
    expect(unitValues(unit, 'ReadWritePaths')).toEqual(['/var/lib/locksmith-site']);
    expect(unitValues(unit, 'EnvironmentFile')).toEqual(['/etc/locksmith-site.env']);
  });

  it('names only variables the configuration reads', () => {
    // Read by the configuration, or elsewhere, such as Node's and its libraries' NODE_ENV, which npm start sets too.
    const known = settingsRead();
    expect(known.has('NODE_ENV')).toBe(true);
    expect(JSON.parse(read('package.json')).scripts.start).toContain('NODE_ENV=production');
    const unknown = [...unitAndEnvFileNames()].filter(([name]) => !known.has(name)).map(([name, file]) => `${name} (${file})`);
    const composeNames = composeAppNames();
    expect(composeNames).toContain('DATABASE_URL');
    unknown.push(...composeNames.filter((name) => !known.has(name)).map((name) => `${name} (deploy/compose.yaml)`));
    expect(unknown).toEqual([]);
  });

  it('the env-file template is a configuration the server starts with', () => {
    const env: Record<string, string> = {};
    for (const line of read('deploy/locksmith-site.env').split('\n')) {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (match) env[match[1]!] = match[2]!;
    }
    const config = loadConfig(env);
    // The proxy on the same machine, and only it, may name the visitor's address.
    expect(config.trustProxy).toBe('loopback');
  });

  it("the proxies send visitors to the app's default port on this machine", () => {
    const port = siteDefaults.PORT;
    expect(read('deploy/nginx/locksmith-site.conf')).toMatch(new RegExp(`^\\s*server 127\\.0\\.0\\.1:${port};$`, 'm'));
    expect(read('deploy/caddy/Caddyfile')).toMatch(new RegExp(`^\\s*reverse_proxy 127\\.0\\.0\\.1:${port} \\{$`, 'm'));
    expect(read('deploy/caddy/compose.Caddyfile')).toMatch(new RegExp(`^\\s*reverse_proxy app-1:${port} app-2:${port} \\{$`, 'm'));
    // Nothing in the unit or the template moves the app off that port.
    expect(unitAndEnvFileNames().has('PORT')).toBe(false);
  });
});
