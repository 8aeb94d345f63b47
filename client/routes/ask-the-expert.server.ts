import { askPageCopy, askFaqs, expertAnswers } from '../../data/ask-the-expert.ts';
import { blogNavData } from '../../server/views/blog.ts';
import { newestFirst } from '../../shared/blog.ts';
import { questionAction } from '../../server/questions.ts';

export function loader() {
  return {
    copy: askPageCopy,
    faqs: askFaqs,
    answers: newestFirst(expertAnswers),
    blogNav: blogNavData(),
  };
}

/** The question form's post, with or without JavaScript (server/questions.ts). */
export const action = questionAction({ page: '/ask-the-expert', nameOptional: false });
