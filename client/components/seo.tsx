import { Helmet } from 'react-helmet-async';
import { absoluteUrl } from '../../shared/site.ts';
import { useSite } from '../site-context.tsx';

interface SeoProps {
  title: string;
  description: string;
  /** Site path of this page, e.g. '/' or '/services'; made absolute on the configured origin. */
  path: string;
  /** Keep the page out of search results (404s, error pages, empty listings). */
  noindex?: boolean;
  /** Open Graph article tags for blog posts. */
  article?: { publishedTime: string; section: string; tags: readonly string[] };
}

/**
 * The page's head tags. Exactly one <Seo> renders per page (react-helmet-async 3 on React 19 does
 * not de-duplicate tags from several <Helmet>s), so the layout sets no defaults.
 */
export function Seo({ title, description, path, noindex = false, article }: SeoProps) {
  const site = useSite();
  const url = absoluteUrl(site.origin, path);
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article ? <meta property="article:section" content={article.section} /> : null}
      {article?.tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
    </Helmet>
  );
}
