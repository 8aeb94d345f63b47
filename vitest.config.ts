import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/helpers/fail-on-console-error.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Servers the tests start keep leads in memory unless a test names a folder: test files run in
    // parallel, and one data folder takes one server.
    env: { LOG_LEVEL: 'silent', TZ: 'Europe/London', DATA_DIR: 'memory://' },
  },
});
