import { describe, expect, it } from 'vitest';
import { businessId, contactPoints, graph, locksmithNode, websiteNode } from '../shared/jsonld.ts';
import { serializeForScript } from '../shared/hydration.ts';
import type { SiteConfig } from '../shared/site.ts';

const site: SiteConfig = {
  name: 'Test Locks',
  phone: '020 7946 0001',
  email: 'a@b.test',
  origin: 'https://locks.test',
  address: ['1 Test Row', 'Testville'],
};

describe('JSON-LD builders', () => {
  it('describes the business as a Locksmith with a stable @id and 24/7 hours', () => {
    const node = locksmithNode(site);
    expect(node['@type']).toBe('Locksmith');
    expect(node['@id']).toBe('https://locks.test/#business');
    expect(node.telephone).toBe(site.phone);
    expect(node.url).toBe('https://locks.test/');
    expect(node.openingHoursSpecification).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect((node.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(node.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'GB' });
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('review');
    expect(JSON.stringify(node.address)).not.toContain('streetAddress');
  });

  it('lets the WebSite point at the business', () => {
    expect(websiteNode(site).publisher).toEqual({ '@id': businessId(site) });
  });

  it('wraps nodes in one @graph with the schema.org context', () => {
    const g = graph(locksmithNode(site), websiteNode(site));
    expect(g['@context']).toBe('https://schema.org');
    expect(g['@graph']).toHaveLength(2);
  });

  it('gives the emergency line round-the-clock hours and the office its own', () => {
    const office = { dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:30' };
    const [emergency, desk] = contactPoints(site, office);
    expect(emergency).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: site.phone,
      hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
    });
    expect((emergency!.hoursAvailable as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(desk).toMatchObject({
      contactType: 'customer service',
      email: site.email,
      hoursAvailable: { ...office, '@type': 'OpeningHoursSpecification' },
    });
    expect(locksmithNode(site, { contactPoint: [desk!] }).contactPoint).toEqual([desk]);
    expect(locksmithNode(site)).not.toHaveProperty('contactPoint');
  });

  it('points every image at the 1200x630 share picture on the configured origin', () => {
    expect(locksmithNode(site).image).toBe('https://locks.test/images/share-default.png');
  });

  it('serialises so that no </script> can close the block', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
