import './styles/index.css';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from '../shared/hydration.ts';
import { yieldToBrowser } from './yield-to-browser.ts';
import { count, countCallTaps } from './count-beacon.ts';

/** The longest the scripts wait for the page's `load` event. */
const LOAD_WAIT_MS = 5000;

/**
 * Resolves when the page has loaded: its stylesheet and its pictures, the hero among them, are in
 * and painted. The page works as HTML before this (links, menus, the phone number), so nothing
 * the visitor can do waits for it (docs/decisions/048).
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    // A picture that hangs must not hold the scripts back for good.
    setTimeout(resolve, LOAD_WAIT_MS);
  });
}

/**
 * Asks for every module the page will import at once, so the browser fetches them side by side
 * instead of discovering each after the one before. They are not named in the HTML: a
 * `modulepreload` there is fetched while the stylesheet and the hero still are (docs/decisions/048).
 */
function preloadModules(urls: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * The page's one script. After the page has loaded it reads the server's data, asks for the
 * page's modules, then imports React and React DOM, each evaluated in a task of its own with the
 * browser given its turn in between, and the rest after them (docs/decisions/044). (A package
 * imported this way keeps all its exports: React Router's would add 28 KB, so it comes with the app.)
 */
async function boot(): Promise<void> {
  await pageLoaded();
  // The page seen, once it has loaded: the beacon leaves in the background (docs/decisions/069).
  count('view');
  const json = document.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!json) throw new Error(`Missing #${HYDRATION_ELEMENT_ID}: the page was not rendered by the server`);
  const payload = JSON.parse(json) as HydrationPayload;
  preloadModules(payload.assets.preloads);
  await yieldToBrowser();
  await import('react');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  const { start } = await import('./hydrate.tsx');
  await start(payload, json);
}

// A tap on the number is counted even before the page has loaded.
countCallTaps();
void boot();
