import type { ArticleBody } from '../../shared/types.ts';

/** One module per article body, imported on demand (each becomes its own browser chunk). */
const modules: Record<string, () => Promise<{ article: ArticleBody }>> = {
  'how-to-choose-reliable-emergency-locksmith': () => import('./how-to-choose-reliable-emergency-locksmith.ts'),
  'home-security-tips-new-homeowners': () => import('./home-security-tips-new-homeowners.ts'),
  'understanding-different-lock-types': () => import('./understanding-different-lock-types.ts'),
  'lock-maintenance-guide': () => import('./lock-maintenance-guide.ts'),
  'smart-lock-technology': () => import('./smart-lock-technology.ts'),
  'car-lockouts-guide': () => import('./car-lockouts-guide.ts'),
};

export async function loadArticleBody(slug: string): Promise<ArticleBody | undefined> {
  if (!Object.hasOwn(modules, slug)) return undefined;
  return (await modules[slug]!()).article;
}
