import { makeApp } from '../helpers/app.ts';
import { serve } from '../helpers/serve.ts';
import { openLeadStore, recordConsoleErrors } from './shared-server.ts';

/**
 * The one server every browser test shares, started by playwright.config.ts's webServer: the real
 * app on the built client (`npm run build` first) with an in-memory lead store, on a free loopback
 * port. The config reads the line printed last and hands both addresses to the test workers.
 */
const consoleErrors = await recordConsoleErrors();
const { origin } = await serve(makeApp());
await openLeadStore(origin);
console.log(`browser tests: serving ${origin} console errors at ${consoleErrors}`);
