/**
 * The site's notices ('Contact Request', 'Question Submitted'). The notice library and its
 * stylesheet load on the first notice, not with the page: most visits never show one.
 */
export type NoticeKind = 'info' | 'success' | 'error';

type Show = (kind: NoticeKind, title: string, description: string) => void;

let stylesheet = '';
let host: Promise<Show> | undefined;

/** Set once at start-up from the page's assets (client/hydrate.tsx). */
export function setNoticeStylesheet(href: string): void {
  stylesheet = href;
}

export function notify(kind: NoticeKind, title: string, description: string): void {
  host ??= import('./notices-host.tsx').then((module) => module.mountNotices(stylesheet));
  void host.then((show) => show(kind, title, description));
}
