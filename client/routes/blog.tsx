import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
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
  const { featured, recent, sample, status, blogNav } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
  ];
  return (
    <>
      <Seo
        title={`Locksmith Advice and Home Security Blog | ${site.name}`}
        description="Practical advice from working locksmiths: choosing a locksmith, lock types, home security, smart locks, maintenance and what to do when you are locked out."
        path="/blog"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow="Advice from our locksmiths"
        title="Locksmith Advice and Security Blog"
        lead="Plain answers to the questions we are asked every day: which lock to fit, how to keep it working, what to do when you are locked out, and how to spot a locksmith to avoid."
      />
      <BlogNav {...blogNav} />

      <Section id="featured" title="Featured articles">
        <ul className="card-grid card-grid-2 article-grid">
          {featured.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      </Section>

      <Section id="recent" title="Recent articles" tone="tint">
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
                Read the full article <Icon name="arrow-right" size={16} />
              </Link>
            </p>
          </div>
          <QuestionForm
            action="/blog"
            status={status}
            heading="Have a question?"
            intro="Ask our locksmiths about this article or anything else to do with locks and security. We reply by e-mail."
          />
        </div>
      </Section>
    </>
  );
}
