/**
 * `npx tsx scripts/dev-timing.ts [saves] [data|client]`: how long `npm run dev` takes from a save
 * to the open tab showing it (docs/decisions/032-dev-loop.md). On a throwaway copy
 * (scripts/dev-copy.ts), Chromium opens /pricing, whose console must stay clean through hydration
 * (the live-reload script must not cause a mismatch). Then a file is saved by rename, 5 times by
 * default, each once the previous save is showing: the lockout price in
 * data/prices.ts, or with `client` the page's breadcrumb in client/routes/pricing.tsx, which
 * rebuilds the client too. Each time runs from the rename until the reloaded tab shows the new
 * text, and the reloaded page's console must be clean too.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startDevCopy } from './dev-copy.ts';

const saves = Number(process.argv[2] ?? 5);
/** What each save changes, and the text that shows it; no page shows that text before. */
const EDITS = {
  data: {
    file: 'data/prices.ts',
    edit: (text: string, i: number) => text.replace(/price: 'From £\d+'/, `price: 'From £${1000 + i}'`),
    shows: (i: number) => `From £${1000 + i}`,
  },
  client: {
    file: 'client/routes/pricing.tsx',
    edit: (text: string, i: number) => text.replace(/name: 'Pricing[^']*'/, `name: 'Pricing, save ${i}'`),
    shows: (i: number) => `Pricing, save ${i}`,
  },
};
const { file, edit, shows } = EDITS[process.argv[3] === 'client' ? 'client' : 'data'];
/** Present once React has hydrated: the desktop menu marks itself enhanced in an effect. */
const HYDRATED = 'nav.site-nav[data-enhanced="true"]';
const PATIENCE_MS = 120_000;
/** Other work on the machine slows every step: printed with the times. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

const dev = await startDevCopy();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function until(what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline || dev.exited()) throw new Error(`npm run dev never ${what}:\n${dev.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** When the newest server started listening (its log line's time, ms since the epoch). */
const listeningAt = () => {
  const line = dev
    .output()
    .split('\n')
    .findLast((l) => l.includes('"msg":"listening on'));
  return line ? (JSON.parse(line) as { time: number }).time : Number.NaN;
};

try {
  console.log(`load average before: ${loadAverage()} on ${os.availableParallelism()} cores`);
  await until('served /pricing', async () => (await fetch(`${dev.origin}/pricing`)).ok);
  const page = await browser.newPage();
  /** Console errors and warnings, per document the tab has shown. */
  const problems: string[][] = [[]];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && problems.push([]));
  page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && problems.at(-1)!.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (error) => problems.at(-1)!.push(`pageerror: ${error.message}`));

  await page.goto(`${dev.origin}/pricing`);
  await page.waitForSelector(HYDRATED, { state: 'attached' });
  if (problems.at(-1)!.length) throw new Error(`console on the first load:\n${problems.at(-1)!.join('\n')}`);
  console.log('first load: hydrated, console clean');

  const times: number[] = [];
  for (let i = 1; i <= saves; i++) {
    const loads = problems.length;
    const saved = performance.now();
    const savedAt = Date.now();
    dev.saveByRename(file, (text) => edit(text, i));
    await page.getByText(shows(i)).first().waitFor({ timeout: PATIENCE_MS });
    times.push(performance.now() - saved);
    await page.waitForSelector(HYDRATED, { state: 'attached' });
    const before = problems.slice(loads - 1, -1).flat();
    if (problems.at(-1)!.length) throw new Error(`console after reload ${i}:\n${problems.at(-1)!.join('\n')}`);
    console.log(
      `save ${i}: '${shows(i)}' shown after ${Math.round(times.at(-1)!)} ms (new server listening after ${listeningAt() - savedAt} ms; ` +
        `${problems.length - loads} reload(s)); console clean after hydration` +
        (before.length ? `; the old page logged ${before.length} failed reconnect(s) while the server restarted` : ''),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`median ${ms(sorted[Math.floor(sorted.length / 2)]!)}, fastest ${ms(sorted[0]!)}, slowest ${ms(sorted.at(-1)!)}`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await browser.close();
  await dev.stop();
}
