import type { IconPoint } from '../shared/types.ts';

/** The nine sector cards of /sectors (docs/product.md §2, 'Sectors'): eight kinds of building and residential lettings. */
export const sectors: readonly (IconPoint & { slug: string; examples: string[] })[] = [
  {
    slug: 'healthcare',
    title: 'Healthcare',
    icon: 'hospital',
    description:
      "We fit and repair locks on drug cupboards and controlled-drug cabinets, plan suited master key systems so each ward's keys open only what its staff need, and fit keyless egress (BS 8621) and panic hardware (BS EN 1125) on escape routes. We can work out of hours to keep disruption to patients low.",
    examples: ['GP surgeries', 'Care homes', 'Hospital wards', 'Dental practices', 'Pharmacies'],
  },
  {
    slug: 'offices',
    title: 'Offices',
    icon: 'briefcase',
    description:
      'We plan master key systems that give each tenant, team and cleaner the right access, rekey locks when staff leave, and fit and maintain access control, door closers and locks for server rooms and filing. On fire exits we fit and service emergency exit devices to BS EN 179 or BS EN 1125, out of hours if needed.',
    examples: ['Serviced offices', 'Business parks', 'Co-working spaces', 'Professional practices'],
  },
  {
    slug: 'industrial',
    title: 'Industrial',
    icon: 'factory',
    description:
      'Warehouses, yards and plant rooms need heavy-duty hardware. We fit and repair roller shutter and loading-door locks, high-security padlocks and chains for gates and containers, and restricted key systems that stop copies being cut without authorisation. We also service panic bars on emergency exits and upgrade cylinders on steel doors that take hard daily use.',
    examples: ['Warehouses', 'Factories', 'Distribution centres', "Builders' yards", 'Trade counters'],
  },
  {
    slug: 'public-buildings',
    title: 'Public Buildings',
    icon: 'landmark',
    description:
      'Town halls, libraries and community centres have to welcome visitors while keeping staff areas and records secure. We install suited and restricted master key systems, emergency exit hardware to BS EN 1125 and BS EN 179, door closers and access control, keep clear records of who holds which keys, and work around opening hours.',
    examples: ['Town halls', 'Libraries', 'Community centres', 'Leisure centres', 'Council offices'],
  },
  {
    slug: 'heritage',
    title: 'Heritage',
    icon: 'castle',
    description:
      'In old buildings we repair and conserve original period locks rather than replace them, and cut or hand-make keys for old lever and warded locks. We work within listed-building consent, agreeing any change with the owner and conservation officer first, and where more security is needed we look for discreet additions that leave historic doors intact.',
    examples: ['Listed houses', 'Churches', 'Museums', 'Country estates', 'Period townhouses'],
  },
  {
    slug: 'retail',
    title: 'Retail',
    icon: 'store',
    description:
      'Shops need quick repairs when a lock or shutter fails before opening. We fit and repair roller shutter locks, shopfront and aluminium door locks and door closers, rekey after staff changes, and secure stockrooms, cash offices and display cabinets. Where a fire exit doubles as a delivery door, we fit exit hardware that stays secure from outside.',
    examples: ['High street shops', 'Shopping centre units', 'Convenience stores', 'Jewellers', 'Retail parks'],
  },
  {
    slug: 'hospitality',
    title: 'Hospitality',
    icon: 'hotel',
    description:
      'Hotels, pubs and restaurants keep long hours, so we work around service. We fit and maintain master key systems for bedrooms, housekeeping and back-of-house areas, service electronic guest-room locks and in-room safes, and secure cellars, bars and stores. We also check and repair panic hardware so escape routes open freely whenever guests are inside.',
    examples: ['Hotels', 'Pubs', 'Restaurants', 'Guest houses', 'Holiday lets'],
  },
  {
    slug: 'education',
    title: 'Education',
    icon: 'graduation-cap',
    description:
      'Schools, colleges and universities need sites that are secure yet easy to leave in an emergency. We design suited master key systems for classrooms, offices and plant rooms, fit lockdown locks and thumb-turns on classroom doors, service panic hardware and door closers, and do disruptive work in the holidays, at half-term or after the school day.',
    examples: ['Primary schools', 'Secondary schools', 'Colleges', 'Universities', 'Nurseries'],
  },
  {
    slug: 'residential-lettings',
    title: 'Residential Lettings',
    icon: 'users',
    description:
      'For landlords, letting agents and block managers we change or rekey locks between tenancies, fit thumb-turn locks so HMO occupants can get out without a key, and fit fire door hardware such as self-closers, fire-rated locks and hinges. We also keep key registers and supply restricted keys, so you know who holds a copy.',
    examples: ['HMOs', 'Student accommodation', 'Blocks of flats', 'Letting agencies', 'Buy-to-let homes'],
  },
];

/** The /sectors page's opening paragraphs. */
export const sectorsIntro: readonly string[] = [
  'Every kind of building asks something different of its locks. A care home has to keep medicines secure while residents and staff move about freely, a listed house needs repairs that respect its original fittings, and a warehouse needs hardware that stands up to hard daily use. We work across all of these, and this page sets out the sectors we serve and the work we offer in each.',
  'Whatever the sector, our approach is the same. We look at how the building is used, who needs to get where and which standards or insurance terms apply, then explain the options and costs before any work starts. Larger jobs, such as a new master key system, can be planned in stages and done out of hours so the building keeps running. If your type of building is not on this list, ask us anyway.',
];

/** The words of /sectors around the list; the title gets ' | {trading name}' added. */
export const sectorsPageCopy = {
  title: 'Sectors We Serve: Locksmiths for Every Building',
  description:
    'Locksmiths for healthcare, offices, industry, public buildings, heritage sites, retail, hospitality, education and residential lettings{commaAllDay}.',
  eyebrow: 'Who we work for',
  heading: 'Sectors We Serve',
  sectorsTitle: 'Nine sectors, one locksmith',
  /** Read out before each sector's examples. */
  examplesLabel: 'For example: ',
  contactMore: 'Talk to us about your premises',
  ctaTitle: 'Planning work across several sites?',
  ctaText: 'We quote for master key systems, access control and scheduled maintenance, and we answer emergency calls {whenWeAnswer}.',
};
