/**
 * The inbox list's live update (built to dist/inbox/live.js, never part of the public bundle;
 * docs/decisions/068). While the list is on screen it asks /inbox/changes for the store's change
 * stamp every POLL_MS (1 s, so a change shows within 2 s on a busy server too); when the stamp
 * differs from the one the list was rendered with, it fetches the same page again and swaps in
 * its list, so a new lead or someone else's take appears without a reload. The server renders the list either way: without JavaScript a reload does the same.
 * A hidden tab asks nothing; a form sent from the page stops the checks, and so does the end of the
 * session (signed out elsewhere, removed, or idle too long), which also takes the list off the screen:
 * the page reloads into the sign-in page.
 */
const POLL_MS = 1000;

const region = document.querySelector<HTMLElement>('[data-live-list]');
const announcer = document.querySelector<HTMLElement>('[data-live-status]');

/** What a check found: nothing new or a list swapped in (go on), or a reason to stop. */
type Outcome = 'go-on' | 'stop' | 'signed-out';

async function check(list: HTMLElement): Promise<Outcome> {
  const answer = await fetch('/inbox/changes', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!answer.ok) return 'stop';
  const body = (await answer.json()) as { stamp: string } | { signedOut: true };
  if ('signedOut' in body) return 'signed-out';
  if (body.stamp === list.dataset.liveList) return 'go-on';
  const page = await fetch(window.location.href, { credentials: 'same-origin' });
  // A page that went elsewhere (the sign-in page) has no list to take.
  if (!page.ok || page.redirected) return 'stop';
  const fresh = new DOMParser().parseFromString(await page.text(), 'text/html').querySelector<HTMLElement>('[data-live-list]');
  if (!fresh) return 'stop';
  list.replaceChildren(...Array.from(fresh.childNodes, (node) => document.importNode(node, true)));
  list.dataset.liveList = fresh.dataset.liveList;
  if (announcer) announcer.textContent = list.dataset.liveUpdated ?? '';
  return 'go-on';
}

if (region) {
  let timer: number | undefined;
  /** The check on its way, if any. */
  let inflight: Promise<void> | null = null;
  /** A form was sent (signing out, taking a lead): the page is going, so it asks nothing more. */
  let leaving = false;
  const schedule = () => {
    window.clearTimeout(timer);
    if (!leaving && document.visibilityState === 'visible') timer = window.setTimeout(tick, POLL_MS);
  };
  const tick = () => {
    if (leaving) return;
    inflight = check(region)
      .then(
        (outcome) => {
          if (outcome === 'go-on') schedule();
          else if (outcome === 'signed-out' && !leaving) window.location.reload();
        },
        // A network blip: try again at the next turn.
        schedule,
      )
      .finally(() => {
        inflight = null;
      });
  };
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'visible' ? tick() : window.clearTimeout(timer)));
  // A check still on its way when a form is sent could reach the server after the form ended the
  // session (signing out) and be refused: the form waits for it, a few milliseconds, then goes.
  document.addEventListener(
    'submit',
    (event) => {
      leaving = true;
      window.clearTimeout(timer);
      if (!inflight || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      const { submitter } = event as SubmitEvent;
      void inflight.then(() => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined));
    },
    true,
  );
  schedule();
}
