/**
 * The words of the postcode finder's answers (server/views/postcode-finder.ts). Placeholders:
 * {outward} the code's first half as typed ('LL30'), {area} its letters ('LL'), {town} the area's
 * post town, {miles} a distance from the district's centre, {team} the nearest team's place,
 * {reach} the miles a team covers (data/business.ts `reach`), {where} a place the business does
 * not serve; {phone} is filled by the page with its number.
 */
export const finderCopy = {
  invalid: 'We could not read that as a postcode. Type your full postcode, such as LS6 2AB, or its first half, such as LS6.',
  unknown:
    '{outward} is not a UK postcode district we know of. Please check it against a letter or parcel label, or call {phone} and tell us where you are.',
  split: '{outward} is split into smaller districts. Choose yours:',
  uncovered: "We don't cover {where} ({outward}). Call {phone} to ask whether we can help.",
  /** A code the list knows without a position: a PO box, a large user or a newer district. */
  unplaced:
    '{outward} is a postcode district we have no position for (it may be a PO box or one business’s own postcode), in the {town} postcode area ({area}). Call {phone} and tell us where you are. The page we list for the {area} area:',
  /** A district whose centre no page's place contains: this, the team sentence, then `nearbyPages` above the pages. */
  nearby: 'We have no page about the place {outward} is in.',
  nearbyPages: 'Our nearest pages, with their distance from the centre of {outward}:',
  teamWithinReach: 'Our nearest team is in {team}, {miles} away, within the {reach} miles our teams cover: call {phone}.',
  teamBeyondReach:
    'Our nearest team is in {team}, {miles} away in a straight line, beyond the {reach} miles our teams cover, so we agree an arrival time when you call {phone}.',
  teamListedBeyond:
    'Our nearest team is in {team}, {miles} away in a straight line but further by road, beyond what our teams cover, so we agree an arrival time when you call {phone}.',
  /** The note beside a page offered with its distance. */
  milesFrom: '{miles} from {outward}',
  /** The attribution the outward codes' licence asks for (data/outcodes.ts, docs/decisions/070), shown under the finder's answers. */
  credit:
    'Postcode district positions: contains OS data © Crown copyright and database right; contains Royal Mail data © Royal Mail copyright and database right; source: Office for National Statistics, licensed under the Open Government Licence v3.0.',
  /** Names of the postcode areas the business does not serve. */
  uncoveredAreas: {
    GY: 'Guernsey',
    JE: 'Jersey',
    IM: 'the Isle of Man',
    BF: 'British Forces Post Office addresses',
    BX: 'non-geographic addresses',
  } as Readonly<Record<string, string>>,
};
