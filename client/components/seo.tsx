import { Helmet } from 'react-helmet-async';
import { fitDescription, fitTitle } from '../../shared/text.ts';
import { absoluteUrl, shareImage } from '../../shared/site.ts';
import { useSite } from '../site-context.tsx';

interface SeoProps {
  title: string;
  /** Whole sentences; the page shows those that fit in 160 characters (fitDescription). */
  description: string;
  /** Site path of this page, e.g. '/' or '/services'; made absolute on the configured origin. */
  path: string;
  /** Keep the page out of search results (404s, error pages, empty listings). */
  noindex?: boolean;
  /** With `noindex`: ask crawlers to follow the page's links all the same (a thin location page, docs/decisions/026). */
  followLinks?: boolean;
  /** Open Graph article tags for blog posts. */
  article?: { publishedTime: string; section: string; tags: readonly string[] };
}

/**
 * The page's head tags. Exactly one <Seo> renders per page (react-helmet-async 3 on React 19 does
 * not de-duplicate tags from several <Helmet>s), so the layout sets no defaults.
 */
export function Seo({ title, description, path, noindex = false, followLinks = false, article }: SeoProps) {
  const site = useSite();
  const url = absoluteUrl(site.origin, path);
  // 'Page | Section | Brand': trailing parts are dropped while the title is too long for search results.
  const pageTitle = fitTitle(title.split(' | '));
  // Whole sentences within 160 characters; a description that cannot be made so throws (docs/decisions/046).
  const summary = fitDescription(description);
  const image = absoluteUrl(site.origin, shareImage.path);
  return (
    <Helmet>
      <title>{pageTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content={followLinks ? 'noindex, follow' : 'noindex'} /> : null}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article ? <meta property="article:section" content={article.section} /> : null}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={shareImage.alt} />
    </Helmet>
  );
}
