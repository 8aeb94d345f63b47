/**
 * The inbox drops Node's Web Crypto experimental-feature warnings, which @simplewebauthn/server
 * sets off, and nothing else (server/inbox/web-crypto-warnings.ts). Checked in a Node process of
 * its own, as the server runs: the real Web Crypto calls whose warnings must go, and warnings that
 * must still reach stderr (another experimental feature, another type with Web Crypto's words, a
 * plain warning, an Error).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isWebCryptoExperimentWarning } from '../server/inbox/web-crypto-warnings.ts';
import { root } from './helpers/app.ts';

const run = promisify(execFile);

const script = `
import { dropWebCryptoExperimentWarnings } from ${JSON.stringify(path.join(root, 'server/inbox/web-crypto-warnings.ts'))};
dropWebCryptoExperimentWarnings();
dropWebCryptoExperimentWarnings();
const subtle = globalThis.crypto.subtle;
await subtle.constructor.supports?.('verify', 'ML-DSA-44');
await subtle.constructor.supports?.('verify', { name: 'Ed25519' });
process.emitWarning('The Foo API is an experimental feature and might change at any time', 'ExperimentalWarning');
process.emitWarning('The supports Web Crypto API method is an experimental feature and might change at any time', 'DeprecationWarning');
process.emitWarning('The supports Web Crypto API method is an experimental feature, said as a plain warning');
process.emitWarning(Object.assign(new Error('Possible EventEmitter memory leak detected'), { name: 'MaxListenersExceededWarning' }));
process.emitWarning('The ML-DSA-87 Web Crypto API algorithm is an experimental feature', { type: 'ExperimentalWarning', code: 'X' });
`;

describe('the Web Crypto warning filter', () => {
  it('drops only ExperimentalWarnings about Web Crypto, in a real Node process', async () => {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root });
    const lines = stderr
      .split('\n')
      .filter((l) => /^\(node:\d+\) /.test(l))
      .map((l) => l.replace(/^\(node:\d+\) /, ''));
    expect(lines).toEqual([
      'ExperimentalWarning: The Foo API is an experimental feature and might change at any time',
      'DeprecationWarning: The supports Web Crypto API method is an experimental feature and might change at any time',
      'Warning: The supports Web Crypto API method is an experimental feature, said as a plain warning',
      'MaxListenersExceededWarning: Possible EventEmitter memory leak detected',
    ]);
    expect(stderr).not.toContain('ML-DSA');
  });

  it('tells the warnings apart by type and words', () => {
    const webCrypto = 'The ML-DSA-44 Web Crypto API algorithm is an experimental feature and might change at any time';
    expect(isWebCryptoExperimentWarning(webCrypto, 'ExperimentalWarning')).toBe(true);
    expect(isWebCryptoExperimentWarning(webCrypto, { type: 'ExperimentalWarning' })).toBe(true);
    expect(isWebCryptoExperimentWarning(Object.assign(new Error(webCrypto), { name: 'ExperimentalWarning' }))).toBe(true);
    expect(isWebCryptoExperimentWarning(webCrypto)).toBe(false);
    expect(isWebCryptoExperimentWarning(webCrypto, 'DeprecationWarning')).toBe(false);
    expect(isWebCryptoExperimentWarning('The Web Crypto API is great, not an experimental feature', 'ExperimentalWarning')).toBe(false);
    expect(isWebCryptoExperimentWarning(`Something else. ${webCrypto}`, 'ExperimentalWarning')).toBe(false);
  });
});
