import { fillPlace } from '../../shared/text.ts';
import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph } from '../../shared/jsonld.ts';
import { ArticleCard } from '../components/blog/article-card.tsx';
import { BlogNav } from '../components/blog/blog-nav.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import type { loader } from './blog-category.server.ts';

export function Component() {
  const site = useSite();
  const { copy, category, articles, blogNav } = useLoaderData<typeof loader>();
  const path = `/blog/category/${category.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: category.name, path },
  ];
  return (
    <>
      <Seo title={fillPlace(copy.title, { brand: site.name })} description={copy.description} path={path} noindex={articles.length === 0} />
      <JsonLd data={graph(breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <BlogNav {...blogNav} />
      <section className="page-header" aria-labelledby="hero-title">
        <div className="container">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="hero-title">{category.name}</h1>
        </div>
      </section>
      <Section id="articles" title={articles.length === 0 ? copy.emptyTitle : articles.length === 1 ? copy.countOne : copy.countMany}>
        {articles.length ? (
          <ul className="card-grid card-grid-2 article-grid">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p>{copy.emptyText}</p>
            <p>
              <Link to="/blog">{copy.backLink}</Link>
            </p>
          </div>
        )}
      </Section>
    </>
  );
}
