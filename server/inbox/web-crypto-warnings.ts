/**
 * @simplewebauthn/server asks Node's SubtleCrypto.supports() (experimental in Node 24) which key
 * algorithms it can verify, experimental ones (ML-DSA) included, and Node prints an
 * ExperimentalWarning on stderr for each the first time: lines in the server's logs that say
 * nothing to the operator, and console.errors that fail the tests. Node offers no way to silence
 * one kind of warning short of --no-warnings (which would silence them all), so process.emitWarning
 * is wrapped: a warning is dropped only when it is an ExperimentalWarning AND its text is one of
 * Web Crypto's ("The supports Web Crypto API method is …", "The ML-DSA-44 Web Crypto API algorithm
 * is …"). Every other warning, and any other type with the same words, is emitted as before.
 * passkeys.ts installs it once, when the inbox is loaded.
 */

const WEB_CRYPTO_EXPERIMENT = /^The \S+ Web Crypto API (method|algorithm) is an experimental feature/;

/** The warning's type, from emitWarning's second argument (a string, or an options object) or the Error's name. */
function warningType(warning: string | Error, typeOrOptions: unknown): string {
  if (typeof typeOrOptions === 'string') return typeOrOptions;
  if (typeOrOptions && typeof typeOrOptions === 'object' && typeof (typeOrOptions as { type?: unknown }).type === 'string')
    return (typeOrOptions as { type: string }).type;
  return typeof warning === 'string' ? 'Warning' : warning.name;
}

/** Whether emitWarning(warning, typeOrOptions) is one of Web Crypto's experimental-feature notices. */
export function isWebCryptoExperimentWarning(warning: string | Error, typeOrOptions?: unknown): boolean {
  const text = typeof warning === 'string' ? warning : warning.message;
  return warningType(warning, typeOrOptions) === 'ExperimentalWarning' && WEB_CRYPTO_EXPERIMENT.test(text);
}

let installed = false;

/** Wraps process.emitWarning to drop Web Crypto's experimental-feature warnings only (once per process). */
export function dropWebCryptoExperimentWarnings(): void {
  if (installed) return;
  installed = true;
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (isWebCryptoExperimentWarning(warning, rest[0])) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
}
