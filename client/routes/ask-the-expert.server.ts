import type { LoaderFunctionArgs } from 'react-router';
import { askPageClosedCopy, askPageCopy, askFaqs } from '../../data/ask-the-expert.ts';
import { expertAnswers } from '../../data/business.ts';
import { withoutSamples } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { blogNavData } from '../../server/views/blog.ts';
import { newestFirst } from '../../shared/blog.ts';
import { questionAction } from '../../server/http/questions.ts';

export function loader({ context }: LoaderFunctionArgs) {
  // While the site takes no questions, nothing on the page promises a written answer (docs/decisions/049).
  const { leadFormsOpen: open, sampleContent } = loadContextOf(context);
  return {
    copy: open ? askPageCopy : { ...askPageCopy, ...askPageClosedCopy },
    faqs: askFaqs.filter((faq) => open || !faq.needsForm).map(({ question, answer }) => ({ question, answer })),
    answers: newestFirst(withoutSamples(expertAnswers, sampleContent)),
    blogNav: blogNavData(),
  };
}

/** The question form's post, with or without JavaScript (server/http/questions.ts). */
export const action = questionAction({ page: '/ask-the-expert', nameOptional: false });
