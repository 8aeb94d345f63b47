/**
 * Waits for a state, never for a guessed margin: calls `probe` every `everyMs` until it returns
 * something other than undefined or false, and resolves to that. Fails with `timed out waiting for
 * <what>` after `timeoutMs`, or at once with the probe's own error when it throws (a server that
 * exited, say).
 */
export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
  what = 'condition',
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}
