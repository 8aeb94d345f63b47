/**
 * The words every /services/{slug} page shares around its own data (data/service-pages/).
 * {service}: the page's title without a trailing 'service(s)', in lower case.
 */
export const serviceTemplateCopy = {
  badge: '{allHours}Emergency Service',
  claims: ['{InsuredTitle}', 'Arrival Time Given When You Call', 'Expert Technicians'],
  /** The hero picture of a page without its own banner. */
  image: { src: 'hero-door.svg', alt: 'A front door with a new security lock fitted' },
  aboutTitle: 'About our {service} service',
  benefitsTitle: 'Why customers choose us',
  featuresTitle: 'What you get',
  ctaTitle: 'Need help now? Call our emergency line',
  /** {aLocksmith}: 'A background-checked locksmith' where the business promises the check, else 'A locksmith'. */
  ctaText: '{aLocksmith} answers{dayAndNight}, gives you a price on the phone and sets off straight away.',
};
