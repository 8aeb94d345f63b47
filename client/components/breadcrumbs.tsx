import { Link } from 'react-router';
// `shared/` is this repository's top-level folder of code used by server and browser (docs/decisions/050).
import type { Crumb } from '../../shared/jsonld.ts';
import { Icon } from './icon.tsx';

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
                <Icon name="chevron-right" size={14} />
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
