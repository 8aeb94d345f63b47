import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './test/helpers/sequencer.ts';

export default defineConfig({
  // React's automatic JSX runtime, as esbuild builds it for the browser and the server.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The sample-data check pins the shipped sample business's values; it runs where the sample is
    // kept on purpose (.ci/run sets CHECK_SAMPLE_DATA=1), never on an owner's edits (test/sample-data.test.ts).
    exclude: [...configDefaults.exclude, ...(process.env.CHECK_SAMPLE_DATA === '1' ? [] : ['test/sample-data.test.ts'])],
    setupFiles: ['test/helpers/fail-on-console-error.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Two cores: one file per core. The site is crawled once per run, in a process of its own that
    // the global setup starts (test/helpers/global-setup.ts, site-crawl-server.ts), while the
    // workers go on with other files.
    maxWorkers: 2,
    // Test files share a worker's module graph instead of loading the server and its data again for
    // each file (docs/decisions/051): no test mocks modules, and each file builds its own app.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Servers the tests start keep leads in memory unless a test names a folder: test files run in
    // parallel, and one data folder takes one server.
    // A developer's .env (ENV_FILE) and the REDIS_URL that .ci/run exports reach no server a test
    // starts unless the test passes them: the Redis tests read TEST_REDIS_URL (test/helpers/redis.ts).
    env: {
      LOG_LEVEL: 'silent',
      TZ: 'Europe/London',
      DATA_DIR: 'memory://',
      ENV_FILE: '',
      REDIS_URL: '',
      TEST_REDIS_URL: process.env.TEST_REDIS_URL || process.env.REDIS_URL || '',
    },
  },
});
