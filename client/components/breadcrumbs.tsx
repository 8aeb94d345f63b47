import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '../../shared/jsonld.ts';

/** Visible breadcrumbs; the same list feeds the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index < crumbs.length - 1 ? (
              <>
                <Link to={crumb.path}>{crumb.name}</Link>
                <ChevronRight size={14} aria-hidden="true" />
              </>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
