import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogNavData } from '../../../server/views/blog.ts';
import { Icon } from '../icon.tsx';

/**
 * The blog's own bar: Blog Home, 'Recent Articles' and 'Categories' dropdowns, Ask the Expert.
 * The dropdowns are <details> sharing a name, so they work without JavaScript and only one is
 * open at a time; the script closes them on a click elsewhere, on Escape and on choosing a link.
 */
export function BlogNav({ recent, categories }: BlogNavData) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const closeAll = () => {
      for (const d of nav.querySelectorAll('details[open]')) d.removeAttribute('open');
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAll();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('details')?.removeAttribute('open');

  return (
    <nav ref={ref} className="blog-nav" aria-label="Blog">
      <ul className="container blog-nav-list">
        <li>
          <Link to="/blog">Blog Home</Link>
        </li>
        <li>
          <Dropdown label="Recent Articles">
            {recent.map((article) => (
              <li key={article.slug}>
                <Link to={`/blog/${article.slug}`} onClick={close}>
                  {article.title}
                </Link>
              </li>
            ))}
          </Dropdown>
        </li>
        <li>
          <Dropdown label="Categories">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={`/blog/category/${category.slug}`} onClick={close}>
                  {category.name}
                </Link>
              </li>
            ))}
          </Dropdown>
        </li>
        <li>
          <Link to="/ask-the-expert">Ask the Expert</Link>
        </li>
      </ul>
    </nav>
  );
}

function Dropdown({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details name="blog-nav" className="blog-dropdown">
      <summary>
        {label} <Icon name="chevron-down" size={16} className="chevron" />
      </summary>
      <ul className="blog-dropdown-panel">{children}</ul>
    </details>
  );
}
