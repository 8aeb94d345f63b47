import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { wordsForHours } from '../../shared/hours.ts';
import { MAX_SHOWN_PATH } from '../../shared/navigation.ts';
import { type GonePlace, telHref } from '../../shared/site.ts';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/icon.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';

/** Loaders throw this for anything unknown; statusText keeps the serialised error honest. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Loaders throw this for a page the business's facts take away (a service it does not offer): 410 Gone. */
export function gone(): never {
  throw data(null, { status: 410, statusText: 'Gone' });
}

export function notFoundLoader(): never {
  notFound();
}

/** The frame every status page shares: its head (never indexed), the code, the title, then its own words and the actions. */
function StatusPage({ code, title, description, children }: { code: number; title: string; description: string; children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <section className="status-page container">
      <Seo title={`${title} | ${site.name}`} description={description} path={pathname.slice(0, MAX_SHOWN_PATH)} noindex />
      <p className="status-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  const site = useSite();
  const { pathname } = useLocation();
  const shown = pathname.length > MAX_SHOWN_PATH ? `${pathname.slice(0, MAX_SHOWN_PATH)}…` : pathname;
  const copy = site.copy.errors.notFound;
  return (
    <StatusPage code={404} title={copy.title} description={wordsForHours(site.business.lineHours, copy.description)}>
      <p>{copy.lead}</p>
      <p>
        <code className="status-path">{shown}</code>
      </p>
      <StatusActions />
      <div className="status-finder">
        <PostcodeFinder />
      </div>
    </StatusPage>
  );
}

/** A page that is not there because of what the business does: 410, with where to go instead. */
function GonePage({ place }: { place: GonePlace | undefined }) {
  const copy = useSite().copy.errors.gone;
  if (place) return <GonePlacePage place={place} />;
  return (
    <StatusPage code={410} title={copy.title} description={copy.lead}>
      <p>{copy.lead}</p>
      <p>
        <Link to="/services">{copy.services}</Link>
      </p>
      <StatusActions />
    </StatusPage>
  );
}

/** A place the business does not serve: 410, with the places it does serve and the number. */
function GonePlacePage({ place }: { place: GonePlace }) {
  return (
    <StatusPage code={410} title={place.title} description={place.description}>
      <p>{place.lead}</p>
      <ul className="status-places">
        {place.places.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/locksmith-near-me">{place.all}</Link>
      </p>
      <StatusActions />
    </StatusPage>
  );
}

function ServerErrorPage() {
  const site = useSite();
  const copy = site.copy.errors.serverError;
  const hours = site.business.lineHours;
  return (
    <StatusPage code={500} title={copy.title} description={wordsForHours(hours, copy.description)}>
      <p>{wordsForHours(hours, copy.lead)}</p>
      <StatusActions />
    </StatusPage>
  );
}

function StatusActions() {
  const site = useSite();
  const copy = site.copy.errors;
  return (
    <div className="status-actions">
      <Link to="/" className="btn btn-secondary">
        <Icon name="home" size={20} />
        {copy.home}
      </Link>
      <a className="btn btn-call btn-primary" href={telHref(site.phone)}>
        <Icon name="phone" size={20} />
        <span>
          {copy.call} <span className="btn-number">{site.phone}</span>
        </span>
      </a>
    </div>
  );
}

/** Every page error lands here, inside the layout: 404s get the 404 page, 410s the page that says what we do instead, anything else the 500 page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 410) return <GonePage place={(error.data as { gonePlace?: GonePlace } | null)?.gonePlace} />;
  return <ServerErrorPage />;
}
