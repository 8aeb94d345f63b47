import type { SuburbPage } from '../shared/types.ts';

/**
 * The dedicated suburb pages of docs/product.md §2, served at /{city}/{slug}: Birmingham (Edgbaston,
 * Moseley, Harborne), Manchester (Didsbury, Chorlton, Fallowfield), Leeds (Headingley, Horsforth,
 * Chapel Allerton) and Sheffield's Manor Park. The full versions (Edgbaston, Didsbury, Headingley,
 * Manor Park) add the checklist, pricing table and area information. Intros, area information and
 * reviews are our own writing; three reviews each, rated 4 or 5.
 */
export const suburbs: readonly SuburbPage[] = [
  {
    citySlug: 'birmingham',
    slug: 'edgbaston',
    name: 'Edgbaston',
    postcode: 'B15',
    subheading:
      "Local locksmiths for Edgbaston's period villas, converted flats and university lets, with emergency help across B15 at any hour of the day or night.",
    intro: [
      "Edgbaston grew up on the Calthorpe family's land, and because the estate kept factories out, its broad roads between the Hagley Road and the Bristol Road are still lined with Regency and Victorian villas. Many are now offices, surgeries or flats, which means heavy period doors, shared entrances and gates that all need sound locks. We know these houses well, from original panelled front doors to the composite doors fitted when a villa was converted.",
      'The University of Birmingham, the Queen Elizabeth Hospital and Edgbaston cricket ground bring students, shift workers and match-day crowds, so lockouts happen at all hours. We answer around the clock, aim to reach B15 within {minutes} minutes, and fit insurer-approved BS 3621 mortice locks, anti-snap cylinders rated TS 007 3-star or Sold Secure SS312 Diamond, and restricted key systems for landlords who need control over copies.',
    ],
    reviews: [
      {
        author: 'Victoria H.',
        location: 'Edgbaston',
        rating: 5,
        date: '11 February 2025',
        text: 'Our converted Victorian house is split into four flats. They replaced the communal door lock with a BS 3621 mortice and put the flat cylinders on a master key, so the managing agent only needs one key.',
      },
      {
        author: 'Arjun M.',
        location: 'Five Ways, Edgbaston',
        rating: 5,
        date: '29 April 2025',
        text: "Junior doctor at the QE, locked out after a night shift. The locksmith arrived quickly, opened the door without damage and didn't make me feel daft about it. Exactly what I needed at 8am.",
      },
      {
        author: 'Stephen G.',
        location: 'Harborne Road, Edgbaston',
        rating: 4,
        date: '16 July 2025',
        text: 'Booked a security survey of our detached house for the insurer. Sensible recommendations, then a new gate lock and two new deadlocks fitted. The written survey report took a few days to arrive.',
      },
    ],
    full: true,
    areaInfo: [
      'We cover the whole of B15 and the parts of Edgbaston in B16, from Five Ways and the offices of Calthorpe Road to the Botanical Gardens, Edgbaston Reservoir and the roads around the university. Neighbouring Harborne, Selly Oak, Moseley, Balsall Heath and Ladywood are served by the same locksmiths, so a call from any of them is handled in the same way and at the same prices.',
      'Most Edgbaston roads have generous off-street parking, but some converted villas and apartment blocks sit behind electric gates, so please give us the gate code or meet us at the entrance. Property types range from listed villas and Victorian semis to 1960s flats and new apartment blocks near Five Ways, and we carry locks for timber, uPVC, composite and aluminium doors.',
    ],
  },
  {
    citySlug: 'birmingham',
    slug: 'moseley',
    name: 'Moseley',
    postcode: 'B13',
    subheading:
      "Trusted locksmiths for Moseley's Victorian and Edwardian homes, shared houses and village shops, ready to help around the clock in B13.",
    intro: [
      "Moseley keeps a village feel around St Mary's Row and the Alcester Road, with independent shops, a monthly farmers' market and the nature reserve at Moseley Bog, linked to the young J. R. R. Tolkien. Behind the high street, roads such as Wake Green Road and Salisbury Road hold large Victorian and Edwardian houses, many with their original front doors, stained glass and several generations of locks.",
      'A good share of those big houses are now flats or shared lets, so landlords call us for lock changes between tenancies, thumb-turn locks on bedroom doors so tenants can always get out, and secure communal entrances. Families ask for window locks, gate bolts and anti-snap upgrades. Whatever the job, our locksmiths carry the common lock sizes, give the price before starting and aim to reach B13 within about {minutes} minutes.',
    ],
    reviews: [
      {
        author: 'Naomi F.',
        location: 'Moseley',
        rating: 5,
        date: '24 January 2025',
        text: 'Edwardian house with a stained-glass front door. They fitted a new night latch and a mortice deadlock with real care, and not one of the leaded glass panels was cracked. Lovely, patient locksmith.',
      },
      {
        author: 'Tunde O.',
        location: 'Wake Green Road, Moseley',
        rating: 5,
        date: '6 June 2025',
        text: 'The lock on our back gate had rusted solid. A new gate lock, a bolt at the top and a key safe for our cleaner were all fitted in one visit, at a fair price agreed beforehand.',
      },
      {
        author: 'Beth C.',
        location: 'Moseley',
        rating: 4,
        date: '4 September 2025',
        text: 'Snapped a key in the front door early on a Monday. The broken piece was extracted and the cylinder changed in under an hour. Good work, though he arrived a bit later than promised.',
      },
    ],
    full: false,
  },
  {
    citySlug: 'birmingham',
    slug: 'harborne',
    name: 'Harborne',
    postcode: 'B17',
    subheading:
      'Fast, friendly locksmiths for Harborne homes and High Street businesses, covering lockouts, lock changes and security upgrades throughout B17.',
    intro: [
      'Harborne sits west of Edgbaston and south of Bearwood, with a busy High Street of cafes, pubs and independent shops at its heart. The streets around Queens Park and War Lane are mostly Victorian and Edwardian terraces and semis, larger houses line Lordswood Road, and later estates fill the edges towards Quinton. The Harborne Walkway follows the route of the old Harborne railway line.',
      'With the Queen Elizabeth Hospital and the university a short distance away, Harborne is home to many hospital staff and academics who need a locksmith outside office hours. We handle lockouts, snapped keys, worn latches on period doors and failed uPVC gearboxes, and we upgrade older cylinders to 3-star anti-snap models. Call at any time: we aim to reach B17 in about {minutes} minutes and give an honest price first.',
    ],
    reviews: [
      {
        author: 'Martin D.',
        location: 'Harborne',
        rating: 5,
        date: '19 March 2025',
        text: 'Victorian terrace off the High Street with a front door that kept sticking. He adjusted the door, replaced the worn latch and fitted a BS 3621 deadlock, so our insurer is now happy too.',
      },
      {
        author: 'Sunita R.',
        location: 'Harborne',
        rating: 5,
        date: '2 June 2025',
        text: 'We moved into a house near Queens Park and wanted every lock changed. Front, back and side doors were all done in a morning, with cylinders keyed alike so we carry one key.',
      },
      {
        author: 'Chris L.',
        location: 'Lordswood Road, Harborne',
        rating: 4,
        date: '18 August 2025',
        text: "Our uPVC patio door wouldn't lock. A new gearbox was fitted on a second visit once the right part arrived. Good communication throughout and the door works perfectly now.",
      },
    ],
    full: false,
  },
  {
    citySlug: 'manchester',
    slug: 'didsbury',
    name: 'Didsbury',
    postcode: 'M20',
    subheading:
      "Expert locksmiths for Didsbury's Victorian villas, family semis and modern flats, with rapid 24-hour emergency cover across the whole of M20.",
    intro: [
      "Didsbury runs from West Didsbury's Burton Road to Didsbury Village on Wilmslow Road and on to East Didsbury and Parrs Wood. Many of its streets were laid out in Victorian and Edwardian times, so large villas, bay-fronted semis and red-brick terraces stand alongside purpose-built flats and newer apartment blocks. Fletcher Moss Gardens and the meadows of the Mersey valley mark its southern edge.",
      "Period villas in Didsbury often have tall timber doors with a single old night latch, which many insurers won't accept on its own, so fitting a BS 3621 mortice deadlock is one of our most common jobs here. We also open lockouts, change locks for landlords and replace worn uPVC gearboxes. A local locksmith aims to reach M20 within about {minutes} minutes, day or night.",
    ],
    reviews: [
      {
        author: 'Eleanor P.',
        location: 'West Didsbury',
        rating: 5,
        date: '7 February 2025',
        text: 'Our Victorian villa had never had a proper deadlock on the front door. They fitted a BS 3621 mortice lock and hinge bolts, and explained what our home insurance policy actually required.',
      },
      {
        author: 'Marcus J.',
        location: 'Didsbury Village',
        rating: 5,
        date: '21 May 2025',
        text: 'Locked out of my flat above a shop on Wilmslow Road at 2am. The locksmith arrived within the half hour, got me in without damage and checked the lock was working before he left.',
      },
      {
        author: 'Anna K.',
        location: 'East Didsbury',
        rating: 4,
        date: '13 August 2025',
        text: 'Had the cylinder on our composite door replaced with an anti-snap one. Efficient and friendly, with a clear price. Four stars only because the first appointment had to be rearranged.',
      },
    ],
    full: true,
    areaInfo: [
      'We cover all of M20: West Didsbury, Didsbury Village, East Didsbury, Parrs Wood and Withington, which shares the postcode. Chorlton, Burnage, Northenden and Heaton Mersey are all close by, so the same locksmiths work across them. The Metrolink stops at Burton Road, West Didsbury, Didsbury Village and East Didsbury are useful landmarks if you want to tell us exactly where you are.',
      'Parking is straightforward on most residential roads, but the village centre and Burton Road are busy in the evenings, so a nearby side street often helps. Property types include Victorian villas divided into flats, Edwardian terraces, inter-war semis and modern apartment blocks with fob-entry lobbies. We carry British Standard mortice locks, anti-snap cylinders and common uPVC mechanisms, so most jobs are finished on the first visit.',
    ],
  },
  {
    citySlug: 'manchester',
    slug: 'chorlton',
    name: 'Chorlton',
    postcode: 'M21',
    subheading: "Reliable locksmiths for Chorlton's Edwardian terraces, family homes and flats above the shops, on call 24 hours a day across M21.",
    intro: [
      'Chorlton-cum-Hardy, usually just called Chorlton, is known for the independent shops and cafes of Beech Road, the old village green and Chorlton Water Park beside the Mersey. Most homes are Edwardian and late-Victorian terraces and semis, with flats above the shops along Barlow Moor Road and Wilbraham Road and newer blocks near the Metrolink stop.',
      'Families, young professionals and sharers all live here, so our jobs range from lockouts and snapped keys to new back-door locks, side-gate bolts and window locks for ground-floor flats. Many Edwardian front doors still sit in their original timber frames, which need care when a new lock is cut in. Call us at any time; a locksmith aims to reach M21 in around {minutes} minutes.',
    ],
    reviews: [
      {
        author: 'Rachel T.',
        location: 'Chorlton',
        rating: 5,
        date: '28 March 2025',
        text: 'Edwardian terrace near Beech Road. The old lock on the back door was replaced with a five-lever sashlock, and he sorted out our dodgy side gate bolt at the same time. Fair price and very tidy.',
      },
      {
        author: 'Femi A.',
        location: 'Chorlton',
        rating: 5,
        date: '9 January 2025',
        text: 'My key stuck fast in the front door lock after a frosty night. He freed it, replaced the cylinder and cut spare keys, all before I needed to leave for work. Really quick and friendly.',
      },
      {
        author: 'Holly B.',
        location: 'Chorlton Green',
        rating: 4,
        date: '25 September 2025',
        text: 'Window locks fitted throughout our ground-floor flat. Good quality and neatly done; the only delay was waiting a couple of days for the locks to be ordered so they matched each other.',
      },
    ],
    full: false,
  },
  {
    citySlug: 'manchester',
    slug: 'fallowfield',
    name: 'Fallowfield',
    postcode: 'M14',
    subheading:
      'Locksmiths for Fallowfield students, landlords and families, handling lockouts, tenancy lock changes and uPVC repairs across M14 day and night.',
    intro: [
      "Fallowfield is one of Manchester's busiest student areas. The University of Manchester's Fallowfield Campus halls sit off Wilmslow Road, and the streets of Victorian terraces and large semis around them are mostly let as shared houses. Platt Fields Park lies on its northern edge, the Fallowfield Loop cycle path follows an old railway line across the area, and Ladybarn's quieter terraces lie to the south-east.",
      'That mix means much of our work is for landlords and letting agents: changing locks between tenancies, fitting thumb-turn locks on bedroom doors and replacing front-door cylinders after keys go missing. Students call us for lockouts at all hours, especially in September. We keep prices clear, can invoice agents directly where agreed and aim to reach M14 within about {minutes} minutes.',
    ],
    reviews: [
      {
        author: 'Jack W.',
        location: 'Fallowfield',
        rating: 5,
        date: '3 February 2025',
        text: 'Six of us share a house and the front door lock broke the week before exams. It was replaced the same day, everyone got a new key and the letting agent was invoiced directly.',
      },
      {
        author: 'Priyanka D.',
        location: 'Ladybarn',
        rating: 5,
        date: '15 May 2025',
        text: 'I am a landlord with three houses here. They changed the locks on all three between tenancies in one day, fitted anti-snap cylinders throughout and sent me a photo of each door when done.',
      },
      {
        author: 'Owen S.',
        location: 'Fallowfield',
        rating: 4,
        date: '10 September 2025',
        text: 'Locked out on moving-in day because my housemate had taken both keys. Reasonable call-out charge and no damage to the door. It was a busy night, so it took about forty minutes to arrive.',
      },
    ],
    full: false,
  },
  {
    citySlug: 'leeds',
    slug: 'headingley',
    name: 'Headingley',
    postcode: 'LS6',
    subheading:
      "Local locksmiths for Headingley's back-to-backs, student lets and Victorian villas, with 24-hour emergency help across LS6 whenever you need it.",
    intro: [
      'Headingley sits about two miles north-west of Leeds city centre along the Otley Road. It is best known for its cricket ground, home of Yorkshire cricket and a regular Test venue, and for the student streets that run down towards Hyde Park. Rows of red-brick back-to-backs and through-terraces fill the hillside, while Far Headingley has larger Victorian villas and semis.',
      'A back-to-back has only one outside door, so its lock matters more than usual: we fit anti-snap cylinders, letterbox guards and British Standard deadlocks that insurers accept. Students at the University of Leeds and Leeds Beckett call us for lockouts, and landlords for lock changes every summer as tenancies turn over. A local locksmith aims to reach LS6 within about {minutes} minutes, day or night.',
    ],
    reviews: [
      {
        author: 'Lauren M.',
        location: 'Headingley',
        rating: 5,
        date: '14 January 2025',
        text: 'Our back-to-back only has the one door, so the lock really matters. They fitted an anti-snap cylinder and a letterbox cage, and explained clearly why each one was worth having.',
      },
      {
        author: 'Nathan C.',
        location: 'Far Headingley',
        rating: 5,
        date: '26 June 2025',
        text: 'Victorian semi off Otley Road with a sticking uPVC back door. He fitted a new gearbox and realigned the keeps, and now it shuts and locks easily again. Good value for a same-day fix.',
      },
      {
        author: 'Jess P.',
        location: 'Headingley',
        rating: 4,
        date: '30 August 2025',
        text: 'I manage six student lets and needed all the locks changed before September. Done over two days with keys labelled by house. Good service overall, though one door needed a return visit.',
      },
    ],
    full: true,
    areaInfo: [
      "We cover all of LS6, which takes in Headingley, Far Headingley, Hyde Park and parts of Meanwood and Woodhouse, together with the streets around the cricket ground and Leeds Beckett's Headingley Campus. Weetwood, Kirkstall and Burley border the area and are served by the same locksmiths, so a call from any of them is handled just as quickly.",
      'Parking is tight on the terraced streets, and on match days the roads around the stadium can be closed or full, so we may ring ahead to agree where to stop. Property types include back-to-backs, through-terraces, large villas split into flats and purpose-built student blocks with fob entry. We carry the cylinders, sashlocks and uPVC mechanisms these doors use most, so most jobs are finished in one visit.',
    ],
  },
  {
    citySlug: 'leeds',
    slug: 'horsforth',
    name: 'Horsforth',
    postcode: 'LS18',
    subheading:
      "Dependable locksmiths for Horsforth's stone cottages, family semis and newer homes, offering round-the-clock emergency cover throughout LS18.",
    intro: [
      'Horsforth lies on the north-west edge of Leeds, between the Outer Ring Road and Leeds Bradford Airport. It grew from a stone-built village, and the older streets around Town Street still have gritstone cottages and terraces with small timber doors, some of them original. Later decades added inter-war semis, post-war estates and newer houses on the edges towards Cookridge and Rawdon.',
      "Horsforth's mix of old and new means we fit everything from BS 3621 sashlocks on cottage doors to anti-snap cylinders on composite doors and patio locks on modern homes. Students at Leeds Trinity University and commuters using Horsforth station keep us busy with lockouts too. A local locksmith aims to reach LS18 within about {minutes} minutes, at any time of the day or night.",
    ],
    reviews: [
      {
        author: 'Graham T.',
        location: 'Horsforth',
        rating: 5,
        date: '5 March 2025',
        text: 'Stone cottage off Town Street with an ancient back door lock. It was replaced with a BS 3621 sashlock without damaging the old door, and he even eased the door so it stopped catching.',
      },
      {
        author: 'Emma R.',
        location: 'Horsforth',
        rating: 5,
        date: '17 June 2025',
        text: 'Locked out while the children were at school. He arrived quickly, opened the door without damage and checked the lock before leaving, so I was back in well before pick-up time.',
      },
      {
        author: 'Neil H.',
        location: 'Horsforth',
        rating: 4,
        date: '8 October 2025',
        text: 'Had the garage and side gate locks replaced. Sensible price and good solid work, though I waited a couple of days for a slot because it was not an emergency job.',
      },
    ],
    full: false,
  },
  {
    citySlug: 'leeds',
    slug: 'chapel-allerton',
    name: 'Chapel Allerton',
    postcode: 'LS7',
    subheading:
      "Skilled locksmiths for Chapel Allerton's period terraces, villas, flats and Harrogate Road businesses, available 24 hours a day across LS7.",
    intro: [
      'Chapel Allerton is a lively suburb about two miles north of Leeds city centre, with bars, cafes and independent shops clustered along Harrogate Road and Stainbeck Lane. Its older core is a conservation area of stone cottages, red-brick Victorian terraces and large villas, and the streets running down towards Potternewton Park and Chapeltown add Edwardian semis and through-terraces.',
      'Homeowners here often ask us to bring period doors up to insurance standard with a BS 3621 mortice deadlock, to replace failed uPVC gearboxes or to fit window locks on ground-floor flats. Restaurants and shops along Harrogate Road call us for shutter locks and late-night lockouts. We answer 24 hours a day and aim to reach LS7 in around {minutes} minutes.',
    ],
    reviews: [
      {
        author: 'Yasmin K.',
        location: 'Chapel Allerton',
        rating: 5,
        date: '22 February 2025',
        text: 'Our terrace had a front door with three mismatched locks. He replaced them with one BS 3621 deadlock and a new night latch, and filled and finished the old holes so neatly you cannot see them.',
      },
      {
        author: 'Tom G.',
        location: 'Harrogate Road, Chapel Allerton',
        rating: 5,
        date: '4 July 2025',
        text: "The lock on our cafe's back door failed at closing time. He arrived quickly, fitted a new lock and we were able to lock up the same night. Saved us from staying until morning.",
      },
      {
        author: 'Lisa W.',
        location: 'Chapel Allerton',
        rating: 4,
        date: '19 September 2025',
        text: 'Anti-snap upgrade on our uPVC front door, with a good explanation of what the 3-star rating means. It took two tries to find a time that suited us, but the work itself was spot on.',
      },
    ],
    full: false,
  },
  {
    citySlug: 'sheffield',
    slug: 'manor-park',
    name: 'Manor Park',
    postcode: 'S2',
    subheading:
      'Local Sheffield locksmiths for Manor Park homes, tenants and families, covering lockouts, uPVC repairs and lock upgrades across S2 day and night.',
    intro: [
      'Manor Park lies on the hillside east of Sheffield city centre, off City Road and close to the ruins of Manor Lodge, where Mary, Queen of Scots was held in the sixteenth century. The area was first built up as council housing between the wars, and much of it has been rebuilt or refurbished in recent decades, so semi-detached homes and short terraces with modern doors are the norm.',
      'That makes uPVC and composite door work our everyday job here: replacing failed multipoint mechanisms, fitting anti-snap cylinders and sorting doors that have dropped on their hinges. We also help families, tenants and housing-association residents with lockouts, snapped keys and lock changes after keys are lost. A local Sheffield locksmith aims to reach S2 in around {minutes} minutes, day or night, with the price given first.',
    ],
    reviews: [
      {
        author: 'Dean S.',
        location: 'Manor Park',
        rating: 5,
        date: '12 March 2025',
        text: 'Locked out late at night with my phone inside. A neighbour rang for me and the locksmith arrived within 30 minutes, opened the door without damage and checked the lock still worked properly.',
      },
      {
        author: 'Michelle B.',
        location: 'Manor Park, Sheffield',
        rating: 5,
        date: '27 June 2025',
        text: "The mechanism in our uPVC front door had gone and the door wouldn't lock at all. It was replaced the same day at the price on the website, and he adjusted the hinges while he was there.",
      },
      {
        author: 'Karen T.',
        location: 'Manor Park',
        rating: 4,
        date: '16 September 2025',
        text: 'Wanted anti-snap cylinders on our front and back doors after a burglary nearby. Good, quick work and spare keys cut on the spot. Only a short wait past the booked time.',
      },
    ],
    full: true,
    areaInfo: [
      'We cover all of Manor Park and the wider S2 postcode, including the Manor estate, Wybourn, Arbourthorne, Norfolk Park, Park Hill and parts of Heeley. Manor Top, Gleadless and Darnall are just beyond, and the same locksmiths cover them. The Supertram along City Road is a handy landmark if you want to tell us where you are, and we know the estate roads well.',
      'Most homes have off-street parking or quiet roads outside, so we can usually park by the door; blocks of flats may need a buzzer or a caretaker to let us in. Property types are mainly council-built and housing-association semis and terraces, newer private houses and low-rise flats, nearly all with uPVC or composite doors. Where a housing association looks after your door, we can still get you in and secure.',
    ],
  },
];
