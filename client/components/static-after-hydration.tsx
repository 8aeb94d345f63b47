import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** True until the page the server sent has been hydrated: only then is its HTML the server's. */
let hydrating = typeof document !== 'undefined';

/** Called once by the layout after the first commit: from then on, pages are rendered by the browser. */
export function useEndOfHydration(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * Content with no state of its own, such as the directory's long lists of cities and districts
 * (docs/decisions/044). The server renders it as usual, and so does the browser on a client-side
 * visit; but on the page the server sent, hydration takes the server's HTML as it stands instead of
 * building React's tree for every list item, which was the most blocking work on the site. Its
 * links still open pages client-side, through one listener on the wrapper.
 */
export function StaticAfterHydration({ children }: { children: ReactNode }) {
  const id = useId();
  // Read once, during hydration: the element is the server's, with exactly these contents.
  const [html] = useState(() => (hydrating ? (document.getElementById(id)?.innerHTML ?? null) : null));
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // Clicks reach the wrapper from its links, which are keyboard-operable themselves.
  return html === null ? (
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div id={id} className="static-html" onClick={onClick}>
      {children}
    </div>
  ) : (
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup for this element, read back from the page
    <div id={id} className="static-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
