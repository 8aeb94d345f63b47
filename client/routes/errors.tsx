import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { MAX_SHOWN_PATH } from '../../shared/navigation.ts';
import { telHref } from '../../shared/site.ts';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/icon.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';

/** Loaders throw this for anything unknown; statusText keeps the serialised error honest. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function notFoundLoader(): never {
  notFound();
}

export function NotFoundPage() {
  const site = useSite();
  const { pathname } = useLocation();
  const shown = pathname.length > MAX_SHOWN_PATH ? `${pathname.slice(0, MAX_SHOWN_PATH)}…` : pathname;
  return (
    <section className="status-page container">
      <Seo
        title={`Page not found | ${site.name}`}
        description="The page you were looking for does not exist. Call us 24/7 or return to the home page."
        path={pathname.slice(0, MAX_SHOWN_PATH)}
        noindex
      />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>Sorry, we couldn't find the page you're looking for:</p>
      <p>
        <code className="status-path">{shown}</code>
      </p>
      <StatusActions />
      <div className="status-finder">
        <PostcodeFinder />
      </div>
    </section>
  );
}

function ServerErrorPage() {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <section className="status-page container">
      <Seo
        title={`Something went wrong | ${site.name}`}
        description="This page could not be shown just now. Our locksmiths are still on call 24/7."
        path={pathname.slice(0, MAX_SHOWN_PATH)}
        noindex
      />
      <p className="status-code" aria-hidden="true">
        500
      </p>
      <h1>Something went wrong</h1>
      <p>This page could not be shown just now. Our locksmiths are still on call day and night.</p>
      <StatusActions />
    </section>
  );
}

function StatusActions() {
  const site = useSite();
  return (
    <div className="status-actions">
      <Link to="/" className="btn btn-secondary">
        <Icon name="home" size={20} />
        Return to Home
      </Link>
      <a className="btn btn-call btn-primary" href={telHref(site.phone)}>
        <Icon name="phone" size={20} />
        <span>
          Locked out? Call <span className="btn-number">{site.phone}</span>
        </span>
      </a>
    </div>
  );
}

/** Every page error lands here, inside the layout: 404s get the 404 page, anything else the 500 page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ServerErrorPage />;
}
