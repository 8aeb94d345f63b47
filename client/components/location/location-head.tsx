import { breadcrumbNode, businessNode, graph, type PlaceFacts, type ServiceOptions, serviceNode } from '../../../shared/jsonld.ts';
import { fillWhole, fitDescription, fitTitle } from '../../../shared/text.ts';
import { useSite } from '../../site-context.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { JsonLd } from '../json-ld.tsx';
import { Seo } from '../seo.tsx';

interface LocationHeadProps {
  /** The page's place: its city or town (the view's `city`). */
  city: { slug: string; name: string; phone: string | null };
  /** The part of the city a page below it is about (an area, suburb or service); none on /{city}. */
  part?: { slug: string; name: string };
  /** The page's copy: its title parts and its description, with '{phone}' still to fill. */
  copy: { titleParts: string[]; description: string };
  /** A title of the page's own that fits (a dedicated city page's); else the copy's parts and the site name. */
  title?: string;
  /** Whether the content guard lets the page be indexed (docs/decisions/026). */
  indexable?: boolean;
  /** The place the page's Service covers, as the structured data names it (docs/decisions/028). */
  area: PlaceFacts;
  /** A Service other than the local locksmith's (a city's service page): its name, type, description and offers. */
  service?: Pick<ServiceOptions, 'name' | 'serviceType' | 'description' | 'offers'>;
}

/**
 * What every location page puts first: its head tags (title, description, canonical, robots), its
 * structured data (the business, the Service it offers there, the breadcrumb trail) and the
 * visible breadcrumbs, all from the one trail Home > city > part.
 */
export function LocationHead({ city, part, copy, title, indexable, area, service }: LocationHeadProps) {
  const site = useSite();
  const path = part ? `/${city.slug}/${part.slug}` : `/${city.slug}`;
  const description = fitDescription(fillWhole(copy.description, { phone: city.phone ?? site.phone }));
  const crumbs = [{ name: 'Home', path: '/' }, { name: city.name, path: `/${city.slug}` }, ...(part ? [{ name: part.name, path }] : [])];
  const local = {
    name: `Locksmith services in ${part ? `${part.name}, ${city.name}` : city.name}`,
    serviceType: 'Locksmith',
    description,
  };
  return (
    <>
      <Seo
        title={title ?? fitTitle([...copy.titleParts, site.name])}
        description={description}
        path={path}
        noindex={indexable === false}
        followLinks
      />
      <JsonLd data={graph(businessNode(site), serviceNode(site, { path, ...(service ?? local), area }), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
    </>
  );
}
