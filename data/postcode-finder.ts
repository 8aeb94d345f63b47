/**
 * The words of the postcode finder's answers (server/views/postcode-finder.ts). Placeholders:
 * {outward} the code's first half as typed ('LL57'), {area} its letters ('LL'), {town} the area's
 * post town, {city} the page offered, {miles} how far a page's city is from the post town,
 * {where} a place the business does not serve; {phone} is filled by the page with its number.
 */
export const finderCopy = {
  invalid: 'We could not read that as a postcode. Type your full postcode, such as LS6 2AB, or its first half, such as LS6.',
  unknownLondon:
    '{outward} is not a London postcode district. Please check it against a letter or parcel label, or call {phone} and tell us where you are.',
  split: '{outward} is split into smaller districts. Choose yours:',
  uncovered: "We don't cover {where} ({outward}). Call {phone} to ask whether we can help.",
  unconfirmedOwn: 'We could not confirm the district {outward}, but {area} is the {town} postcode area, so our {city} page covers it.',
  unconfirmedNearby:
    'We could not confirm the district {outward}. {area} is the {town} postcode area, and we have no page for {town}. These are our nearest pages, but what they say about arrival times and their own area may not apply where you are: call {phone} to check.',
  unconfirmedServed:
    'We could not confirm the district {outward}. Our page for {area} postcodes is {city}, but what it says about arrival times and its own area may not apply where you are: call {phone} to check.',
  /** The note beside a page offered with its distance. */
  milesFrom: '{miles} from {town}',
  /** Names of the postcode areas the business does not serve. */
  uncoveredAreas: {
    GY: 'Guernsey',
    JE: 'Jersey',
    IM: 'the Isle of Man',
    BF: 'British Forces Post Office addresses',
    BX: 'non-geographic addresses',
  } as Readonly<Record<string, string>>,
};
