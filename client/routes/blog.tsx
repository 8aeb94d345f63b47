import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { ArticleBlocks } from '../components/blog/article-body.tsx';
import { ArticleCard } from '../components/blog/article-card.tsx';
import { BlogNav } from '../components/blog/blog-nav.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QuestionForm } from '../components/question-form.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/icon.tsx';
import type { loader } from './blog.server.ts';

/** The article shown inline on the blog home, with the question form under it. */

export function Component() {
  const site = useSite();
  const { copy, featured, recent, sample, blogNav } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/blog" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <BlogNav {...blogNav} />

      <Section id="featured" title={copy.featuredTitle}>
        <ul className="card-grid card-grid-2 article-grid">
          {featured.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      </Section>

      <Section id="recent" title={copy.recentTitle} tone="tint">
        <ul className="card-grid card-grid-2 article-grid">
          {recent.map((article) => (
            <ArticleCard key={article.slug} article={article} linkText="Read more" />
          ))}
        </ul>
      </Section>

      <Section id="sample" title={sample.meta.title}>
        <div className="article-columns">
          <div className="article-body">
            <p className="article-lead">{sample.lead}</p>
            <ArticleBlocks blocks={sample.blocks} />
            <p>
              <Link to={`/blog/${sample.meta.slug}`} className="inline-link">
                {copy.readFull} <Icon name="arrow-right" size={16} />
              </Link>
            </p>
          </div>
          <QuestionForm action="/blog" heading={copy.questionHeading} intro={copy.questionIntro} />
        </div>
      </Section>
    </>
  );
}
