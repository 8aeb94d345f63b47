import type { LoaderFunctionArgs } from 'react-router';
import { askPageCopy, askFaqs, expertAnswers } from '../../data/ask-the-expert.ts';
import { blogNavData } from '../../server/views/blog.ts';
import { newestFirst } from '../../shared/blog.ts';
import { questionStatusFrom } from '../../shared/questions.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return {
    copy: askPageCopy,
    status: questionStatusFrom(new URL(request.url)),
    faqs: askFaqs,
    answers: newestFirst(expertAnswers),
    blogNav: blogNavData(),
  };
}
