import { Link } from 'react-router';
import { formatDate } from '../../../shared/blog.ts';
import type { ArticleMeta } from '../../../shared/types.ts';
import { Icon } from '../icon.tsx';

/** An article in a list: label, date, title, excerpt and a 'Read article' link. */
export function ArticleCard({ article, linkText = 'Read article' }: { article: ArticleMeta; linkText?: 'Read article' | 'Read more' }) {
  return (
    <li className="card article-card">
      <p className="article-meta">
        <span className="article-label">{article.label}</span>
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </p>
      <h3>
        <Link to={`/blog/${article.slug}`}>{article.title}</Link>
      </h3>
      <p>{article.excerpt}</p>
      <Link to={`/blog/${article.slug}`} className="card-link">
        {linkText}
        <span className="visually-hidden">: {article.title}</span> <Icon name="arrow-right" size={16} />
      </Link>
    </li>
  );
}
