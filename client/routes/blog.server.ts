import { blogPageCopy } from '../../data/blog-pages.ts';
import { loadArticleBody } from '../../data/articles/index.ts';
import { blogIndex, blogNavData, findArticle } from '../../server/views/blog.ts';
import { questionAction } from '../../server/http/questions.ts';

/** The article shown inline on the blog home, with the question form under it. */
const SAMPLE_SLUG = 'how-to-choose-reliable-emergency-locksmith';

export async function loader() {
  const meta = findArticle(SAMPLE_SLUG)!;
  const body = (await loadArticleBody(SAMPLE_SLUG))!;
  // The opening of the sample: its lead and its first section.
  const second = body.blocks.findIndex((block, index) => index > 0 && block.kind === 'h2');
  return {
    copy: blogPageCopy,
    ...blogIndex(),
    sample: { meta, lead: body.lead, blocks: body.blocks.slice(0, second > 0 ? second : 3) },
    blogNav: blogNavData(),
  };
}

/** The inline question form's post (no name field), with or without JavaScript (server/http/questions.ts). */
export const action = questionAction({ page: '/blog', nameOptional: true });
