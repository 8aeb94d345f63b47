import { useLoaderData } from 'react-router';
import { formatDate } from '../../shared/blog.ts';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { BlogNav } from '../components/blog/blog-nav.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QuestionForm } from '../components/question-form.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import type { loader } from './ask-the-expert.server.ts';

export function Component() {
  const site = useSite();
  const { copy, faqs, answers, blogNav } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Ask the Expert', path: '/ask-the-expert' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/ask-the-expert" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <BlogNav {...blogNav} />
      <Section id="ask" title={copy.askTitle}>
        <div className="article-columns">
          <QuestionForm action="/ask-the-expert" withName heading={copy.formHeading} intro={copy.formIntro} />
          <div>
            <h3 className="faq-heading">{copy.faqTitle}</h3>
            <FaqList faqs={faqs} group="ask-faq" />
          </div>
        </div>
      </Section>
      {answers.length > 0 ? (
        <Section id="answers" title={copy.answersTitle} tone="tint">
          <ul className="answer-list">
            {answers.map((item) => (
              <li key={item.question} className="card answer-card">
                <h3>{item.question}</h3>
                <p>{item.answer}</p>
                <p className="answer-by">
                  <strong>{item.expert}</strong> · <time dateTime={item.date}>{formatDate(item.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
