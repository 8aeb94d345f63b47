import type { SuburbPage } from '../shared/types.ts';

/**
 * The dedicated suburb pages of docs/product.md §2, served at /{city}/{slug}: Birmingham (Edgbaston,
 * Moseley, Harborne), Manchester (Didsbury, Chorlton, Fallowfield), Leeds (Headingley, Horsforth,
 * Chapel Allerton) and Sheffield's Manor Park. The full versions (Edgbaston, Didsbury, Headingley,
 * Manor Park) add the checklist, pricing table and area information. Intros and area information
 * are our own writing; each page's reviews are the business's, in the business file under
 * 'city/suburb' (data/business.yaml `reviews`).
 */
export const suburbs: readonly SuburbPage[] = [
  {
    citySlug: 'birmingham',
    slug: 'edgbaston',
    name: 'Edgbaston',
    postcode: 'B15',
    subheading: {
      local:
        "Local locksmiths for Edgbaston's period villas, converted flats and university lets, with emergency help across B15{atAnyHourOfTheDayOrNight}.",
      withinReach:
        "Locksmiths for Edgbaston's period villas, converted flats and university lets, with emergency help across B15{atAnyHourOfTheDayOrNight}.",
      beyondReach:
        "Locksmiths for Edgbaston's period villas, converted flats and university lets, with emergency help across B15{atAnyHourOfTheDayOrNight}.",
    },
    intro: [
      "Edgbaston grew up on the Calthorpe family's land, and because the estate kept factories out, its broad roads between the Hagley Road and the Bristol Road are still lined with Regency and Victorian villas. Many are now offices, surgeries or flats, which means heavy period doors, shared entrances and gates that all need sound locks. We know these houses well, from original panelled front doors to the composite doors fitted when a villa was converted.",
      'The University of Birmingham, the Queen Elizabeth Hospital and Edgbaston cricket ground bring students, shift workers and match-day crowds, so lockouts happen at all hours. We fit insurer-approved BS 3621 mortice locks, anti-snap cylinders rated TS 007 3-star or Sold Secure SS312 Diamond, and restricted key systems for landlords who need control over copies. We aim to reach B15 within {minutes} minutes{dayOrNight}.',
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
      "Trusted locksmiths for Moseley's Victorian and Edwardian homes, shared houses and village shops, ready to help{aroundTheClock} in B13.",
    intro: [
      "Moseley keeps a village feel around St Mary's Row and the Alcester Road, with independent shops, a monthly farmers' market and the nature reserve at Moseley Bog, linked to the young J. R. R. Tolkien. Behind the high street, roads such as Wake Green Road and Salisbury Road hold large Victorian and Edwardian houses, many with their original front doors, stained glass and several generations of locks.",
      'A good share of those big houses are now flats or shared lets, so for landlords we change locks between tenancies, fit thumb-turn locks on bedroom doors so tenants can always get out, and secure communal entrances. For family homes we fit window locks, gate bolts and anti-snap upgrades. Whatever the job, our locksmiths carry the common lock sizes and give the price before starting. We aim to reach B13 within about {minutes} minutes.',
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
      'With the Queen Elizabeth Hospital and the university a short distance away, Harborne is home to many hospital staff and academics who need a locksmith outside office hours. We handle lockouts, snapped keys, worn latches on period doors and failed uPVC gearboxes, and we upgrade older cylinders to 3-star anti-snap models. We give an honest price first. We aim to reach B17 in about {minutes} minutes{dayOrNight}.',
    ],
    full: false,
  },
  {
    citySlug: 'manchester',
    slug: 'didsbury',
    name: 'Didsbury',
    postcode: 'M20',
    subheading:
      "Expert locksmiths for Didsbury's Victorian villas, family semis and modern flats, with rapid{twentyFourHour} emergency cover across the whole of M20.",
    intro: [
      "Didsbury runs from West Didsbury's Burton Road to Didsbury Village on Wilmslow Road and on to East Didsbury and Parrs Wood. Many of its streets were laid out in Victorian and Edwardian times, so large villas, bay-fronted semis and red-brick terraces stand alongside purpose-built flats and newer apartment blocks. Fletcher Moss Gardens and the meadows of the Mersey valley mark its southern edge.",
      "Period villas in Didsbury often have tall timber doors with a single old night latch, which many insurers won't accept on its own, so we fit a BS 3621 mortice deadlock to work alongside it. We also open lockouts, change locks for landlords and replace worn uPVC gearboxes. Our locksmiths aim to reach M20 within about {minutes} minutes{dayOrNight}.",
    ],
    full: true,
    areaInfo: [
      'We cover all of M20: West Didsbury, Didsbury Village, East Didsbury, Parrs Wood and Withington, which shares the postcode. Chorlton, Burnage, Northenden and Heaton Mersey are all close by, so the same locksmiths work across them. The Metrolink stops at Burton Road, West Didsbury, Didsbury Village and East Didsbury are useful landmarks if you want to tell us exactly where you are.',
      'Parking is straightforward on most residential roads, but the village centre and Burton Road are busy in the evenings, so a nearby side street often helps. Property types include Victorian villas divided into flats, Edwardian terraces, inter-war semis and modern apartment blocks with fob-entry lobbies. We carry British Standard mortice locks, anti-snap cylinders and common uPVC mechanisms, so common repairs can be finished on the first visit.',
    ],
  },
  {
    citySlug: 'manchester',
    slug: 'chorlton',
    name: 'Chorlton',
    postcode: 'M21',
    subheading: "Reliable locksmiths for Chorlton's Edwardian terraces, family homes and flats above the shops, on call{allDay} across M21.",
    intro: [
      'Chorlton-cum-Hardy, usually just called Chorlton, is known for the independent shops and cafes of Beech Road, the old village green and Chorlton Water Park beside the Mersey. Most homes are Edwardian and late-Victorian terraces and semis, with flats above the shops along Barlow Moor Road and Wilbraham Road and newer blocks near the Metrolink stop.',
      'Families, young professionals and sharers all live here, so our jobs range from lockouts and snapped keys to new back-door locks, side-gate bolts and window locks for ground-floor flats. Many Edwardian front doors still sit in their original timber frames, which need care when a new lock is cut in. A locksmith aims to reach M21 in around {minutes} minutes{dayOrNight}.',
      'Chorlton grew from a farming village into a suburb after its railway station opened in 1880. The station closed in 1967, and Metrolink trams have run along the old line since the Chorlton stop opened in 2011. Where a Victorian or Edwardian front door has leaded or stained glass near the latch, a nightlatch whose inside handle locks with a key stops anyone opening the door by reaching through a broken pane.',
    ],
    full: false,
  },
  {
    citySlug: 'manchester',
    slug: 'fallowfield',
    name: 'Fallowfield',
    postcode: 'M14',
    subheading:
      'Locksmiths for Fallowfield students, landlords and families, handling lockouts, tenancy lock changes and uPVC repairs across M14{dayAndNight}.',
    intro: [
      "Fallowfield is one of Manchester's busiest student areas. The University of Manchester's Fallowfield Campus halls sit off Wilmslow Road, and the streets of Victorian terraces and large semis around them are mostly let as shared houses. Platt Fields Park lies on its northern edge, the Fallowfield Loop cycle path follows an old railway line across the area, and Ladybarn's quieter terraces lie to the south-east.",
      'Those shared houses need their locks changed between tenancies, thumb-turn locks on bedroom doors so tenants can always get out, and new front-door cylinders after keys go missing; we do all three for landlords and letting agents. Terraced houses here often have a back door onto a yard as well as the front door, so a lock change between tenancies usually covers both doors. We keep prices clear and can invoice agents directly where agreed. We aim to reach M14 within about {minutes} minutes.',
    ],
    full: false,
  },
  {
    citySlug: 'leeds',
    slug: 'headingley',
    name: 'Headingley',
    postcode: 'LS6',
    subheading: {
      local:
        "Local locksmiths for Headingley's back-to-backs, student lets and Victorian villas, with{twentyFourHour} emergency help across LS6{wheneverYouNeedIt}.",
      withinReach:
        "Locksmiths for Headingley's back-to-backs, student lets and Victorian villas, with{twentyFourHour} emergency help across LS6{wheneverYouNeedIt}.",
      beyondReach:
        "Locksmiths for Headingley's back-to-backs, student lets and Victorian villas, with{twentyFourHour} emergency help across LS6{wheneverYouNeedIt}.",
    },
    intro: [
      'Headingley sits about two miles north-west of Leeds city centre along the Otley Road. It is best known for its cricket ground, home of Yorkshire cricket and a regular Test venue, and for the student streets that run down towards Hyde Park. Rows of red-brick back-to-backs and through-terraces fill the hillside, while Far Headingley has larger Victorian villas and semis.',
      'A back-to-back has only one outside door, so its lock matters more than usual: we fit anti-snap cylinders, letterbox guards and British Standard deadlocks that insurers accept. Many students at the University of Leeds and Leeds Beckett live on the student streets, where we open doors after lockouts and change locks for landlords as tenancies turn over. Our locksmiths aim to reach LS6 within about {minutes} minutes{dayOrNight}.',
    ],
    full: true,
    areaInfo: [
      "We cover all of LS6, which takes in Headingley, Far Headingley, Hyde Park and parts of Meanwood and Woodhouse, together with the streets around the cricket ground and Leeds Beckett's Headingley Campus. Weetwood, Kirkstall and Burley border the area and are served by the same locksmiths, so a call from any of them is handled just as quickly.",
      'Parking is tight on the terraced streets, and on match days the roads around the stadium can be closed or full, so we may ring ahead to agree where to stop. Property types include back-to-backs, through-terraces, large villas split into flats and purpose-built student blocks with fob entry. We carry the cylinders, sashlocks and uPVC mechanisms these doors use most, so common repairs can be finished in one visit.',
    ],
  },
  {
    citySlug: 'leeds',
    slug: 'horsforth',
    name: 'Horsforth',
    postcode: 'LS18',
    subheading:
      "Dependable locksmiths for Horsforth's stone cottages, family semis and newer homes, offering{roundTheClock} emergency cover throughout LS18.",
    intro: [
      'Horsforth lies on the north-west edge of Leeds, between the Outer Ring Road and Leeds Bradford Airport. It grew from a stone-built village, and the older streets around Town Street still have gritstone cottages and terraces with small timber doors, some of them original. Later decades added inter-war semis, post-war estates and newer houses on the edges towards Cookridge and Rawdon. Old timber doors on those cottages can swell in a wet winter, so a lock that turns stiffly is often a door to ease and rehang rather than a lock to replace.',
      "Horsforth's mix of old and new means we fit everything from BS 3621 sashlocks on cottage doors to anti-snap cylinders on composite doors and patio locks on modern homes. We also open doors after lockouts, whether you live near Leeds Trinity University or close to Horsforth station. Our locksmiths aim to reach LS18 within about {minutes} minutes{dayOrNight}.",
    ],
    full: false,
  },
  {
    citySlug: 'leeds',
    slug: 'chapel-allerton',
    name: 'Chapel Allerton',
    postcode: 'LS7',
    subheading:
      "Skilled locksmiths for Chapel Allerton's period terraces, villas, flats and Harrogate Road businesses, available{allDay} across LS7.",
    intro: [
      'Chapel Allerton is a lively suburb about two miles north of Leeds city centre, with bars, cafes and independent shops clustered along Harrogate Road and Stainbeck Lane. Its older core is a conservation area of stone cottages, red-brick Victorian terraces and large villas, and the streets running down towards Potternewton Park and Chapeltown add Edwardian semis and through-terraces.',
      'For homes here we bring period doors up to insurance standard with a BS 3621 mortice deadlock, replace failed uPVC gearboxes and fit window locks on ground-floor flats. For the restaurants and shops along Harrogate Road we repair shutter locks and open doors after a late-night lockout. We aim to reach LS7 in around {minutes} minutes{dayOrNight}.',
      'Gledhow Valley Woods run along the eastern side of Chapel Allerton, and the small stone bath house of Gipton Spa, built in 1671, stands among the trees. Where a house backs onto the woods, nobody overlooks its rear boundary, so the garden gate, the back door and any French or patio doors at the rear need locks as good as those on the front door.',
    ],
    full: false,
  },
  {
    citySlug: 'sheffield',
    slug: 'manor-park',
    name: 'Manor Park',
    postcode: 'S2',
    subheading: {
      local:
        'Local Sheffield locksmiths for Manor Park homes, tenants and families, covering lockouts, uPVC repairs and lock upgrades across S2{dayAndNight}.',
      withinReach: 'Locksmiths for Manor Park homes, tenants and families, covering lockouts, uPVC repairs and lock upgrades across S2{dayAndNight}.',
      beyondReach: 'Locksmiths for Manor Park homes, tenants and families, covering lockouts, uPVC repairs and lock upgrades across S2{dayAndNight}.',
    },
    intro: [
      'Manor Park lies on the hillside east of Sheffield city centre, off City Road and close to the ruins of Manor Lodge, where Mary, Queen of Scots was held in the sixteenth century. The area was first built up as council housing between the wars, and much of it has been rebuilt or refurbished in recent decades, so semi-detached homes and short terraces with modern doors are the norm.',
      'For modern uPVC and composite doors like these we replace failed multipoint mechanisms, fit anti-snap cylinders and sort doors that have dropped on their hinges. We also help families, tenants and housing-association residents with lockouts, snapped keys and lock changes after keys are lost. We give the price first. Our locksmiths aim to reach S2 in around {minutes} minutes{dayOrNight}.',
    ],
    full: true,
    areaInfo: [
      'We cover all of Manor Park and the wider S2 postcode, including the Manor estate, Wybourn, Arbourthorne, Norfolk Park, Park Hill and parts of Heeley. Manor Top, Gleadless and Darnall are just beyond, and the same locksmiths cover them. The Supertram along City Road is a handy landmark if you want to tell us where you are, and we know the estate roads well.',
      'Most homes have off-street parking or quiet roads outside, so we can usually park by the door; blocks of flats may need a buzzer or a caretaker to let us in. Property types are mainly council-built and housing-association semis and terraces, newer private houses and low-rise flats, nearly all with uPVC or composite doors. Where a housing association looks after your door, we can still get you in and secure.',
    ],
  },
];
