import './styles/index.css';

/** Hands the main thread back to the browser, so a tap or a paint waiting in the queue goes first. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's one script. Evaluating React, React DOM, React Router and the app in one go was the
 * longest task of every page (about 110 ms on a phone-speed CPU, nearly all of the blocking time Lighthouse
 * counted), so React and React DOM are imported first, each evaluated in a task of its own, with
 * the browser given its turn in between, and the rest after them (docs/decisions/044). Their
 * files are all preloaded with the page, so this costs no extra round trip. (A package imported
 * this way keeps all its exports: React Router's would add 28 KB, so it comes with the app.)
 */
async function boot(): Promise<void> {
  await import('react');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  const { start } = await import('./hydrate.tsx');
  await start();
}

void boot();
