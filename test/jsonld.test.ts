import { describe, expect, it } from 'vitest';
import { type BusinessFacts, businessId, businessNode, graph, offerNode, sectionOffers, serviceNode, websiteNode } from '../shared/jsonld.ts';
import { serializeForScript } from '../shared/hydration.ts';
import type { SiteConfig } from '../shared/site.ts';
import { officeLocality } from '../server/views/site-data.ts';

const business: BusinessFacts = {
  address: { locality: 'Testville' },
  citiesServed: [
    { type: 'City', name: 'Leeds' },
    { type: 'City', name: 'Bangor', containedIn: { type: 'AdministrativeArea', name: 'Gwynedd' } },
  ],
  localNumbers: [{ place: { type: 'City', name: 'Leeds' }, telephone: '0113 496 0001' }],
  officeHours: {
    weekly: [
      { days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:30' },
      { days: ['Saturday'], opens: '10:00', closes: '12:00' },
    ],
    closures: [{ date: '2026-12-25', name: 'Christmas Day' }],
  },
  lineHours: {
    weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }],
    closures: [],
  },
};

const site: SiteConfig & { business: BusinessFacts } = {
  name: 'Test Locks',
  phone: '0306 999 0001',
  email: 'a@b.test',
  origin: 'https://locks.test',
  address: ['1 Test Row', 'Testville'],
  logo: 'https://locks.test/images/logo-mark.svg',
  sameAs: [],
  business,
};

describe('the business node', () => {
  const node = businessNode(site);

  it('is a Locksmith with a stable @id, the main number and 24/7 hours', () => {
    expect(node['@type']).toBe('Locksmith');
    expect(node['@id']).toBe('https://locks.test/#business');
    expect(node.telephone).toBe(site.phone);
    expect(node.url).toBe('https://locks.test/');
    expect(node.logo).toBe(site.logo);
    expect(node.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...business.lineHours.weekly[0]!.days], opens: '00:00', closes: '23:59' },
    ]);
    expect(node).not.toHaveProperty('specialOpeningHoursSpecification');
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('review');
    expect(node).not.toHaveProperty('sameAs');
  });

  it('gives an address of town and country, never a street', () => {
    expect(node.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Testville', addressCountry: 'GB' });
    expect(businessNode({ ...site, business: { ...business, address: {} } }).address).toEqual({ '@type': 'PostalAddress', addressCountry: 'GB' });
  });

  it('serves the cities, telling apart two of the same name by their region', () => {
    expect(node.areaServed).toEqual([
      { '@type': 'City', name: 'Leeds' },
      { '@type': 'City', name: 'Bangor', containedInPlace: { '@type': 'AdministrativeArea', name: 'Gwynedd' } },
    ]);
  });

  it('lists the main line (24/7), the office (its hours) and each local number as contact points', () => {
    const [emergency, office, leeds, ...rest] = node.contactPoint as Record<string, unknown>[];
    expect(emergency).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: site.phone,
      hoursAvailable: [{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' }],
    });
    expect(office).toMatchObject({
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      hoursAvailable: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:30' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '12:00' },
        // A closed day as Google documents it: opening and closing at midnight, valid for that date only.
        {
          '@type': 'OpeningHoursSpecification',
          name: 'Christmas Day',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-12-25',
          validThrough: '2026-12-25',
        },
      ],
    });
    expect(leeds).toMatchObject({ contactType: 'emergency', telephone: '0113 496 0001', areaServed: { '@type': 'City', name: 'Leeds' } });
    expect(rest).toEqual([]);
  });

  it("gives the line's closures as specialOpeningHoursSpecification, and the emergency numbers the same days", () => {
    const lineHours = { ...business.lineHours, closures: [{ date: '2027-01-01', name: "New Year's Day" }] };
    const closed = businessNode({ ...site, business: { ...business, lineHours } });
    const special = {
      '@type': 'OpeningHoursSpecification',
      name: "New Year's Day",
      opens: '00:00',
      closes: '00:00',
      validFrom: '2027-01-01',
      validThrough: '2027-01-01',
    };
    expect(closed.specialOpeningHoursSpecification).toEqual([special]);
    const [emergency, , leeds] = closed.contactPoint as Record<string, unknown>[];
    expect(emergency!.hoursAvailable).toContainEqual(special);
    expect(leeds!.hoursAvailable).toContainEqual(special);
  });

  it('names the configured profiles as sameAs', () => {
    expect(businessNode({ ...site, sameAs: ['https://example.com/a'] }).sameAs).toEqual(['https://example.com/a']);
  });

  it('points its image at the 1200x630 share picture on the configured origin', () => {
    expect(node.image).toBe('https://locks.test/images/share-default.png');
  });
});

