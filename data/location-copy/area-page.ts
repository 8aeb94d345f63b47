import type { ReachWords } from '../../shared/reach.ts';
import type { IconPoint } from '../../shared/types.ts';

/** The three kinds of work an area page lists. */
const work: IconPoint[] = [
  {
    icon: 'siren',
    title: 'Emergency locksmith in {place}',
    description:
      'Locked out, lost keys or a lock that has failed overnight? We answer {whenWeAnswer}, send the nearest free locksmith to {place} and open most doors without damage.',
  },
  {
    icon: 'house',
    title: 'Residential locks in {place}',
    description:
      'Lock changes after a move, anti-snap cylinders for uPVC and composite doors, BS 3621 mortice locks for timber doors and window locks, fitted to the standards home insurers ask for.',
  },
  {
    icon: 'building',
    title: 'Commercial locksmith in {place}',
    description:
      'For shops, offices and landlords in {place} we repair shutters and doors, fit master key systems and fire-exit hardware, and change locks between tenancies.',
  },
];

/**
 * Words of a sub-area or London district page (/leeds/headingley, /london/e1-whitechapel).
 * Placeholders: {place} the area, {city}, {placeInCity} the area with its city ('Headingley, Leeds',
 * but 'Leeds City Centre' where the name already says it), {postcodes}, {minutes} the city's
 * response time, {lockoutPrice} the area's lockout price in lower case; {phone} is filled by the page.
 */
export const areaPageCopy = {
  /** Headings of a district's local knowledge (data/london-district-notes.ts), where it has some. */
  localKnowledge: {
    title: 'Doors, locks and getting around in {place}',
    housing: 'Homes and locks',
    history: 'How the streets were built',
    access: 'Access and parking',
    landmarks: 'Places we work around',
    stations: 'Stations',
  },
  titleParts: ['Locksmith {placeInCity}', '{allHours}Emergency Service'],
  description:
    '{openLocksmith} in {placeAndPostcode}: lockouts {lockoutPrice}, lock changes and uPVC repairs. Around {minutes} minutes. Call {phone}.',
  eyebrow: '{city} · {postcodes}',
  heading: 'Locksmith in {place}',
  /**
   * Local only where a team is local to the place (shared/reach.ts, docs/decisions/083). {checked}: the
   * nation's check before 'locksmiths' ('DBS-checked '), or nothing where no check is promised;
   * {checkedLocksmiths} the same opening a sentence ('DBS-checked locksmiths', or 'Locksmiths').
   */
  lead: {
    local: 'Local {checked}locksmiths for {place} and the rest of {city}{commaAllDay}.',
    withinReach: '{checkedLocksmiths} for {place} and the rest of {city}{commaAllDay}.',
    beyondReach: '{checkedLocksmiths} for {place} and the rest of {city}{commaAllDay}, with an arrival time agreed when you call.',
  } satisfies ReachWords,
  claims: ['About {minutes} minutes to {place}', 'Free quote by phone, no hidden fees', 'Non-destructive entry first'],
  localTitle: 'Local expertise in {place}',
  localNote:
    'Every job starts with a free quote by phone. When we arrive we show photo ID, check that you live at the address, and try non-destructive entry first. If a lock needs replacing we carry cylinders, mortice locks and uPVC mechanisms on the van, so most work in {place} is finished in one visit.',
  priceCaption: 'Prices in {place}',
  workTitle: 'What we do in {place}',
  work,
  reviewsTitle: 'Reviews from {place}',
  faqTitle: '{place} locksmith questions',
  faqs: [
    {
      question: 'How quickly can a locksmith reach {place}?',
      answer: 'Usually in about {minutes} minutes{atAnyTime}. We give you an arrival time when you call.',
    },
    { question: 'Which postcodes do you cover around {place}?', answer: 'Postcodes we cover here: {postcodes}.' },
    {
      question: 'Do you charge extra at night or at weekends?',
      answer:
        '{nightChargeAnswer} Hourly rates for other work differ by time of day, with no surge pricing, and you get the full price by phone before we set off.',
    },
    {
      question: 'Can you fit locks my insurer will accept?',
      answer: 'Yes. We fit BS 3621 mortice locks and TS 007 3-star or Sold Secure Diamond cylinders and put the standard on your invoice.',
    },
  ],
  nearbyTitle: 'Areas near {place}',
};

/** How a London district page describes the district; one is picked per district, by its code. */
export const districtCopy = {
  /**
   * {where}: the district's places as a list ('Shoreditch, Hoxton and Haggerston'); {whereAny}: the
   * same with 'or', for 'whether you are in …' ('Shoreditch, Hoxton or Haggerston'); {code}: 'E1'.
   * {team}: the place of the team that serves it; a description is given in two wordings by reach
   * (shared/reach.ts), since only a team within reach works there. No arrival time: the page states it elsewhere. No claim about its buildings: those come only
   * from the district's checked notes (data/london-district-notes.ts), where it has them.
   */
  descriptions: [
    { withinReach: '{district} takes in {where}, and our {team} locksmiths work here{dayAndNight}.', beyondReach: '{district} takes in {where}.' },
    {
      withinReach: 'Covering {where}, the {code} district is served by our {team} locksmiths{commaDayAndNight}.',
      beyondReach: "Covering {where}, {code} is one of London's postal districts.",
    },
    'Whether you are in {whereAny}, we agree the price with you by phone before a locksmith sets off.',
  ],
  /** Read on from the description, in the same paragraph. {boroughs}: 'Hackney and Tower Hamlets'. */
  boroughs: 'The {code} district lies mainly in {boroughs}.',
};
