/**
 * The data request a browser makes on client-side navigation (and, as a POST, when a form with a
 * route action is submitted): `/london` → `/london.data`,
 * `/` → `/_root.data`. The server answers with the loader data the page itself would embed.
 */
const DATA_SUFFIX = '.data';
const ROOT_DATA_PATH = `/_root${DATA_SUFFIX}`;

export function dataPathFor(pagePath: string): string {
  return pagePath === '/' ? ROOT_DATA_PATH : `${pagePath}${DATA_SUFFIX}`;
}

/** The page path a data path stands for, or null when it is not a data path. */
export function pagePathFor(dataPath: string): string | null {
  if (dataPath === ROOT_DATA_PATH) return '/';
  if (!dataPath.endsWith(DATA_SUFFIX) || dataPath.length <= DATA_SUFFIX.length + 1) return null;
  return dataPath.slice(0, -DATA_SUFFIX.length);
}

/** The body of a data response: the page's loader data, or where the page redirects to. */
export type RouteDataResponse =
  | { loaderData: Record<string, unknown> }
  | { actionData: Record<string, unknown>; status: number }
  | { redirect: string; status: number };
