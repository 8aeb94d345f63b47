/**
 * The words of the postcode finder's answers (server/views/postcode-finder.ts). Placeholders:
 * {outward} the code's first half as typed ('LL30'), {area} its letters ('LL'), {town} the area's
 * post town, {miles} a distance from the district's centre, {team} the nearest team's place,
 * {reach} the miles a team covers (data/business.ts `reach`), {contains} the miles within which a
 * page's centre makes it the page for a district (server/views/place-for-point.ts CONTAINS_MILES),
 * {why} why a code has no position, {where} a place the business does not serve, {from} where
 * distances are measured from, {town} a Northern Ireland post town; {phone} is filled
 * by the page with its number.
 */
export const finderCopy = {
  invalid: 'We could not read that as a postcode. Type your full postcode, such as LS6 2AB, or its first half, such as LS6.',
  unknown:
    '{outward} is not a UK postcode district we know of. Please check it against a letter or parcel label, or call {phone} and tell us where you are.',
  split: '{outward} is split into smaller districts. Choose yours:',
  uncovered: "We don't cover {where} ({outward}). Call {phone} to ask whether we can help.",
  /** A code the list knows without a position: a PO box, a large user or a newer district, or a district in Northern Ireland. {why} is one of `unplacedWhy`. */
  unplaced:
    '{outward} is a postcode district we have no position for ({why}), in the {town} postcode area ({area}). Call {phone} and tell us where you are. The page we list for the {area} area:',
  /** Why a code has no position: in Northern Ireland, whose positions we do not use (docs/decisions/070); elsewhere, the source gives none. */
  unplacedWhy: {
    northernIreland: 'we place Northern Ireland’s districts by their post town, and hold no checked position for this one’s',
    none: 'it may be a PO box or one business’s own postcode',
  },
  /** A district whose centre no page's place contains: this, the team sentence, then `nearbyPages` above the pages. */
  nearby: 'None of our pages is about a place whose centre is within {contains} miles of {from}.',
  nearbyPages: 'Our nearest pages, with their distance in a straight line from {from}:',
  /** `nearbyPages` where a London borough or district page was nearer than those offered, and is left to the London page. */
  nearbyPagesLondon:
    'Our nearest pages, with London’s boroughs and districts left to the London page, and their distance in a straight line from {from}:',
  /** The team's distance by road, the business file's or the estimate (docs/decisions/084). */
  teamWithinReach: 'Our nearest team is in {team}, about {miles} away by road, within the {reach} miles our teams cover: call {phone}.',
  teamBeyondReach:
    'Our nearest team is in {team}, about {miles} away by road, beyond the {reach} miles our teams cover, so we agree an arrival time when you call {phone}.',
  /** Only the sea lies between them: an island no road reaches (docs/decisions/086). */
  teamAcrossSea:
    'Our nearest team is in {team}, {miles} away in a straight line across the sea, beyond what our teams cover, so we agree an arrival time when you call {phone}.',
  teamListedBeyond:
    'Our nearest team is in {team}, {miles} away in a straight line but further by road, beyond what our teams cover, so we agree an arrival time when you call {phone}.',
  /** Where distances are measured from ({from}): a district's centre, or for Northern Ireland its post town (docs/decisions/082). */
  fromCentre: 'the centre of {outward}',
  fromPostTown: '{town}, the post town of {outward}',
  /** The note beside a page offered with its distance. */
  milesFrom: '{miles} from {outward}',
  /** The same from a Northern Ireland post town. */
  milesFromTown: '{miles} from {town}',
  /** The attribution the outward codes' licence asks for (data/outcodes.ts, docs/decisions/070), shown under the finder's answers. */
  credit:
    'Postcode district positions: contains OS data © Crown copyright and database right; contains Royal Mail data © Royal Mail copyright and database right; source: Office for National Statistics, licensed under the Open Government Licence v3.0.',
  /** The attribution for the Northern Ireland post towns' positions (data/ni-post-town-points.ts). */
  creditNorthernIreland: 'Northern Ireland post town positions: GeoNames (geonames.org), licensed under CC BY 4.0.',
  /** Names of the postcode areas the business does not serve. */
  uncoveredAreas: {
    GY: 'Guernsey',
    JE: 'Jersey',
    IM: 'the Isle of Man',
    BF: 'British Forces Post Office addresses',
    BX: 'non-geographic addresses',
  } as Readonly<Record<string, string>>,
};