describe('the office address in structured data', () => {
  it('takes the town from the last line, and a postcode where one is given', () => {
    expect(officeLocality(['Tumblerway House', '1 Example Street', 'London'])).toEqual({ locality: 'London' });
    expect(officeLocality(['1 Example Street', 'Leeds', 'ls6 2ab'])).toEqual({ locality: 'Leeds', postalCode: 'LS6 2AB' });
    expect(officeLocality(['1 Example Street', 'Leeds LS6 2AB'])).toEqual({ locality: 'Leeds', postalCode: 'LS6 2AB' });
  });

  it('never publishes a street line as the town', () => {
    expect(officeLocality(['1 Example Street'])).toEqual({});
  });
});

describe('services and offers', () => {
  it('describes a place page as a Service of the business, covering the place, with coordinates only when given', () => {
    const node = serviceNode(site, {
      path: '/leeds/morley',
      name: 'Locksmith services in Morley, Leeds',
      serviceType: 'Locksmith',
      description: 'd',
      area: { type: 'Place', name: 'Morley', geo: { latitude: 53.74013, longitude: -1.59877 }, containedIn: { type: 'City', name: 'Leeds' } },
    });
    expect(node).toMatchObject({
      '@type': 'Service',
      '@id': 'https://locks.test/leeds/morley#service',
      provider: { '@id': businessId(site) },
      areaServed: {
        '@type': 'Place',
        name: 'Morley',
        geo: { '@type': 'GeoCoordinates', latitude: 53.74013, longitude: -1.59877 },
        containedInPlace: { '@type': 'City', name: 'Leeds' },
      },
    });
    const noGeo = serviceNode(site, { path: '/x', name: 'x', description: 'd', area: { type: 'Place', name: 'City Centre', geo: null } });
    expect(noGeo.areaServed).toEqual({ '@type': 'Place', name: 'City Centre' });
    expect(serviceNode(site, { path: '/x', name: 'x', description: 'd' }).areaServed).toEqual({ '@type': 'Country', name: 'United Kingdom' });
  });

  it("reads 'from' prices as an open range, ranges as a range and plain prices as the price, in GBP, each with a price a validator reads", () => {
    expect(offerNode('Lockout', 'From £75')).toEqual({ '@type': 'AggregateOffer', name: 'Lockout', priceCurrency: 'GBP', lowPrice: 75 });
    expect(offerNode('Lock', 'From £95 plus labour')).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 95 });
    expect(offerNode('Lockout', 'From £6O')).toBeUndefined();
    expect(offerNode('Extraction', '£80-£100')).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 80, highPrice: 100 });
    expect(offerNode('Rekey', '£60')).toEqual({ '@type': 'Offer', name: 'Rekey', price: 60, priceCurrency: 'GBP' });
    expect(offerNode('Basic', '£99', 'per year')).toEqual({
      '@type': 'Offer',
      name: 'Basic',
      price: 99,
      priceCurrency: 'GBP',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 99, priceCurrency: 'GBP', unitText: 'per year' },
    });
    expect(offerNode('Quote', 'Free quote')).toBeUndefined();
    expect(offerNode('Parts', '£35-£45 plus labour')).toBeUndefined();
  });

  it('offers every price a service page shows, and only those', () => {
    const offers = sectionOffers([
      { kind: 'prose', id: 'a', heading: 'A', paragraphs: ['From £1000 is not a price row'] },
      { kind: 'priced', id: 'b', heading: 'B', options: [{ title: 'Digital safe', description: 'd', price: 'From £200' }] },
      { kind: 'price-table', id: 'c', heading: 'C', rows: [{ service: 'Window lock', price: 'From £45' }] },
    ]);
    expect(offers.map((offer) => offer?.name)).toEqual(['Digital safe', 'Window lock']);
  });

  it('still wraps nodes in one @graph with the schema.org context, and the WebSite points at the business', () => {
    const g = graph(businessNode(site), websiteNode(site));
    expect(g['@context']).toBe('https://schema.org');
    expect(g['@graph']).toHaveLength(2);
    expect(websiteNode(site).publisher).toEqual({ '@id': businessId(site) });
  });
});

describe('serialising', () => {
  it('escapes so that no </script> can close the block', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
