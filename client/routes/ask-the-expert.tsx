import { useLoaderData } from 'react-router';
import { formatDate } from '../../shared/blog.ts';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
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
  const { status, faqs, answers, blogNav } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Ask the Expert', path: '/ask-the-expert' },
  ];
  return (
    <>
      <Seo
        title={`Ask the Expert: Free Answers from Locksmiths | ${site.name}`}
        description="Send our locksmiths a question about locks, doors, keys or home security and get a free answer by e-mail, usually within 24 to 48 hours."
        path="/ask-the-expert"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow="Free advice"
        title="Ask the Expert"
        lead="Not sure which lock your insurer wants, why a door sticks or whether a smart lock suits you? Ask our locksmiths. We answer by e-mail, usually within 24 to 48 hours."
      />
      <BlogNav {...blogNav} />
      <Section id="ask" title="Send us your question">
        <div className="article-columns">
          <QuestionForm action="/ask-the-expert" withName status={status} heading="Your question" intro="All fields are required." />
          <div>
            <h3 className="faq-heading">About this service</h3>
            <FaqList faqs={faqs} group="ask-faq" />
          </div>
        </div>
      </Section>
      <Section id="answers" title="Recent answers from our experts" tone="tint">
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
    </>
  );
}
