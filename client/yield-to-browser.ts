/**
 * Hands the main thread back to the browser, so a tap or a paint waiting in the queue goes first.
 * Each await of it ends a task: Lighthouse and the browser count the work before and after it as
 * two tasks, not one long one (docs/decisions/044, 048).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
