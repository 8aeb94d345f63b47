import type { LocationRecord } from '../shared/types.ts';
import { sampleReview } from './review-sources.ts';

/**
 * The ten-city location records of docs/product.md §3: when each place gained city status, and three
 * reviews each. Name, region, status, population and description live in data/cities.ts.
 *
 * yearGranted:
 * - London: the City of London has held city status since time immemorial.
 * - Glasgow and Edinburgh: cities by ancient usage, with no charter that first granted the title.
 * - Birmingham 1889, Leeds 1893, Sheffield 1893, Manchester 1853, Bradford 1897, Liverpool 1880:
 *   letters patent of those years.
 * - Camden: a London borough, not a city.
 */
export const locationRecords: readonly LocationRecord[] = [
  {
    slug: 'london',
    yearGranted: 'time immemorial',
    reviews: [
      {
        author: 'Amara N.',
        location: 'Hackney',
        rating: 5,
        source: sampleReview,
        date: '14 March 2025',
        text: 'Snapped my key in the front door cylinder on a Sunday morning. The locksmith extracted the broken half, cut a new key from it on his van machine and had me back inside within the hour. Fair price, no fuss.',
      },
      {
        author: 'Daniel K.',
        location: 'Ealing',
        rating: 5,
        source: sampleReview,
        date: '3 July 2025',
        text: 'We had just bought a 1930s semi and had no idea who still held keys. Both external doors now have BS 3621 mortice locks and the back door has a new anti-snap cylinder. Clear written quote beforehand.',
      },
      {
        author: 'Rosa M.',
        location: 'Brixton',
        rating: 4,
        source: sampleReview,
        date: '22 September 2025',
        text: "Our building's communal door closer was slamming and the lock had stopped catching. He adjusted the closer and replaced the keep the same afternoon. It took a little longer to get a slot than I hoped, but a tidy job.",
      },
    ],
  },
  {
    slug: 'birmingham',
    yearGranted: '1889',
    reviews: [
      {
        author: 'Imran H.',
        location: 'Erdington',
        rating: 5,
        source: sampleReview,
        date: '8 February 2025',
        text: 'Our uPVC front door would not lock after a cold snap. The engineer found a failed gearbox in the multipoint lock, had the part on the van and swapped it in about forty minutes. The door shuts smoothly now.',
      },
      {
        author: 'Claire W.',
        location: 'Kings Heath',
        rating: 5,
        source: sampleReview,
        date: '17 May 2025',
        text: "Had anti-snap cylinders fitted to the front and back doors after a neighbour's break-in. He showed me the TS 007 3-star marking on the new cylinders and explained exactly what I was paying for.",
      },
      {
        author: 'Josh P.',
        location: 'Selly Oak',
        rating: 4,
        source: sampleReview,
        date: '29 August 2025',
        text: 'Our landlord sent them round to change the locks before the tenancy started. Quick and friendly, and they left a set of keys for each of the five of us. Arrived a bit after the slot given but rang ahead.',
      },
    ],
  },
  {
    slug: 'leeds',
    yearGranted: '1893',
    reviews: [
      {
        author: 'Hannah B.',
        location: 'Roundhay',
        rating: 5,
        source: sampleReview,
        date: '21 January 2025',
        text: 'Locked myself out while putting the bins out on a freezing evening. The locksmith arrived in about 25 minutes, opened the night latch without any damage and checked it still worked properly before leaving.',
      },
      {
        author: 'Mohammed A.',
        location: 'Armley',
        rating: 5,
        source: sampleReview,
        date: '11 June 2025',
        text: 'Bought an older terrace with a tired timber back door and only a rim latch. They fitted a BS 3621 sashlock and a pair of hinge bolts, and the job was done neatly in a morning. Our insurer was satisfied.',
      },
      {
        author: 'Ellie T.',
        location: 'Hyde Park',
        rating: 4,
        source: sampleReview,
        date: '2 October 2025',
        text: 'Someone in our shared house lost a set of keys in freshers week. The letting agent authorised a lock change and the locksmith came the next morning with six new keys. Good service, though we waited overnight.',
      },
    ],
  },
  {
    slug: 'glasgow',
    yearGranted: 'time immemorial',
    reviews: [
      {
        author: 'Calum R.',
        location: 'Partick',
        rating: 5,
        source: sampleReview,
        date: '6 March 2025',
        text: "The mortice lock on our tenement flat door jammed with the key halfway turned. He freed it, then replaced the worn lock with a new five-lever one that fitted the existing cut-out, so the old door wasn't damaged.",
      },
      {
        author: 'Aisha M.',
        location: 'Shawlands',
        rating: 5,
        source: sampleReview,
        date: '19 June 2025',
        text: 'Lost my keys on a night out. I called at 1am and the locksmith was at the close within twenty minutes, got me into the flat without drilling and changed the cylinder there and then.',
      },
      {
        author: 'Fraser D.',
        location: 'Dennistoun',
        rating: 4,
        source: sampleReview,
        date: '30 September 2025',
        text: 'Needed new locks after a break-up and wanted it done the same day. Both doors were sorted by teatime and the price matched the phone quote. Four stars only because he was running later than the time we agreed.',
      },
    ],
  },
  {
    slug: 'manchester',
    yearGranted: '1853',
    reviews: [
      {
        author: 'Sophie L.',
        location: 'Ancoats',
        rating: 5,
        source: sampleReview,
        date: '12 January 2025',
        text: 'The cylinder on my apartment door failed and the key just spun. The locksmith fitted a new anti-snap cylinder of the right length to sit flush with the handle, and checked the door still closed by itself. Done in under an hour.',
      },
      {
        author: 'Gareth O.',
        location: 'Levenshulme',
        rating: 5,
        source: sampleReview,
        date: '27 April 2025',
        text: "Terraced house with a back gate that wouldn't lock and a loose front door handle. One visit fixed both: a new padbolt on the gate, new handles and a realigned keep on the front door. Very reasonable.",
      },
      {
        author: 'Nadia F.',
        location: 'Withington',
        rating: 4,
        source: sampleReview,
        date: '15 August 2025',
        text: 'Locked my keys in the house while moving furniture. He arrived in about half an hour, opened the door without damage and was polite throughout. I lost a star only because the arrival window was wider than I had hoped.',
      },
    ],
  },
  {
    slug: 'sheffield',
    yearGranted: '1893',
    reviews: [
      {
        author: 'Ruth G.',
        location: 'Nether Edge',
        rating: 5,
        source: sampleReview,
        date: '4 February 2025',
        text: 'Our Victorian front door relied on a rim lock that was decades old. They fitted a BS 3621 mortice deadlock and a new night latch, and the locksmith took real care to match the brass finish of the door furniture.',
      },
      {
        author: 'Liam S.',
        location: 'Hillsborough',
        rating: 5,
        source: sampleReview,
        date: '23 May 2025',
        text: 'My key snapped in the back door on a Saturday evening. He got the broken piece out, replaced the cylinder and cut spare keys on site. Friendly, quick and exactly the price he gave me on the phone.',
      },
      {
        author: 'Priya K.',
        location: 'Walkley',
        rating: 4,
        source: sampleReview,
        date: '9 September 2025',
        text: 'Our uPVC door had dropped and would only lock if I lifted the handle hard. He adjusted the hinges and moved the keep, and now it locks easily. A second short visit was needed for a part, at no extra charge.',
      },
    ],
  },
  {
    slug: 'bradford',
    yearGranted: '1897',
    reviews: [
      {
        author: 'Tariq A.',
        location: 'Manningham',
        rating: 5,
        source: sampleReview,
        date: '18 March 2025',
        text: 'We lost the only key to our back door. The locksmith opened it without damage, fitted a new sashlock and cut three keys. He gave a clear price before he started and left everything tidy.',
      },
      {
        author: 'Joanne H.',
        location: 'Thornton',
        rating: 5,
        source: sampleReview,
        date: '1 July 2025',
        text: 'The stone terrace we rent had a front door with no proper deadlock. Our landlord arranged for a BS 3621 mortice lock to be fitted and the work was done in a couple of hours with no mess at all.',
      },
      {
        author: 'Kieran M.',
        location: 'Heaton',
        rating: 4,
        source: sampleReview,
        date: '14 October 2025',
        text: 'The garage door lock had seized after years without use. He freed the mechanism, replaced the handle lock and greased the runners while he was there. Good work, if a little more than I expected to pay.',
      },
    ],
  },
  {
    slug: 'edinburgh',
    yearGranted: 'time immemorial',
    reviews: [
      {
        author: 'Isla C.',
        location: 'Marchmont',
        rating: 5,
        source: sampleReview,
        date: '13 January 2025',
        text: 'Our tenement flat door had an old rim latch and nothing else. They fitted a five-lever mortice deadlock to BS 3621 and a new latch, working carefully around the original panelled door.',
      },
      {
        author: 'Ben W.',
        location: 'Leith',
        rating: 5,
        source: sampleReview,
        date: '7 May 2025',
        text: 'Locked out of my flat on a Sunday night when the door swung shut with my keys on the hall table. The locksmith arrived within 25 minutes and had me back in without any damage to the door or lock.',
      },
      {
        author: 'Morag S.',
        location: 'Stockbridge',
        rating: 4,
        source: sampleReview,
        date: '28 August 2025',
        text: 'Needed the locks changed on a main-door flat before new tenants moved in. Good, careful work and sensible advice about adding a door viewer. The appointment was moved once, which was the only drawback.',
      },
    ],
  },
  {
    slug: 'liverpool',
    yearGranted: '1880',
    reviews: [
      {
        author: 'Siobhan K.',
        location: 'Aigburth',
        rating: 5,
        source: sampleReview,
        date: '10 February 2025',
        text: 'Large Victorian house with a heavy front door whose old mortice lock had worn out. He fitted a new BS 3621 deadlock into the existing mortice and eased the door so that it closes properly again.',
      },
      {
        author: 'Ryan J.',
        location: 'Walton',
        rating: 5,
        source: sampleReview,
        date: '16 June 2025',
        text: 'Our cylinder was snapped in an attempted break-in during the night. The locksmith came out straight away, replaced it with an anti-snap cylinder and boarded the damaged door panel until it could be replaced.',
      },
      {
        author: 'Megan L.',
        location: 'Wavertree',
        rating: 4,
        source: sampleReview,
        date: '5 September 2025',
        text: 'Our student house needed the bedroom locks replaced at the start of the year. All five were done in one visit, with keys labelled for each room. It would have been five stars with an earlier start time.',
      },
    ],
  },
  {
    slug: 'camden',
    yearGranted: 'N/A',
    reviews: [
      {
        author: 'Olivia R.',
        location: 'Belsize Park',
        rating: 5,
        source: sampleReview,
        date: '25 January 2025',
        text: 'Mansion block flat with an old rim lock and a mortice that no longer turned. Both were replaced within two hours of my call, the mortice with a BS 3621 model that our insurer asked for.',
      },
      {
        author: 'Kwame A.',
        location: 'Kentish Town',
        rating: 5,
        source: sampleReview,
        date: '12 April 2025',
        text: 'Locked out at 7am before work. The locksmith was there in about 20 minutes, opened the night latch without drilling and checked it over before leaving. I was only half an hour late in the end.',
      },
      {
        author: 'Chloe D.',
        location: 'Somers Town',
        rating: 4,
        source: sampleReview,
        date: '20 August 2025',
        text: 'The communal front door of our building would not latch, so anyone could walk in. He replaced the strike plate and adjusted the closer the same day. I had to chase the invoice, otherwise great.',
      },
    ],
  },
];
