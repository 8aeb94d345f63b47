/** The words of /sitemap around its lists; the title gets ' | {trading name}' added. */
export const sitemapPageCopy = {
  title: 'Sitemap: Every Section of Our Site',
  description:
    'Find any page on our site: main pages, all {serviceCount} locksmith services, the cities we cover most and our cities by region, with a link to every location.',
  heading: 'Sitemap',
  /** The lead ends with a link to the directory: '… we cover, see Locksmith Near Me.' */
  lead: {
    /** {placeKinds}: 'town, suburb and London district' where London is served, else 'town and suburb'. */
    before: 'Every section of the site in one place. For every {placeKinds} we cover, see ',
    link: 'Locksmith Near Me',
    after: '.',
  },
  mainTitle: 'Main pages',
  servicesTitle: 'Our services',
  citiesTitle: 'Largest cities we cover',
  regionsTitle: 'Cities by region',
  allLocations: 'View all locations',
};
