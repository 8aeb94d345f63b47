import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to the new page's main heading (or to <main>), so a
 * screen reader announces the page and the next Tab starts from its top, as after a full page
 * load. The first render is left alone: the browser has just loaded the page itself. A link to
 * an anchor (`#question-form`) focuses that element instead.
 */
export function useFocusOnNavigation(): void {
  const { key, hash } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: it changes on every navigation, even to the same path.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = anchor ?? main?.querySelector('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [key, hash]);
}
