/**
 * The menu's section links after Services. Each is marked current on its own pages and the pages
 * below it, so the server's shared 404 page has one version per section (server/http/render.tsx).
 */
export const sectionLinks = [
  { to: '/locksmith-near-me', label: 'Locksmith Near Me' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * Pages about the services as a whole. The desktop Services menu, the mobile menu and the footer
 * list them beside the services, so each is one click from every page (docs/decisions/029).
 */
export const serviceOverviewLinks = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/sectors', label: 'Sectors We Serve' },
] as const;

export const sectionPaths: readonly string[] = sectionLinks.map((link) => link.to);

/** Longest attempted path echoed back on the 404 page; the rest is cut with an ellipsis. */
export const MAX_SHOWN_PATH = 120;
