import { formatDate } from '../../../shared/blog.ts';
import { breadcrumbNode, graph, businessNode } from '../../../shared/jsonld.ts';
import { telHref } from '../../../shared/site.ts';
import type { PolicyDocument } from '../../../shared/types.ts';
import { ArticleBlocks } from '../blog/article-body.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { JsonLd } from '../json-ld.tsx';
import { PageHeader } from '../page-header.tsx';
import { Seo } from '../seo.tsx';
import { useSite } from '../../site-context.tsx';
import { Icon } from '../icon.tsx';

interface PolicyPageProps {
  path: string;
  /** Heading and breadcrumb name. */
  title: string;
  metaTitle: string;
  description: string;
  document: PolicyDocument;
}

/**
 * One template for the privacy policy and the terms: who we are (from configuration), the date
 * the version applies from, a list of contents, then each section with its blocks.
 */
export function PolicyPage({ path, title, metaTitle, description, document }: PolicyPageProps) {
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: title, path },
  ];
  return (
    <>
      <Seo title={`${metaTitle} | ${site.name}`} description={description} path={path} />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader title={title} lead={document.lead} actions={false}>
        <p className="policy-effective">
          Effective from <time dateTime={document.effective}>{formatDate(document.effective)}</time>
        </p>
      </PageHeader>
      <div className="container policy-layout">
        <div className="policy-aside">
          <section className="card policy-who" aria-labelledby="policy-who-title">
            <h2 id="policy-who-title">Who we are</h2>
            <p>
              <strong>{site.name}</strong>
              <br />
              {site.address.join(', ')}
            </p>
            <p className="policy-contact">
              <Icon name="mail" size={18} /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="policy-contact">
              <Icon name="phone" size={18} /> <a href={telHref(site.phone)}>{site.phone}</a>
            </p>
          </section>
          <nav className="policy-contents" aria-labelledby="policy-contents-title">
            <h2 id="policy-contents-title">Contents</h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <article className="article-body policy-body">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <ArticleBlocks blocks={section.blocks} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
