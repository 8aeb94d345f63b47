/** Names in the environment or the .env file that look like a mistyped setting (server/operations/known-settings.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteDefaults } from '../data/site-defaults.ts';
import { misspeltSettings, settingsRead } from '../server/operations/known-settings.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'known-settings-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('misspelt settings', () => {
  it('knows every setting the configuration reads, the defaults among them', () => {
    const known = settingsRead();
    for (const name of Object.keys(siteDefaults)) expect(known.has(name), name).toBe(true);
    for (const name of [
      'SMTP_URL',
      'LEADS_WEBHOOK_URL',
      'REDIS_URL',
      'DATABASE_URL',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'METRICS_TOKEN',
      'ENV_FILE',
      'GO_LIVE_ACCEPT',
    ])
      expect(known.has(name), name).toBe(true);
  });

  it('suggests the setting a mistyped or borrowed name meant', () => {
    expect(
      misspeltSettings({
        SITE_URL: 'https://www.harbour.test',
        SMTP_UR: 'smtp://127.0.0.1',
        SMPT_URL: 'x',
        PHONE: '0113 243 0000',
        LOG_LEVL: 'debug',
      }),
    ).toEqual([
      'LOG_LEVL is not a setting; did you mean LOG_LEVEL?',
      'PHONE is not a setting; did you mean SITE_PHONE?',
      'SITE_URL is not a setting; did you mean SITE_ORIGIN?',
      'SMPT_URL is not a setting; did you mean SMTP_URL?',
      'SMTP_UR is not a setting; did you mean SMTP_URL?',
    ]);
    // One of our prefixes with nothing near it: still not a setting, without a guess.
    expect(misspeltSettings({ SITE_COLOUR: 'navy' })).toEqual([
      'SITE_COLOUR is not a setting this site reads (README.md, Configuration, lists them)',
    ]);
  });

  it("leaves alone the settings themselves, other programs' variables, and names set empty", () => {
    const env = {
      SITE_ORIGIN: 'https://www.harbour.test',
      SMTP_URL: 'smtp://127.0.0.1',
      PATH: '/usr/bin',
      HOME: '/root',
      TERM: 'xterm',
      RUST_BACKTRACE: '1',
      LOGNAME: 'root',
      NODE_ENV: 'production',
      SITE_URL: '',
    };
    expect(misspeltSettings(env)).toEqual([]);
  });

  it('says which names came from the .env file', () => {
    const file = path.join(scratch, 'site.env');
    writeFileSync(file, 'SITE_URL=https://www.harbour.test\n');
    expect(misspeltSettings({ SITE_URL: 'https://www.harbour.test', ORIGIN: 'x' }, file)).toEqual([
      'ORIGIN is not a setting; did you mean SITE_ORIGIN?',
      `SITE_URL (in ${file}) is not a setting; did you mean SITE_ORIGIN?`,
    ]);
  });
});
