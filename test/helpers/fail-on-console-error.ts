import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Any console.error during a test fails it: React reports hydration and rendering problems
 * there, and a warning nobody reads is a bug nobody fixes.
 */
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    const first = logged[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called ${logged.length} time(s); first: ${first.slice(0, 500)}`);
  }
});
