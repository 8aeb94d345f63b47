import { Link, useLoaderData } from 'react-router';
import { formatDate } from '../../shared/blog.ts';
import { blogPostingNode, breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { fitTitle } from '../../shared/text.ts';
import { ArticleBlocks } from '../components/blog/article-body.tsx';
import { ArticleCard } from '../components/blog/article-card.tsx';
import { BlogNav } from '../components/blog/blog-nav.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/icon.tsx';
import type { loader } from './article.server.ts';

export function Component() {
  const site = useSite();
  const { copy, meta, body, words, minutes, related, blogNav } = useLoaderData<typeof loader>();
  const path = `/blog/${meta.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: meta.title, path },
  ];
  const tags = meta.tags ?? [];
  const showsReadingTime = tags.some((tag) => /min read$/.test(tag));
  return (
    <>
      <Seo
        title={fitTitle([meta.metaTitle, site.name])}
        description={meta.excerpt}
        path={path}
        article={{ publishedTime: meta.date, section: meta.label, tags: tags.filter((tag) => !/min read$/.test(tag)) }}
      />
      <JsonLd
        data={graph(
          blogPostingNode(site, {
            path,
            headline: meta.title,
            description: meta.excerpt,
            datePublished: meta.date,
            section: meta.label,
            wordCount: words,
          }),
          businessNode(site),
          breadcrumbNode(site, crumbs),
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <BlogNav {...blogNav} />
      <article className="article" aria-labelledby="hero-title">
        <header className="article-header">
          <div className="container">
            <Link to="/blog" className="back-link">
              <Icon name="arrow-left" size={16} /> Back to Blog
            </Link>
            <p className="article-meta">
              <span className="article-label">{meta.label}</span>
              {tags
                .filter((tag) => tag !== meta.label)
                .map((tag) => (
                  <span key={tag} className="article-tag">
                    {tag}
                  </span>
                ))}
              {showsReadingTime ? null : (
                <span className="article-tag">
                  <Icon name="clock" size={14} /> {minutes} min read
                </span>
              )}
              <time dateTime={meta.date}>{formatDate(meta.date)}</time>
            </p>
            <h1 id="hero-title">{meta.title}</h1>
            <p className="article-lead">{body.lead}</p>
          </div>
        </header>
        <div className="container article-body">
          <ArticleBlocks blocks={body.blocks} />
          <aside className="card article-help" aria-label={copy.helpTitle}>
            <p>
              <strong>{copy.helpTitle}</strong> {copy.helpText}
            </p>
            <CallButton />
          </aside>
        </div>
      </article>
      <Section id="related" title={copy.relatedTitle} tone="tint">
        <ul className="card-grid card-grid-3 article-grid">
          {related.map((article) => (
            <ArticleCard key={article.slug} article={article} linkText="Read more" />
          ))}
        </ul>
      </Section>
      {/* Asking in writing, and the answer's promise, only while the forms take questions (docs/decisions/049). */}
      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        {site.leadFormsOpen ? (
          <Link className="btn btn-light" to="/ask-the-expert">
            Ask the Expert
          </Link>
        ) : null}
        <CallbackButton />
      </CtaBand>
    </>
  );
}
