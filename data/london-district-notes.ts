/**
 * Local notes for London postal districts, written for /london/{district} pages. Only districts
 * whose facts the writers could check are listed; a district without notes keeps its template page.
 */
export interface DistrictNotes {
  /** Postal district code, as in data/london-districts.ts, e.g. 'E1'. */
  code: string;
  /** 2 to 4 sentences: the housing stock and the doors and locks it means. */
  housing: string;
  /** 3 to 6 neighbourhoods, streets, markets, parks or landmarks a local would name. */
  landmarks: string[];
  /** Stations in or on the edge of the district, with the lines or services: 'Whitechapel (District, Hammersmith & City, Elizabeth line, Overground)'. */
  stations: string[];
  /** 1 to 3 sentences: what working there means for a locksmith visit (parking, access, building rules). */
  access: string;
}

export const londonDistrictNotes: readonly DistrictNotes[] = [
  // E: East
  {
    code: 'E1',
    housing:
      "E1 mixes early Georgian houses with new towers. The early Georgian weavers' houses of Spitalfields, on Fournier Street, Princelet Street and Elder Street, keep panelled timber front doors that suit a traditional mortice lock and nightlatch. Further east, Whitechapel and Stepney are mostly council estates, older tenement blocks and Victorian terraces split into flats, while Aldgate and Commercial Road have new-build blocks with fob entry and flat doors on multipoint locks.",
    landmarks: [
      'Brick Lane',
      'Old Spitalfields Market',
      'Christ Church Spitalfields',
      'Whitechapel Market',
      'The Royal London Hospital',
      'Stepney Green',
    ],
    stations: [
      'Whitechapel (District, Hammersmith & City, Elizabeth line, Overground)',
      'Aldgate East (District, Hammersmith & City)',
      'Stepney Green (District, Hammersmith & City)',
      'Shoreditch High Street (Overground)',
      'Shadwell (Overground, DLR)',
    ],
    access:
      "Tower Hamlets controls parking on its streets, Whitechapel Market's stalls line Whitechapel Road, and Brick Lane is crowded at weekends. The Spitalfields streets are a conservation area, so replacement hardware on listed doors should match the original.",
  },
  {
    code: 'E1W',
    housing:
      'Wapping is largely converted Victorian warehouses along Wapping High Street and the old docks, with 1980s Docklands houses and flats around the basins and council blocks set back from the river. Warehouse flats usually open off a shared entrance with an entryphone or fob, and the flat doors themselves are heavy fire-rated doors whose self-closers and seals have to survive any lock change. The newer London Dock development on the old newspaper site adds concierge blocks with electronic access.',
    landmarks: ['St Katharine Docks', 'Wapping High Street', 'Tobacco Dock', 'Shadwell Basin', 'The Prospect of Whitby', 'The Highway'],
    stations: ['Wapping (Overground)', 'Shadwell (Overground, DLR)', 'Tower Gateway (DLR)', 'Tower Hill (District, Circle)'],
    access:
      'Wapping High Street is narrow, with little kerbside space between the warehouse blocks. Many riverside developments are gated with a concierge or porter, so access to a flat door usually has to be arranged with the building first.',
  },
  {
    code: 'E2',
    housing:
      'Bethnal Green is a district of council estates and Victorian terraces. The Boundary Estate around Arnold Circus, one of the first council estates in London, has red-brick blocks with communal stairs, and there are large post-war estates off Hackney Road and Cambridge Heath Road. The surviving terraces, many split into flats, have timber front doors typically secured by a nightlatch and a mortice lock, and Haggerston has a growing number of new-build blocks with multipoint-locked flat doors.',
    landmarks: [
      'Columbia Road Flower Market',
      'Arnold Circus and the Boundary Estate',
      'Young V&A',
      'Bethnal Green Road',
      "Regent's Canal",
      'Hackney Road',
    ],
    stations: [
      'Bethnal Green (Central)',
      'Bethnal Green (Overground)',
      'Cambridge Heath (Overground)',
      'Hoxton (Overground)',
      'Haggerston (Overground)',
    ],
    access:
      'The district sits in Tower Hamlets and Hackney, each with its own controlled parking zones and permit rules. Columbia Road fills with the flower market every Sunday, so vans cannot get along it until the stalls clear.',
  },
  {
    code: 'E3',
    housing:
      'Bow has Victorian terraces around Roman Road and Old Ford, the late Georgian houses of Tredegar Square, and a great many council flats and post-war estates. Bow Quarter, the converted Bryant & May match factory on Fairfield Road, is a gated complex of flats, and new-build blocks line the canal and the River Lea. The Roman Road and Old Ford terraces usually have a timber door with a mortice lock and nightlatch; the estate and new-build flats have fire-rated doors and fob-controlled entrances.',
    landmarks: ['Roman Road Market', 'Tredegar Square', 'Mile End Park', 'Bow Quarter', 'Three Mills', 'Victoria Park'],
    stations: [
      'Mile End (Central, District, Hammersmith & City)',
      'Bow Road (District, Hammersmith & City)',
      'Bow Church (DLR)',
      'Bromley-by-Bow (District, Hammersmith & City)',
      'Devons Road (DLR)',
    ],
    access:
      'The A12 Blackwall Tunnel Northern Approach runs through the east of Bow, meeting the A11 at the Bow flyover, and carries heavy traffic. Tredegar Square is a conservation area, and gated developments such as Bow Quarter expect contractors to be let in by the residents or the management.',
  },
  {
    code: 'E5',
    housing:
      'Clapton is mostly Victorian terraces, many converted into upper and lower flats, with Georgian houses around Clapton Square and council estates along the Lea Bridge Road and Upper Clapton. The terraces off Chatsworth Road and Lower Clapton Road mostly keep timber front doors with a nightlatch and mortice lock, while the estate blocks have communal entry doors and fire-rated flat doors.',
    landmarks: ['Clapton Pond', 'Clapton Square', 'Chatsworth Road', 'Millfields Park', 'Springfield Park', 'Lea Bridge Road'],
    stations: ['Clapton (Overground)', 'Hackney Downs (Overground)'],
    access:
      "Hackney controls parking in many of Clapton's streets, and traffic filters close some roads to through traffic. Clapton's streets near the River Lea end at the marshes, so the approach is usually along Lea Bridge Road or Lower Clapton Road.",
  },
  {
    code: 'E8',
    housing:
      'E8 is Victorian terraces around London Fields, Hackney Downs and Dalston, many divided into flats with a shared front door and separate flat doors inside. Alongside them are large council estates, some rebuilt as mixed new housing, and new-build blocks near Dalston Junction and along Kingsland Road. The London Fields and Dalston terraces usually have timber doors with a nightlatch and mortice lock, while the new blocks have fob entry and multipoint-locked flat doors.',
    landmarks: ['Broadway Market', 'London Fields', 'Ridley Road Market', 'Mare Street', 'Hackney Empire', 'Hackney Downs'],
    stations: [
      'Hackney Central (Overground)',
      'Hackney Downs (Overground)',
      'London Fields (Overground)',
      'Dalston Junction (Overground)',
      'Dalston Kingsland (Overground)',
      'Haggerston (Overground)',
    ],
    access:
      'Hackney has closed many residential streets to through traffic with planters and camera filters, including around London Fields, so a van often has to go the long way round. Parking is controlled across much of the district, and Broadway Market fills on Saturdays.',
  },
  {
    code: 'E9',
    housing:
      "Around Victoria Park and Lauriston Road, E9 is Victorian terraces and villas with timber front doors. Homerton and South Hackney have more council estates, and Hackney Wick has former factories and warehouses turned into studios, live-work units and new flats. Hackney Wick's industrial conversions often have steel or heavy timber doors, roller shutters and commercial locks.",
    landmarks: ['Victoria Park', 'Lauriston Road', 'Well Street', 'Homerton High Street', 'Hackney Wick canalside', 'Homerton University Hospital'],
    stations: ['Homerton (Overground)', 'Hackney Wick (Overground)', 'Hackney Central (Overground)'],
    access:
      "Hackney controls parking in many of the streets around Victoria Park and Homerton. Hackney Wick's converted buildings are often reached through yards and shared gates, so it helps to have the unit number and any entry code to hand.",
  },
  {
    code: 'E10',
    housing:
      "Leyton is mainly Victorian and Edwardian terraces, many of them converted into flats, with council estates and newer blocks along the High Road and Lea Bridge Road. Leyton's terraced houses have either timber or replacement uPVC front doors, so the job might be a mortice lock and nightlatch or a multipoint mechanism and euro cylinder. Newer blocks near Lea Bridge station and along Lea Bridge Road have fob entry and fire-rated flat doors.",
    landmarks: ['Leyton High Road', 'Francis Road', 'Brisbane Road, home of Leyton Orient', 'Lea Bridge Road', 'Leyton Marshes'],
    stations: ['Leyton (Central)', 'Leyton Midland Road (Overground)', 'Lea Bridge (Greater Anglia)'],
    access:
      'Waltham Forest runs controlled parking in the streets near the stations. Some residential streets in Leyton have been filtered to through traffic, so routes in can be indirect.',
  },
  {
    code: 'E11',
    housing:
      'Leytonstone is rows of Victorian and Edwardian terraces, many split into flats, while Wanstead and Snaresbrook have larger Edwardian and interwar houses, detached and semi-detached, close to the forest. That means a mix of timber doors with mortice locks and nightlatches, and replacement uPVC and composite doors on multipoint locks with euro cylinders. Council estates and newer blocks of flats cluster near Leytonstone station and along the High Road.',
    landmarks: ['Wanstead High Street', 'Wanstead Flats', 'Wanstead Park', 'Hollow Ponds', 'Snaresbrook Crown Court', 'Leytonstone High Road'],
    stations: ['Leytonstone (Central)', 'Wanstead (Central)', 'Snaresbrook (Central)', 'Leytonstone High Road (Overground)'],
    access:
      'The A12 runs through Leytonstone in a cutting, and crossing points are limited. Parking near Leytonstone and Wanstead stations is controlled.',
  },
  {
    code: 'E14',
    housing:
      'E14 is mostly flats. Canary Wharf and the Isle of Dogs have high-rise residential towers with concierge desks, fob-controlled lifts and fire-rated flat doors, alongside 1980s Docklands houses and low-rise estates. Poplar has large post-war council estates including the Lansbury Estate and Balfron Tower, and Limehouse has converted warehouses on Narrow Street and around Limehouse Basin.',
    landmarks: ['Canada Square', 'Limehouse Basin', 'Mudchute Park and Farm', 'Island Gardens', 'Chrisp Street Market', 'Museum of London Docklands'],
    stations: [
      'Canary Wharf (Jubilee, Elizabeth line, DLR)',
      'Heron Quays (DLR)',
      'Crossharbour (DLR)',
      'Island Gardens (DLR)',
      'Limehouse (DLR, c2c)',
      'All Saints (DLR)',
    ],
    access:
      'The Canary Wharf estate is privately managed, and most residential towers need contractors to sign in with the concierge or building management before they go up.',
  },
  {
    code: 'E15',
    housing:
      "Stratford mixes Victorian terraces in Maryland and towards Forest Gate with council estates such as the Carpenters Estate and a wall of new residential towers along Stratford High Street. The Carpenters Estate's tower blocks have communal entrances, and the new towers on the High Street have fob entry, concierge desks and fire-rated flat doors.",
    landmarks: [
      'Stratford Broadway',
      'Stratford Centre',
      'Theatre Royal Stratford East',
      'Abbey Mills Pumping Station',
      'Stratford High Street',
      'Carpenters Estate',
    ],
    stations: [
      'Stratford (Central, Jubilee, Elizabeth line, DLR, Overground, Greater Anglia)',
      'Maryland (Elizabeth line)',
      'West Ham (District, Hammersmith & City, Jubilee, DLR, c2c)',
      'Stratford High Street (DLR)',
      'Pudding Mill Lane (DLR)',
    ],
    access:
      'Roads around the Broadway and the station are busy bus routes with little stopping space, and Newham controls parking near the stations. Tower blocks on Stratford High Street usually ask contractors to sign in at the front desk.',
  },
  {
    code: 'E16',
    housing:
      'Much of E16 is new: apartment towers around Royal Victoria Dock, Royal Wharf in Silvertown and the Canning Town regeneration, nearly all with fob entry, concierge or management offices, and fire-rated flat doors with multipoint locks. Older Victorian and interwar terraces survive in Custom House and North Woolwich, and Britannia Village by the dock dates from the 1990s.',
    landmarks: [
      'ExCeL London',
      'Royal Victoria Dock',
      'Thames Barrier Park',
      'London City Airport',
      "Tate & Lyle's Thames Refinery",
      'Royal Albert Dock',
    ],
    stations: [
      'Canning Town (Jubilee, DLR)',
      'Custom House (Elizabeth line, DLR)',
      'Royal Victoria (DLR)',
      'Pontoon Dock (DLR)',
      'London City Airport (DLR)',
      'King George V (DLR)',
    ],
    access:
      'Big exhibitions at ExCeL fill the roads and car parks around Royal Victoria Dock, and the docks themselves leave few crossing points between Canning Town, Custom House and Silvertown. Most new blocks expect contractors to check in with building management.',
  },
  {
    code: 'E17',
    housing:
      "Walthamstow is terraces: Victorian and Edwardian streets, with many Warner-built 'flats' where each upstairs and downstairs home has its own front door side by side. Walthamstow Village keeps older cottages and almshouses in a conservation area. Doors on the Warner flats and terraces are a mix of original timber with mortice locks and nightlatches, and replacement uPVC and composite doors on multipoint locks.",
    landmarks: [
      'Walthamstow Market on the High Street',
      'Walthamstow Village and Orford Road',
      'William Morris Gallery and Lloyd Park',
      'Vestry House Museum',
      "God's Own Junkyard",
    ],
    stations: [
      'Walthamstow Central (Victoria, Overground)',
      'Blackhorse Road (Victoria, Overground)',
      "Walthamstow Queen's Road (Overground)",
      'Wood Street (Overground)',
      'St James Street (Overground)',
    ],
    access:
      'Waltham Forest has closed many residential streets to through traffic with planters and camera-enforced filters, particularly around Walthamstow Village, so the route to a door can be indirect. Controlled parking covers the streets around the stations and the market.',
  },
  {
    code: 'E20',
    housing:
      "E20 is almost entirely new. East Village, the former athletes' village, and newer neighbourhoods such as Chobham Manor are blocks of rented and owned flats and townhouses with fob entry, managed lobbies and fire-rated flat doors on multipoint locks. Lock work in a managed block usually needs the building manager's agreement, because the entrance and often the flat door form part of the building's fire strategy.",
    landmarks: [
      'Queen Elizabeth Olympic Park',
      'Westfield Stratford City',
      'London Stadium',
      'London Aquatics Centre',
      'ArcelorMittal Orbit',
      'Here East',
    ],
    stations: [
      'Stratford (Central, Jubilee, Elizabeth line, DLR, Overground, Greater Anglia)',
      'Stratford International (DLR, Southeastern)',
      'Hackney Wick (Overground)',
    ],
    access:
      'Match and concert days at the London Stadium bring road closures and crowds around the park. Parking is largely in managed car parks and private bays, so contractors usually arrange a space with the building first.',
  },
  {
    code: 'E4',
    housing:
      "Chingford is suburban: Edwardian terraces near Chingford Mount and Highams Park, and streets of interwar semi-detached houses, with larger detached houses towards Epping Forest. Many of Chingford's front doors have been replaced with uPVC or composite doors on multipoint locks with euro cylinders, and original timber doors usually have a mortice lock and nightlatch.",
    landmarks: ['Epping Forest', "Queen Elizabeth's Hunting Lodge", 'Pole Hill', 'Chingford Mount', 'Highams Park lake'],
    stations: ['Chingford (Overground)', 'Highams Park (Overground)'],
    access:
      'Driveways and wider streets make parking easier than in inner east London. The level crossing beside Highams Park station closes often and can hold up the drive across the district. The forest edge means some houses are reached by long, quiet roads with few through routes.',
  },
  // EC: City and Clerkenwell
  {
    code: 'EC1N',
    housing:
      "Hatton Garden is London's jewellery quarter: Victorian and Edwardian commercial buildings full of jewellers, diamond dealers and workshops, with only a scattering of flats above. Here lock work is as likely to be a shop door, a strongroom gate or a high-security cylinder on a workshop as a front door to a home. Leather Lane and the streets behind have older buildings converted to offices and flats with shared street doors and entryphones.",
    landmarks: ['Hatton Garden', 'Leather Lane Market', "Ely Place and St Etheldreda's Church", 'Ye Olde Mitre', 'Holborn Circus'],
    stations: ['Chancery Lane (Central)', 'Farringdon (Circle, Hammersmith & City, Metropolitan, Elizabeth line, Thameslink)'],
    access:
      'The district is inside the Congestion Charge zone, and kerbside parking is scarce and tightly controlled. Many jewellery premises keep strict entry procedures, so a visit is usually booked in advance with the person who holds the keys and alarm codes.',
  },
  {
    code: 'EC1R',
    housing:
      "Clerkenwell has the late Georgian terraces of the New River estate around Myddelton Square and Amwell Street, with panelled timber front doors and fanlights, many of them listed. Between them sit Victorian industrial buildings converted into loft flats and offices, and council estates including Lubetkin's listed Spa Green Estate on Rosebery Avenue. The New River estate's Georgian doors usually take a mortice lock and nightlatch, while loft and estate flats open from a shared fob-controlled entrance.",
    landmarks: ['Exmouth Market', 'Clerkenwell Green', "Sadler's Wells", 'Myddelton Square', 'Spa Fields', 'Mount Pleasant'],
    stations: ['Farringdon (Circle, Hammersmith & City, Metropolitan, Elizabeth line, Thameslink)', 'Angel (Northern)'],
    access:
      'Clerkenwell lies inside the Congestion Charge zone, and Islington and Camden both control parking in its streets. The Georgian squares are conservation areas, so locks and furniture on listed doors should suit the period.',
  },
  {
    code: 'EC1Y',
    housing:
      "Around Old Street, homes are mainly in estates: the Golden Lane Estate, a listed post-war City of London estate with a distinctive modernist design, and council blocks off Whitecross Street and Bunhill Row. Flat entrance doors in these blocks are fire doors, and on the listed estate changes to doors and their hardware go through the estate's landlord. The rest of the district is offices, many in converted warehouses.",
    landmarks: [
      'Golden Lane Estate',
      'Whitecross Street Market',
      'Bunhill Fields',
      "Wesley's Chapel",
      'The Honourable Artillery Company grounds',
      'Old Street roundabout',
    ],
    stations: ['Old Street (Northern, Great Northern)', 'Barbican (Circle, Hammersmith & City, Metropolitan)'],
    access:
      'The district is in the Congestion Charge zone, and Whitecross Street fills with food stalls at weekday lunchtimes. Estate blocks are entered through fob-controlled doors, so a resident or the estate office needs to let a locksmith in.',
  },
  {
    code: 'EC2A',
    housing:
      'South Shoreditch is Victorian warehouses and workshops, many converted to offices, studios, bars and loft flats. Loft flats usually open from a shared street door with an entryphone, and inside have heavy fire-rated flat doors; commercial units more often need shopfront locks, roller shutter locks and access-control work.',
    landmarks: ['Curtain Road', 'Leonard Street', 'Great Eastern Street', 'Rivington Street', 'Finsbury Square', 'Worship Street'],
    stations: [
      'Old Street (Northern, Great Northern)',
      'Shoreditch High Street (Overground)',
      'Liverpool Street (Central, Circle, Hammersmith & City, Metropolitan, Elizabeth line, Overground, Greater Anglia)',
    ],
    access:
      "South Shoreditch's streets are narrow and busy at night, and parking is limited to short pay bays and loading. Warehouse buildings shared by several businesses often have their own out-of-hours rules, so the landlord or managing agent may need to approve work on a main entrance.",
  },
  {
    code: 'EC2Y',
    housing:
      "The Barbican Estate dominates EC2Y: three towers and long terrace blocks of flats, built by the City of London and now Grade II listed. Flat doors and their hardware are subject to the estate's own rules and listed building control, so a lock change needs to keep the door's appearance and its fire performance. Outside the estate the district is offices along London Wall and Moorgate.",
    landmarks: ['Barbican Centre', 'Barbican Conservatory', "St Giles' Cripplegate", 'The Barbican lakeside', 'London Wall'],
    stations: [
      'Barbican (Circle, Hammersmith & City, Metropolitan)',
      'Moorgate (Northern, Circle, Hammersmith & City, Metropolitan, Great Northern)',
    ],
    access:
      "The estate is reached through residents' car parks and podium-level walkways, and the house officers and porters control building access. The district is inside the Congestion Charge zone and kerbside parking is very limited.",
  },
  {
    code: 'EC4Y',
    housing:
      "Temple is the Inner and Middle Temple, two of the Inns of Court: brick buildings arranged around courts and staircases, mostly barristers' chambers with some residential sets on the upper floors. Staircase doors and the oak outer doors of sets often carry traditional mortice locks and old-fashioned key systems. Replacement locks need to respect listed interiors and the Inns' own standards.",
    landmarks: ['Temple Church', 'Middle Temple Hall', 'Inner Temple Garden', 'Fleet Street', 'Victoria Embankment'],
    stations: ['Temple (Circle, District)', 'Blackfriars (Circle, District, Thameslink)'],
    access:
      "The Temple is private land with gates and porters' lodges, and vehicles come in only with permission from the Inn. The district is in the Congestion Charge zone, so most work is arranged through the Inn's estates staff or the chambers' clerks.",
  },
  // WC: West Central
  {
    code: 'WC1B',
    housing:
      "WC1B is Georgian Bloomsbury: Bedford Square, complete and listed, and terraces on Great Russell Street and Montague Street, now mostly offices, publishers, university departments and hotels, with some flats. Bedford Square's front doors are panelled timber with fanlights, and they need period-appropriate mortice locks and furniture.",
    landmarks: ['The British Museum', 'Bedford Square', 'Russell Square', 'Great Russell Street', 'Bloomsbury Street'],
    stations: ['Tottenham Court Road (Central, Northern, Elizabeth line)', 'Holborn (Central, Piccadilly)', 'Russell Square (Piccadilly)'],
    access:
      'Bloomsbury is a conservation area inside the Congestion Charge zone, and much of it belongs to the Bedford Estates, the landlord for many of its buildings. The streets around the British Museum are busy with visitors and coaches, so stopping close to a door is rarely possible.',
  },
  {
    code: 'WC1H',
    housing:
      "Bloomsbury north of Russell Square is Georgian terraces around garden squares, many now university buildings, student halls and small hotels, with council blocks towards King's Cross. The listed Georgian doors on the squares take traditional mortice locks and nightlatches, while halls and blocks use fob or card access.",
    landmarks: ['Tavistock Square', 'Gordon Square', 'Woburn Walk', 'Cartwright Gardens', 'Argyle Square'],
    stations: [
      'Russell Square (Piccadilly)',
      'Euston (Northern, Victoria, Overground, Avanti West Coast, London Northwestern Railway)',
      'Euston Square (Circle, Hammersmith & City, Metropolitan)',
      "King's Cross St. Pancras (Circle, Hammersmith & City, Metropolitan, Northern, Piccadilly, Victoria)",
    ],
    access:
      'The district is inside the Congestion Charge zone, with Camden controlling parking on its streets. Many doors are on listed buildings in the Bloomsbury Conservation Area, where lock changes should not damage the original joinery.',
  },
  {
    code: 'WC1N',
    housing:
      'WC1N has Georgian terraces on Doughty Street, Great James Street and around Queen Square, many listed, alongside the Brunswick Centre, a listed 1970s block of flats above shops, and hospital buildings. The Georgian front doors on Doughty Street and Great James Street need period mortice locks and nightlatches; flats in the Brunswick Centre and in mansion and council blocks use communal entry doors.',
    landmarks: [
      'Great Ormond Street Hospital',
      'Queen Square',
      "Lamb's Conduit Street",
      "Coram's Fields",
      'The Brunswick Centre',
      'Charles Dickens Museum',
    ],
    stations: ['Russell Square (Piccadilly)', 'Holborn (Central, Piccadilly)'],
    access:
      'The district is inside the Congestion Charge zone, and hospital traffic around Great Ormond Street and Queen Square makes stopping difficult. Camden runs controlled parking, with short pay bays on the side streets.',
  },
  {
    code: 'WC2A',
    housing:
      "WC2A is lawyers' London: Lincoln's Inn and the period buildings around Lincoln's Inn Fields, mostly chambers and offices, with the Royal Courts of Justice and the London School of Economics. Homes are few and mostly flats in old buildings. Doors in Lincoln's Inn and around the Fields are heavy period timber, often listed, suited to mortice locks and traditional key systems.",
    landmarks: [
      "Lincoln's Inn Fields",
      "Lincoln's Inn",
      "Sir John Soane's Museum",
      'Royal Courts of Justice',
      'London School of Economics',
      'Chancery Lane',
    ],
    stations: ['Holborn (Central, Piccadilly)', 'Chancery Lane (Central)', 'Temple (Circle, District)'],
    access:
      "The district is inside the Congestion Charge zone, and Lincoln's Inn is private with gates and porters. Work on chambers is usually arranged through the Inn or the building's managing agent.",
  },
  {
    code: 'WC2E',
    housing:
      "Covent Garden is Georgian and Victorian buildings with shops and restaurants on the ground floor and flats above, reached by separate street doors between the shopfronts. There are also council and housing association flats for the area's residents. Above the shops around the Piazza, street doors to upper flats are often old timber doors with a nightlatch, and flat doors inside are fire doors.",
    landmarks: ['Covent Garden Piazza', 'Royal Opera House', "St Paul's Church", 'London Transport Museum', 'Floral Street', 'Maiden Lane'],
    stations: ['Covent Garden (Piccadilly)', 'Leicester Square (Northern, Piccadilly)', 'Charing Cross (Bakerloo, Northern, Southeastern)'],
    access:
      'The Piazza and several streets around it are pedestrianised, deliveries are restricted to set hours, and the district is in the Congestion Charge zone. A locksmith may need to walk the last stretch from a loading bay.',
  },
  {
    code: 'WC2H',
    housing:
      'WC2H is theatreland and Seven Dials: Georgian and Victorian buildings with shops, bars and theatres below and flats above, plus some council and housing association blocks. Around Seven Dials and along Shaftesbury Avenue, flats are reached through shared street doors between shopfronts, usually with an entryphone, and the flat doors behind them are fire doors. Seven Dials and the Covent Garden side of the district are conservation areas.',
    landmarks: ['Seven Dials', "Neal's Yard", 'Leicester Square', 'Shaftesbury Avenue', 'Denmark Street', 'Charing Cross Road'],
    stations: ['Leicester Square (Northern, Piccadilly)', 'Tottenham Court Road (Central, Northern, Elizabeth line)', 'Covent Garden (Piccadilly)'],
    access:
      'The district is in the Congestion Charge zone, with pedestrianised streets, timed loading and heavy evening crowds around the theatres. Parking close to a door is rarely possible, so work is often done on foot from the nearest bay.',
  },
  // W1: West End
  {
    code: 'W1D',
    housing:
      "Soho's homes are flats above restaurants, bars and shops in Georgian and Victorian buildings, reached through narrow street doors between the shopfronts, plus housing association and council blocks tucked behind the main streets. Soho's old street doors often have several locks added over the years, and the flat doors behind them are usually fire doors. Chinatown's buildings follow the same pattern, with businesses below and flats and storerooms above.",
    landmarks: ['Soho Square', 'Old Compton Street', 'Chinatown and Gerrard Street', 'Frith Street', 'Dean Street', 'Greek Street'],
    stations: [
      'Tottenham Court Road (Central, Northern, Elizabeth line)',
      'Leicester Square (Northern, Piccadilly)',
      'Piccadilly Circus (Bakerloo, Piccadilly)',
    ],
    access:
      "Soho is in the Congestion Charge zone and a conservation area, with narrow one-way streets, timed loading and crowds that fill the roadway in the evenings. Westminster's pay bays are the usual parking, so the last stretch is usually on foot.",
  },
  {
    code: 'W1F',
    housing:
      'Around Carnaby Street and Berwick Street, buildings are mostly shops, offices and media businesses with flats on the upper floors, plus a few blocks of council and housing association flats. Many buildings are listed or in the Soho conservation area, and the shops and offices below the flats need shopfront locks, roller shutter locks and sometimes access control.',
    landmarks: ['Carnaby Street', 'Golden Square', 'Berwick Street Market', 'Broadwick Street', 'Wardour Street'],
    stations: [
      'Oxford Circus (Bakerloo, Central, Victoria)',
      'Piccadilly Circus (Bakerloo, Piccadilly)',
      'Tottenham Court Road (Central, Northern, Elizabeth line)',
    ],
    access:
      'Carnaby Street and several streets around it are pedestrianised, loading is restricted to set hours and the district is in the Congestion Charge zone, so the last stretch to a door around Carnaby and Berwick Street is usually on foot.',
  },
  {
    code: 'W1G',
    housing:
      'Harley Street, Wimpole Street and the streets around them are Georgian and Victorian townhouses, most now used as medical and dental practices, with some flats and mansion blocks. Clinic doors often combine period timber doors with modern access control, and much of the area belongs to the Howard de Walden Estate.',
    landmarks: ['Harley Street', 'Wimpole Street', 'Cavendish Square', 'Wigmore Street', 'Weymouth Street', 'New Cavendish Street'],
    stations: ['Oxford Circus (Bakerloo, Central, Victoria)', "Regent's Park (Bakerloo)", 'Bond Street (Central, Jubilee, Elizabeth line)'],
    access:
      "The district is in the Congestion Charge zone and the Harley Street conservation area, with pay-by-phone bays and residents' parking. Clinics on Harley Street and Wimpole Street keep patient hours, so lock work on a practice has to be fitted around them.",
  },
  {
    code: 'W1H',
    housing:
      'Between Marble Arch and Marylebone Road, W1H is Georgian terraces around Bryanston Square, Montagu Square and Portman Square, many converted into flats, plus red-brick mansion blocks and mews houses. Much of it belongs to the Portman Estate. Listed Georgian doors on the squares take traditional mortice locks and nightlatches, and mansion blocks have porters and communal entrance doors.',
    landmarks: ['Marble Arch', 'Bryanston Square', 'Montagu Square', 'Portman Square', 'Seymour Place', 'Edgware Road'],
    stations: [
      'Marble Arch (Central)',
      'Edgware Road (Bakerloo)',
      'Edgware Road (Circle, District, Hammersmith & City)',
      'Baker Street (Bakerloo, Circle, Hammersmith & City, Jubilee, Metropolitan)',
    ],
    access:
      'The district is inside the Congestion Charge zone and the traffic around Marble Arch and Edgware Road is heavy. Mansion blocks usually want contractors to sign in with the porter before work starts on a flat door.',
  },
  {
    code: 'W1J',
    housing:
      'W1J covers southern Mayfair down to Piccadilly: Georgian townhouses around Berkeley Square and Curzon Street, the small lanes of Shepherd Market with flats above shops, and mansion blocks and serviced apartments. Doors around Berkeley Square and Curzon Street are often listed period doors needing traditional mortice locks, and larger buildings have porters, concierge desks and access control.',
    landmarks: ['Piccadilly', 'Green Park', 'Berkeley Square', 'Shepherd Market', 'Royal Academy of Arts', 'Curzon Street'],
    stations: ['Green Park (Jubilee, Piccadilly, Victoria)', 'Piccadilly Circus (Bakerloo, Piccadilly)', 'Hyde Park Corner (Piccadilly)'],
    access:
      "The district is inside the Congestion Charge zone, with pay-by-phone bays and heavy traffic on Piccadilly and Park Lane. Shepherd Market's lanes are narrow, so work there usually starts with a short walk from a bay.",
  },
  {
    code: 'W1K',
    housing:
      "Mayfair's northern half is red-brick and terracotta mansion blocks and townhouses on Mount Street and around Grosvenor Square, Georgian houses, and mews behind them. Much of it belongs to the Grosvenor estate. On Mount Street the buildings have shops at street level and flats above, reached through separate street doors.",
    landmarks: ['Grosvenor Square', 'Mount Street', 'Mount Street Gardens', 'South Audley Street', 'Park Lane', 'Grosvenor Chapel'],
    stations: ['Bond Street (Central, Jubilee, Elizabeth line)', 'Marble Arch (Central)'],
    access:
      'The district is in the Congestion Charge zone and parking is largely pay-by-phone bays, with heavy traffic on Park Lane. Mansion blocks and managed buildings expect contractors to report to the porter.',
  },
  {
    code: 'W1T',
    housing:
      'Fitzrovia mixes Georgian terraces, Fitzroy Square among them, with Victorian mansion blocks, flats above restaurants on Charlotte Street, and council and housing association blocks. Much of the Georgian housing is listed and in a conservation area, needing period-appropriate mortice locks, while blocks of flats have communal doors with entryphones or fobs.',
    landmarks: ['Fitzroy Square', 'Charlotte Street', 'BT Tower', 'Goodge Street', 'Tottenham Court Road', 'Whitfield Gardens'],
    stations: ['Goodge Street (Northern)', 'Warren Street (Northern, Victoria)', 'Tottenham Court Road (Central, Northern, Elizabeth line)'],
    access:
      'The district is in the Congestion Charge zone, with parking shared between Camden and Westminster rules depending on the street. Charlotte Street and its neighbours are busy with deliveries, so stopping outside a door is rarely possible.',
  },
  {
    code: 'W1U',
    housing:
      'Marylebone is Georgian terraces, red-brick Victorian mansion blocks and mews houses, much of it held by the Howard de Walden and Portman estates. Many houses have been converted into flats with communal street doors; mansion blocks have porters. Listed doors around Manchester Square and off Marylebone High Street need traditional mortice locks and nightlatches.',
    landmarks: [
      'Marylebone High Street',
      'Daunt Books',
      'Manchester Square and the Wallace Collection',
      'Paddington Street Gardens',
      'Marylebone Lane',
      'Baker Street',
    ],
    stations: ['Baker Street (Bakerloo, Circle, Hammersmith & City, Jubilee, Metropolitan)', 'Bond Street (Central, Jubilee, Elizabeth line)'],
    access:
      "Marylebone is inside the Congestion Charge zone; Marylebone Road marks the northern edge. Westminster's pay-by-phone bays are the usual option, and mansion blocks expect contractors to sign in with the porter.",
  },
  // SW1: Westminster, Pimlico, Belgravia, Knightsbridge
  {
    code: 'SW1P',
    housing:
      'Behind Westminster Abbey and Tate Britain, SW1P has the early 18th-century houses of Smith Square and Lord North Street, the red-brick Millbank Estate built by the London County Council, Edwardian mansion blocks and new apartment buildings on Horseferry Road. Period doors on Smith Square and Lord North Street are often listed and need traditional mortice locks; mansion blocks and estate flats use communal entrance doors.',
    landmarks: ['Westminster Abbey', 'Tate Britain', 'Smith Square', 'Vincent Square', 'Victoria Tower Gardens', 'Horseferry Road'],
    stations: ['Pimlico (Victoria)', "St. James's Park (Circle, District)", 'Westminster (Circle, District, Jubilee)'],
    access:
      "The district is inside the Congestion Charge zone, and security around Parliament means barriers and road closures at short notice. Westminster's resident and pay-by-phone bays are the practical options for parking.",
  },
  {
    code: 'SW1V',
    housing:
      'Pimlico is long stucco terraces from the mid-19th century, nearly all converted into flats, with a shared front door on the street and separate flat doors on each landing. It also has Dolphin Square, a large 1930s block of flats, and the post-war Churchill Gardens estate by the river. Stucco houses often keep a timber street door with a nightlatch and mortice lock, while the big blocks have porters or fob entry.',
    landmarks: ['Warwick Way', 'Tachbrook Street Market', 'Dolphin Square', 'Churchill Gardens', "St George's Square", 'Pimlico Gardens'],
    stations: ['Pimlico (Victoria)', 'Victoria (Victoria, Circle, District, Southern, Southeastern, Gatwick Express)'],
    access:
      "Pimlico's grid has many one-way streets, and parking is in Westminster residents' and pay-by-phone bays. Most of it is a conservation area, so replacement street doors and hardware should match the stucco terraces.",
  },
  {
    code: 'SW1W',
    housing:
      'Belgravia is white stucco terraces from the first half of the 19th century around Eaton Square and Chester Square, with mews houses behind and mansion blocks near Sloane Square. Much of it belongs to the Grosvenor estate. The large houses on Eaton Square and Chester Square that are divided into flats have a communal front door and separate flat doors, often on high-security mortice locks.',
    landmarks: ['Eaton Square', 'Sloane Square', 'Elizabeth Street', 'Chester Square', 'Pimlico Road', 'Orange Square'],
    stations: ['Sloane Square (Circle, District)', 'Victoria (Victoria, Circle, District, Southern, Southeastern, Gatwick Express)'],
    access:
      "Parking is mostly residents' bays with some pay-by-phone spaces. Porters and staff in the larger houses and mansion blocks usually need to know about a visit in advance.",
  },
  {
    code: 'SW1X',
    housing:
      'Knightsbridge is stucco terraces around Belgrave Square and Lowndes Square, red-brick mansion blocks around Sloane Street, mews houses, embassies and new luxury apartment buildings. Mansion and new blocks have porters, concierge desks and access control; period houses on the squares carry high-security mortice locks and alarm systems tied to the door.',
    landmarks: ['Harrods', 'Harvey Nichols', 'Belgrave Square', 'Sloane Street', 'Lowndes Square'],
    stations: ['Knightsbridge (Piccadilly)', 'Hyde Park Corner (Piccadilly)', 'Sloane Square (Circle, District)'],
    access:
      "Brompton Road and Sloane Street are busy with shoppers and buses, and parking is mostly residents' bays. Managed buildings expect contractors to register with the concierge, and embassies bring extra security on some streets.",
  },
  // SW3 and SW7
  {
    code: 'SW3',
    housing:
      "Chelsea is Georgian and Victorian terraces, garden squares, red-brick mansion blocks and mews houses, with larger houses along Cheyne Walk by the river. Much of it belongs to the Cadogan estate, and most streets are conservation areas. Chelsea's period front doors are typically heavy panelled timber, secured with a high-security mortice lock and nightlatch.",
    landmarks: ["King's Road", 'Cheyne Walk', 'Royal Hospital Chelsea', 'Chelsea Physic Garden', 'Duke of York Square', 'Michelin House'],
    stations: ['Sloane Square (Circle, District)', 'South Kensington (Circle, District, Piccadilly)'],
    access:
      'Much of Chelsea is a long walk from a tube station, and Kensington and Chelsea reserves most street space for residents. The Chelsea Flower Show, held in the grounds of the Royal Hospital each May, brings extra traffic and parking restrictions.',
  },
  {
    code: 'SW7',
    housing:
      "South Kensington is stucco terraces on Queen's Gate, Onslow Square and around Gloucester Road, most divided into flats, with mansion blocks, mews houses and student halls for Imperial College. Around Gloucester Road many of the stucco houses are hotels and serviced apartments with card-key systems. Converted houses on Queen's Gate and Onslow Square have a communal street door and separate flat doors.",
    landmarks: ['Natural History Museum', 'Victoria and Albert Museum', 'Science Museum', 'Royal Albert Hall', 'Exhibition Road', 'Gloucester Road'],
    stations: ['South Kensington (Circle, District, Piccadilly)', 'Gloucester Road (Circle, District, Piccadilly)'],
    access:
      "Exhibition Road is shared space crowded with museum visitors, and events at the Royal Albert Hall fill the surrounding streets. Parking is largely residents' bays, with some pay-by-phone spaces.",
  },
  // N: North
  {
    code: 'N1',
    housing:
      "Islington's N1 has some of London's best-kept Georgian and early Victorian terraces, in Barnsbury, Canonbury and around Duncan Terrace, with panelled timber doors and fanlights that call for period mortice locks and nightlatches. Between them are large council estates, many of them rebuilt or refurbished, and in Hoxton there are warehouse conversions and new-build blocks with fob entry and fire-rated flat doors.",
    landmarks: ['Upper Street', 'Camden Passage', 'Chapel Market', 'Canonbury Square', 'Hoxton Square', "Regent's Canal"],
    stations: [
      'Angel (Northern)',
      'Essex Road (Great Northern)',
      'Caledonian Road & Barnsbury (Overground)',
      'Highbury & Islington (Victoria, Overground, Great Northern)',
      'Hoxton (Overground)',
    ],
    access:
      "Islington and Hackney both control parking in the district, and Upper Street's bus lanes leave little room to stop. Much of Barnsbury and Canonbury is in conservation areas, so replacement hardware on listed doors should suit the house.",
  },
  {
    code: 'N1C',
    housing:
      "N1C is the new King's Cross development north of the stations: apartment blocks, including flats built inside the restored Victorian gasholder frames, alongside offices, the university campus in the Granary Building and converted railway buildings. Homes are in managed blocks with concierge desks, fob entry and fire-rated flat doors on multipoint or electronic locks, and building management usually has to approve changes.",
    landmarks: ['Granary Square', 'Coal Drops Yard', 'Gasholder Park', 'Central Saint Martins', 'Lewis Cubitt Park', "Regent's Canal"],
    stations: [
      "King's Cross St. Pancras (Circle, Hammersmith & City, Metropolitan, Northern, Piccadilly, Victoria)",
      "King's Cross (LNER, Great Northern)",
      'St Pancras International (Eurostar, Southeastern, East Midlands Railway, Thameslink)',
    ],
    access:
      "The estate's streets are privately managed, with limited vehicle access and little on-street parking. Contractors normally sign in with the block's concierge, who may also need to approve the work.",
  },
  {
    code: 'N2',
    housing:
      'East Finchley is Victorian and Edwardian terraces near the High Road, with interwar semis and the eastern side of Hampstead Garden Suburb, where Arts and Crafts houses have timber doors with distinctive ironmongery. In the Suburb, changes to the outside of a house, doors included, need consent from the Hampstead Garden Suburb Trust, so replacement locks and furniture should match the originals.',
    landmarks: [
      'East Finchley High Road',
      'Phoenix Cinema',
      'Cherry Tree Wood',
      'Hampstead Garden Suburb',
      'Fortis Green',
      'The Archer statue at East Finchley station',
    ],
    stations: ['East Finchley (Northern)'],
    access:
      "Parking near East Finchley station is controlled, while the Suburb's roads are quieter but narrow. In the Suburb many houses sit on narrow closes with little room to turn a van.",
  },
  {
    code: 'N4',
    housing:
      'Finsbury Park and Stroud Green are large Victorian terraces and semi-detached houses, most of them converted into flats with a shared front door and flat doors behind. There are also big council estates, and at Manor House the Woodberry Down estate is being rebuilt as new-build blocks with fob entry.',
    landmarks: ['Finsbury Park', 'Stroud Green Road', 'Blackstock Road', 'Seven Sisters Road', 'Woodberry Down', 'Parkland Walk'],
    stations: ['Finsbury Park (Piccadilly, Victoria, Great Northern, Thameslink)', 'Manor House (Piccadilly)', 'Crouch Hill (Overground)'],
    access:
      'N4 is split between Islington, Haringey and Hackney, each with its own parking zones. Arsenal match days and big concerts in Finsbury Park bring extra parking restrictions and road closures.',
  },
  {
    code: 'N5',
    housing:
      "Highbury has Georgian terraces facing Highbury Fields, large Victorian villas on Highbury New Park and streets of Victorian terraces, many divided into flats. Highbury Square is Arsenal's old stadium turned into flats, with a managed entrance and fob-controlled blocks. The Georgian terraces by Highbury Fields usually take a mortice lock and nightlatch, and the streets around the Fields are a conservation area.",
    landmarks: ['Highbury Fields', 'Highbury Corner', 'Highbury Square', 'Highbury Barn', 'Blackstock Road'],
    stations: [
      'Highbury & Islington (Victoria, Overground, Great Northern)',
      'Arsenal (Piccadilly)',
      'Drayton Park (Great Northern)',
      'Canonbury (Overground)',
    ],
    access:
      "Islington's parking zones cover most of the district, and on Arsenal match days extra restrictions apply across the streets around the Emirates. Highbury Corner's roundabout and Holloway Road are busy, so side streets are the way in.",
  },
  {
    code: 'N6',
    housing:
      "Highgate Village has Georgian and early Victorian houses, many listed, around Pond Square and the High Street, with larger Victorian villas and mansion flats down the hill. Highpoint on North Hill is a pair of listed modernist blocks. The village's period doors take traditional mortice locks and nightlatches, and much of the district is in conservation areas.",
    landmarks: ['Highgate Village', 'Pond Square', 'Highgate Cemetery', 'Waterlow Park', 'Lauderdale House', 'Highpoint'],
    stations: ['Highgate (Northern)'],
    access:
      'The borough boundary between Camden and Haringey runs through the village, so parking rules change from one side of the High Street to the other. Highgate Hill and Highgate West Hill are steep, with narrow lanes off them.',
  },
  {
    code: 'N8',
    housing:
      'Crouch End and Hornsey are Victorian and Edwardian terraces and larger houses, many of them converted into two or more flats with separate doors. Around Crouch End Broadway there are also flats above the shops, reached through street doors beside the shopfronts.',
    landmarks: ['Crouch End Broadway and the Clock Tower', 'Hornsey Town Hall', 'Priory Park', 'Parkland Walk'],
    stations: ['Hornsey (Great Northern)'],
    access:
      "Crouch End has no tube station, so most visitors arrive by road, and the Broadway's shopping streets are busy. The roads climb steeply out of Crouch End towards Crouch Hill, Highgate and Muswell Hill. Haringey runs controlled parking zones in parts of the district.",
  },
  {
    code: 'N10',
    housing:
      "Muswell Hill was largely built as an Edwardian suburb: streets of Edwardian terraces and semis with timber doors, stained glass and original ironmongery, and parades of shops with flats above. There are also mansion flats and interwar houses around Fortis Green. Muswell Hill's Edwardian doors usually take a mortice lock and nightlatch, and the streets around the Broadway are a conservation area.",
    landmarks: ['Muswell Hill Broadway', 'Highgate Wood', "Queen's Wood", 'Fortis Green'],
    stations: ['Highgate (Northern)'],
    access:
      "Muswell Hill has no station of its own and sits on top of a steep hill, so most visits are by van. The Broadway's roundabout and bus routes are congested, with controlled parking near the shops.",
  },
  {
    code: 'N16',
    housing:
      'Stoke Newington has Georgian houses on Church Street, streets of Victorian terraces and villas, and council estates. Stamford Hill has large Victorian and Edwardian houses alongside purpose-built blocks of flats. The older houses on Stoke Newington Church Street are in a conservation area, so their doors and hardware should suit the period.',
    landmarks: [
      'Clissold Park',
      'Abney Park Cemetery',
      'Stoke Newington Church Street',
      'Stoke Newington High Street',
      'Newington Green',
      'Stamford Hill',
    ],
    stations: ['Stoke Newington (Overground)', 'Rectory Road (Overground)', 'Stamford Hill (Overground)'],
    access:
      "N16 has no tube station, and Hackney's traffic filters around Church Street mean the van route in is often indirect. Controlled parking covers many streets, and Church Street itself is narrow and lined with small shops, leaving little room to stop.",
  },
  {
    code: 'N17',
    housing:
      "Tottenham is Victorian and Edwardian terraces, many converted into flats, large post-war council estates such as Broadwater Farm, and new-build towers around Tottenham Hale. Tottenham's terraced houses have either replacement uPVC doors on multipoint locks or original timber doors with a mortice lock and nightlatch; the new blocks at Tottenham Hale have fob entry and fire-rated flat doors.",
    landmarks: ['Tottenham Hotspur Stadium', 'Bruce Castle Museum', 'Tottenham High Road', 'Tottenham Marshes', 'Walthamstow Wetlands'],
    stations: [
      'Tottenham Hale (Victoria, Greater Anglia)',
      'Bruce Grove (Overground)',
      'White Hart Lane (Overground)',
      'Northumberland Park (Greater Anglia)',
    ],
    access:
      'Match and event days at the Tottenham Hotspur Stadium bring road closures and parking restrictions across the surrounding streets. The High Road is a busy bus route with limited stopping space.',
  },
  {
    code: 'N22',
    housing:
      'Wood Green mixes Victorian and Edwardian terraces with the Noel Park estate, a conservation area of late Victorian terraced cottages, and post-war blocks and flats above shops on the High Road. Around Alexandra Park there are larger Edwardian houses and mansion flats.',
    landmarks: ['Alexandra Palace', 'Alexandra Park', 'Wood Green High Road', 'The Mall Wood Green', 'Noel Park'],
    stations: ['Wood Green (Piccadilly)', 'Turnpike Lane (Piccadilly)', 'Alexandra Palace (Great Northern)', 'Bounds Green (Piccadilly)'],
    access:
      'Controlled parking covers the streets near the High Road and stations, and the High Road itself is a busy shopping street and bus route. Events at Alexandra Palace fill the surrounding roads, and the hill up to the Palace is steep.',
  },
  // NW: North West
  {
    code: 'NW1',
    housing:
      "NW1 runs from the Nash terraces around Regent's Park, grand stucco houses divided into flats, through Camden Town's Victorian terraces and Primrose Hill's stucco villas, to large council estates in Somers Town and around Regent's Park. Period doors on the Nash terraces and in Primrose Hill take mortice locks and nightlatches, often on listed buildings, and estate blocks have communal fob-controlled entrances.",
    landmarks: ['Camden Market', 'Camden Lock', "Regent's Park", 'Primrose Hill', 'The Roundhouse', 'London Zoo'],
    stations: [
      'Camden Town (Northern)',
      'Mornington Crescent (Northern)',
      'Camden Road (Overground)',
      'Euston (Northern, Victoria, Overground, Avanti West Coast, London Northwestern Railway)',
      'Chalk Farm (Northern)',
    ],
    access:
      "Camden controls parking across most of the district, and Camden Town's streets are crowded on market weekends. The Nash terraces around Regent's Park belong to the Crown Estate.",
  },
  {
    code: 'NW3',
    housing:
      "Hampstead has Georgian and early Victorian houses in the village, many listed, with large Victorian villas in Belsize Park and around the Heath, mostly divided into flats. Mansion blocks line Finchley Road and Swiss Cottage. The village's period doors are usually heavy timber with a mortice lock and nightlatch; Belsize Park's converted villas have a shared front door and flat doors on each floor.",
    landmarks: ['Hampstead Heath', 'Heath Street and Flask Walk', 'Keats House', 'Kenwood House', 'Belsize Park', 'Royal Free Hospital'],
    stations: [
      'Hampstead (Northern)',
      'Belsize Park (Northern)',
      'Swiss Cottage (Jubilee)',
      'Finchley Road (Jubilee, Metropolitan)',
      'Hampstead Heath (Overground)',
      'Finchley Road & Frognal (Overground)',
    ],
    access:
      "Most of Hampstead is in conservation areas, so replacement locks and furniture should suit the door. The village's streets are steep and narrow, parking is controlled by Camden, and lanes off Heath Street are hard to reach by van.",
  },
  {
    code: 'NW5',
    housing:
      "Kentish Town is Victorian terraces, most split into flats, plus large council estates around Gospel Oak and Victorian villas in Dartmouth Park. Gospel Oak's Lissenden Gardens is a group of red-brick mansion blocks, and much of Kentish Town and Dartmouth Park is in conservation areas.",
    landmarks: ['Kentish Town Road', 'Kentish Town Forum', 'Parliament Hill', 'Parliament Hill Lido', 'Dartmouth Park', 'Highgate Road'],
    stations: ['Kentish Town (Northern, Thameslink)', 'Kentish Town West (Overground)', 'Tufnell Park (Northern)', 'Gospel Oak (Overground)'],
    access:
      "Camden's controlled parking covers the district, and concerts at the Kentish Town Forum bring evening crowds to Highgate Road. Kentish Town Road is a busy bus route, so work on a house on or near it usually means parking on a side street.",
  },
  {
    code: 'NW6',
    housing:
      'Kilburn and West Hampstead are Victorian terraces and large semi-detached houses, almost all split into flats with a communal front door and separate flat doors, plus red-brick mansion blocks around West End Lane and council estates in South Kilburn. The South Kilburn estates have communal entrances, while the converted houses of West Hampstead often have a row of doorbells and a shared hallway.',
    landmarks: ['Kilburn High Road', 'West End Lane', "Queen's Park", 'Kiln Theatre', 'Kilburn Grange Park'],
    stations: [
      'Kilburn (Jubilee)',
      'Kilburn Park (Bakerloo)',
      'Kilburn High Road (Overground)',
      'West Hampstead (Jubilee)',
      'West Hampstead (Overground)',
      'West Hampstead Thameslink (Thameslink)',
    ],
    access:
      'Kilburn High Road marks the border between Camden and Brent, so parking rules differ from one side to the other. Traffic on the High Road is heavy, and West End Lane is busy around its three stations.',
  },
  {
    code: 'NW8',
    housing:
      "St John's Wood has early Victorian villas, many semi-detached, with large gardens, alongside mansion blocks with porters and modern gated houses. Around Church Street and Lisson Grove there are council estates. St John's Wood's villas often have heavy timber doors with high-security mortice locks and alarms; mansion blocks have communal entrances and porters who need to know about contractors.",
    landmarks: [
      "Lord's Cricket Ground",
      'Abbey Road Studios and the zebra crossing',
      "St John's Wood High Street",
      'London Central Mosque',
      'Church Street Market',
    ],
    stations: ["St. John's Wood (Jubilee)"],
    access:
      "Westminster controls parking across most of the district. Match days at Lord's bring extra traffic and restrictions, and tourists stopping at the Abbey Road crossing slow traffic there.",
  },
  {
    code: 'NW11',
    housing:
      'Golders Green is Edwardian and interwar houses, semi-detached and detached, with flats above shops on Golders Green Road. The Hampstead Garden Suburb side of NW11, around Central Square, has Arts and Crafts houses and cottages where changes to doors need consent from the Hampstead Garden Suburb Trust. Many Golders Green houses have replaced doors with multipoint locks, while Suburb houses keep timber doors and traditional ironmongery.',
    landmarks: [
      'Golders Green Road',
      'Golders Green Hippodrome',
      'Temple Fortune',
      "Central Square and St Jude's Church",
      'Golders Green Crematorium',
    ],
    stations: ['Golders Green (Northern)', 'Brent Cross (Northern)'],
    access:
      "Parking near Golders Green station and along Golders Green Road is controlled and busy. The Suburb's narrow roads and closes are quiet, with parking on the street or driveways.",
  },
  // SE: South East
  {
    code: 'SE1',
    housing:
      'SE1 stretches from Waterloo to Bermondsey. It has the small early 19th-century terraced cottages of Roupell Street, converted Victorian warehouses around Shad Thames and Bermondsey Street, Peabody and council estates near Borough and Waterloo, and riverside apartment towers with concierge desks. The Roupell Street cottage doors usually take a mortice lock and nightlatch; warehouse and tower flats have fob entry and fire-rated flat doors on multipoint or high-security locks.',
    landmarks: ['Borough Market', 'Tate Modern', "Shakespeare's Globe", 'The Shard', 'Southbank Centre', 'Bermondsey Street'],
    stations: [
      'London Bridge (Northern, Jubilee, Thameslink, Southern, Southeastern)',
      'Waterloo (Bakerloo, Jubilee, Northern, Waterloo & City, South Western Railway)',
      'Southwark (Jubilee)',
      'Borough (Northern)',
      'Lambeth North (Bakerloo)',
      'Waterloo East (Southeastern)',
    ],
    access:
      'Waterloo, the South Bank, Borough and London Bridge are inside the Congestion Charge zone, and Southwark and Lambeth both control parking. Riverside blocks and warehouse conversions usually need contractors to sign in with the concierge or management office first.',
  },
  {
    code: 'SE3',
    housing:
      'Blackheath has Georgian and Regency houses around the heath, including the Paragon crescent, large Victorian villas, and the 1950s and 1960s Span estates of modernist houses and flats. Kidbrooke Village is new-build flats and houses on the site of the old Ferrier Estate. Period doors around the heath take traditional mortice locks and nightlatches, often on listed houses; Span and new-build homes have their own door types, often with multipoint locks.',
    landmarks: ['Blackheath', 'Blackheath Village', 'The Paragon', 'Cator Estate', 'Kidbrooke Village'],
    stations: ['Blackheath (Southeastern)', 'Kidbrooke (Southeastern)', 'Westcombe Park (Southeastern)'],
    access:
      'The Cator Estate is a private estate, and much of Blackheath is a conservation area. Roads across the heath are open and busy, while parking around the village shops is limited.',
  },
  {
    code: 'SE5',
    housing:
      'Camberwell has fine Georgian terraces on Camberwell Grove and Grove Lane, streets of Victorian terraces and villas split into flats, and large post-war council estates. The Georgian doors on Camberwell Grove and Grove Lane take period mortice locks and nightlatches and are often listed; estate flats have communal entrances and fire-rated flat doors.',
    landmarks: ['Camberwell Green', 'Camberwell Grove', "King's College Hospital", 'Burgess Park', "Myatt's Fields Park", 'Denmark Hill'],
    stations: ['Denmark Hill (Overground, Southeastern)', 'Loughborough Junction (Thameslink)'],
    access:
      "Camberwell has no tube station, and Camberwell Green's junction is a busy bus hub. Southwark and Lambeth control parking on either side of the borough line, and traffic for King's College Hospital and the Maudsley on Denmark Hill makes stopping difficult. Camberwell Grove is a conservation area, so replacement hardware on its listed doors should suit the period.",
  },
  {
    code: 'SE8',
    housing:
      'Deptford has the early 18th-century houses of Albury Street, Victorian terraces, large council estates such as the Pepys Estate by the river, and new-build blocks along Deptford Creek and near the station. The Albury Street houses keep carved timber doorcases and panelled doors that suit traditional mortice locks and nightlatches. Estate flats and the new blocks by the Creek have fob-controlled entrances and fire-rated flat doors, where a lock change must keep the closer and seals working.',
    landmarks: [
      'Deptford High Street and market',
      'Deptford Creek',
      "St Paul's Church, Deptford",
      'Albury Street',
      'Deptford Market Yard',
      'Convoys Wharf',
    ],
    stations: ['Deptford (Southeastern)', 'Deptford Bridge (DLR)', 'New Cross (Overground, Southeastern)', 'St Johns (Southeastern)'],
    access:
      'Deptford High Street is narrow and fills with market stalls on market days, so vans are better parked on a side street. Lewisham and Greenwich both control parking near the stations.',
  },
  {
    code: 'SE10',
    housing:
      'Greenwich has Georgian and Regency houses around the park, on Crooms Hill and near the town centre, streets of Victorian terraces, council estates, and new apartment towers on Greenwich Peninsula. Period doors on Crooms Hill and around the park take traditional mortice locks and nightlatches and many are listed; Peninsula flats have concierge desks, fob entry and fire-rated flat doors.',
    landmarks: [
      'Greenwich Park and the Royal Observatory',
      'Cutty Sark',
      'Old Royal Naval College',
      'Greenwich Market',
      'National Maritime Museum',
      'The O2',
    ],
    stations: ['Cutty Sark for Maritime Greenwich (DLR)', 'Greenwich (Southeastern, DLR)', 'Maze Hill (Southeastern)', 'North Greenwich (Jubilee)'],
    access:
      "The town centre's one-way system is busy with visitors, and much of the district is a conservation area with a World Heritage Site at its heart. Events at the O2 fill the Peninsula's roads, and new blocks there expect contractors to sign in with the concierge.",
  },
  {
    code: 'SE11',
    housing:
      'Kennington has Georgian terraces, including Cleaver Square, the neo-Georgian cottages and flats of the Duchy of Cornwall estate, Victorian terraces and mansion blocks, and large council estates. Georgian and Duchy doors are panelled timber and take period mortice locks and nightlatches, and many are listed. Estate blocks have communal doors on entryphones and fire-rated flat doors.',
    landmarks: ['Kennington Park', 'The Oval cricket ground', 'Cleaver Square', 'Vauxhall Pleasure Gardens', 'Lambeth Walk', 'Kennington Road'],
    stations: ['Kennington (Northern)', 'Oval (Northern)', 'Vauxhall (Victoria, South Western Railway)', 'Lambeth North (Bakerloo)'],
    access:
      'Lambeth controls parking across most of the district, and Test match and big match days at the Oval fill the streets around it. Much of Kennington is in conservation areas, so hardware on period doors should match.',
  },
  {
    code: 'SE13',
    housing:
      'Lewisham has Victorian and Edwardian terraces in Hither Green and Ladywell, interwar houses, post-war estates, and new towers near Lewisham station. The towers by the station and the rebuilt town centre have fob entry, managed lobbies and fire-rated flat doors.',
    landmarks: [
      'Lewisham Shopping Centre',
      'Lewisham Market',
      'Ladywell Fields',
      'Hither Green',
      'Manor House Gardens',
      'University Hospital Lewisham',
    ],
    stations: ['Lewisham (DLR, Southeastern)', 'Ladywell (Southeastern)', 'Hither Green (Southeastern)'],
    access:
      "Lewisham town centre's roads are busy with buses and the market on the High Street, and controlled parking covers the streets near the stations. The A20 and A21 meet in the town centre, so traffic around Loampit Vale and the station is heavy.",
  },
  {
    code: 'SE15',
    housing:
      'Peckham has Victorian terraces around Bellenden Road and towards Nunhead, many split into flats, and large council estates in North Peckham. Converted industrial buildings, such as the Bussey Building, house studios and businesses. Flats in the North Peckham estates and in the new blocks near Peckham Rye station have communal entrances and fire-rated flat doors.',
    landmarks: ['Rye Lane', 'Peckham Rye Park and Common', 'Bellenden Road', 'Peckham Library', 'Peckham Levels', 'Nunhead Cemetery'],
    stations: ['Peckham Rye (Overground, Southern, Southeastern)', 'Queens Road Peckham (Overground, Southern)', 'Nunhead (Southeastern)'],
    access:
      "Rye Lane is crowded with buses, shoppers and loading restrictions, so work near it means parking on side streets. Southwark's controlled parking covers the area around the stations.",
  },
  {
    code: 'SE16',
    housing:
      'Rotherhithe and Bermondsey have converted Victorian warehouses along the river, 1980s and 1990s Docklands houses and flats around the old docks, council estates, and new-build blocks at Canada Water. The new Canada Water blocks have fob entry and managed lobbies, while warehouse and riverside flats along Rotherhithe Street usually have fob entry, porters or concierge desks, and fire-rated flat doors.',
    landmarks: [
      'Rotherhithe Street',
      "St Mary's Rotherhithe and the Mayflower pub",
      'Brunel Museum',
      'Greenland Dock',
      'Southwark Park',
      'Canada Water',
    ],
    stations: ['Canada Water (Jubilee, Overground)', 'Surrey Quays (Overground)', 'Rotherhithe (Overground)', 'Bermondsey (Jubilee)'],
    access:
      'Rotherhithe Street is long, narrow and winding, with little parking. Riverside developments are often gated with concierge desks, and the Rotherhithe Tunnel approach brings heavy traffic.',
  },
  {
    code: 'SE17',
    housing:
      "Walworth has large post-war council estates, including the Aylesbury Estate, now being rebuilt, and new blocks at Elephant Park on the old Heygate site. There are Georgian terraces around Surrey Square, and the Pullens Estate's Victorian tenements with workshop yards. The new blocks at Elephant Park have fob entry and fire-rated flat doors, while the Surrey Square terraces have timber doors suited to mortice locks.",
    landmarks: ['East Street Market', 'Elephant Park', 'Burgess Park', 'Walworth Road', 'Pullens Yards', 'Aylesbury Estate'],
    stations: ['Elephant & Castle (Bakerloo, Northern, Thameslink)', 'Kennington (Northern)'],
    access:
      'Walworth lies just outside the Congestion Charge zone, whose boundary runs along New Kent Road. Southwark controls parking, Walworth Road is a busy bus route, and East Street is closed to traffic while the market is on.',
  },
  {
    code: 'SE18',
    housing:
      "Woolwich has the Royal Arsenal, where listed military buildings have been converted into flats beside new apartment blocks, Victorian terraces in Plumstead, and large council estates. Arsenal flats usually have concierge or management offices, fob entry and fire-rated flat doors, and work on the listed buildings has to respect their fabric. Plumstead's terraces have timber doors with mortice locks and nightlatches or replacement uPVC doors with multipoint locks.",
    landmarks: ['Royal Arsenal', 'Woolwich Ferry', 'Royal Artillery Barracks', 'Woolwich Common', 'General Gordon Square', 'Plumstead Common'],
    stations: ['Woolwich (Elizabeth line)', 'Woolwich Arsenal (DLR, Southeastern)', 'Woolwich Dockyard (Southeastern)', 'Plumstead (Southeastern)'],
    access:
      'Woolwich town centre is busy, and queues for the free Woolwich Ferry can back up along the approach roads. Royal Arsenal blocks usually ask contractors to check in with the estate management.',
  },
  {
    code: 'SE19',
    housing:
      'Crystal Palace grew up around the Victorian exhibition building, and its hillside streets have large Victorian villas, most divided into flats, with smaller terraces and interwar blocks between them. The converted villas on the hill have a communal front door and separate flat doors, each needing its own lock.',
    landmarks: ['Crystal Palace Park', 'Crystal Palace transmitter', 'National Sports Centre', 'Westow Hill', 'Church Road'],
    stations: ['Crystal Palace (Overground, Southern)', 'Gipsy Hill (Southern)'],
    access:
      "Several boroughs meet at Crystal Palace, so parking rules can change from one side of the Triangle to the other. Streets are steep and narrow near the top of the hill, and the Triangle's shops leave little room to stop.",
  },
  {
    code: 'SE21',
    housing:
      "Dulwich has Georgian and Victorian houses in Dulwich Village, large interwar houses and 1950s and 1960s estates, much of it on land owned by the Dulwich Estate. Changes to the outside of a house, doors included, need the Estate's consent under its scheme of management. Period doors in the Village take traditional mortice locks and nightlatches, and the Estate's postwar houses have their own original door designs worth keeping.",
    landmarks: ['Dulwich Village', 'Dulwich Picture Gallery', 'Dulwich Park', 'Dulwich College', 'Belair Park'],
    stations: ['North Dulwich (Southern)', 'West Dulwich (Southeastern)', 'Sydenham Hill (Southeastern)'],
    access: 'Dulwich has no tube station; the roads are quiet, but parking around the village shops is limited.',
  },
  {
    code: 'SE22',
    housing:
      'East Dulwich is street after street of late Victorian terraces, many split into upper and lower flats, plus some council estates such as the Dog Kennel Hill Estate. Flats above the shops on Lordship Lane and North Cross Road are reached through street doors beside the shopfronts.',
    landmarks: ['Lordship Lane', 'North Cross Road market', 'Goose Green', 'Peckham Rye Common', 'East Dulwich Grove'],
    stations: ['East Dulwich (Southern)'],
    access:
      'East Dulwich has no tube station, and Lordship Lane is busy with shoppers and buses through the day. Parking on side streets is usually possible, and North Cross Road fills with the market on Saturdays.',
  },
  {
    code: 'SE23',
    housing:
      "Forest Hill is built on steep hills, with large Victorian villas, many divided into flats, Edwardian terraces on the lower slopes, and interwar houses and flats towards Honor Oak. Forest Hill's converted villas have a communal front door and separate flat doors, each with its own lock, and basement flats often have their own entrance below the main door.",
    landmarks: ['Horniman Museum and Gardens', 'One Tree Hill', 'Forest Hill Pools', 'Dartmouth Road'],
    stations: ['Forest Hill (Overground, Southern)', 'Honor Oak Park (Overground, Southern)'],
    access:
      'The South Circular runs through Forest Hill and is often congested, especially around the station and the Horniman. The streets off it are steep and residential.',
  },
  {
    code: 'SE24',
    housing:
      'Herne Hill is mainly Victorian and Edwardian terraces, many split into flats, with larger houses on the roads around Brockwell Park, such as Burbage Road, and some council estates. Flats above the shops around Herne Hill station and on Half Moon Lane are reached through street doors beside the shopfronts.',
    landmarks: ['Brockwell Park', 'Brockwell Lido', 'Herne Hill Velodrome', 'Railton Road', 'Half Moon pub'],
    stations: ['Herne Hill (Southeastern, Thameslink)', 'North Dulwich (Southern)'],
    access:
      "Herne Hill's junction by the railway bridge, where Norwood Road, Dulwich Road, Railton Road and Half Moon Lane meet, is busy, and the Sunday market fills Railton Road by the station. The roads beside Brockwell Park get busy on summer weekends.",
  },
  // SW: South West
  {
    code: 'SW4',
    housing:
      'Clapham has Georgian houses around Clapham Common and in Old Town, many listed, with streets of Victorian terraces and villas, most split into flats, and red-brick mansion blocks near the Common. There are council estates off Clapham Road and Wandsworth Road. The listed Georgian doors around the Common and in Old Town take a mortice lock and nightlatch, and should keep their period furniture.',
    landmarks: ['Clapham Common', 'Clapham High Street', 'Clapham Old Town', 'Venn Street', 'Abbeville Village', 'Clapham Manor Street'],
    stations: [
      'Clapham Common (Northern)',
      'Clapham North (Northern)',
      'Clapham High Street (Overground)',
      'Clapham South (Northern)',
      'Wandsworth Road (Overground)',
    ],
    access:
      'Lambeth and Wandsworth control parking on either side of the borough line, which crosses the Common. Clapham High Street is busy with bars at night, and concerts and events on the Common close roads around it in summer.',
  },
  {
    code: 'SW6',
    housing:
      'Fulham is Victorian terraces, street after street, with two-storey houses and bay windows, many still single homes and others split into flats. Around Parsons Green the red-brick Peterborough Estate has decorative porches and original timber doors. Riverside blocks at Imperial Wharf and Sands End have fob entry and fire-rated flat doors.',
    landmarks: ["Fulham Palace and Bishop's Park", 'Craven Cottage', 'Stamford Bridge', 'Parsons Green', 'Eel Brook Common', 'Fulham Broadway'],
    stations: ['Fulham Broadway (District)', 'Parsons Green (District)', 'Putney Bridge (District)', 'Imperial Wharf (Overground, Southern)'],
    access:
      "Hammersmith and Fulham runs residents' parking zones across the district, with extra restrictions around Stamford Bridge and Craven Cottage on match days. The New King's Road and Fulham Road are slow at most times of day.",
  },
  {
    code: 'SW9',
    housing:
      'Brixton and Stockwell have Victorian terraces and villas, most split into flats, Georgian and early Victorian houses in conservation areas such as Stockwell Park, and large council estates including the Loughborough Estate and Angell Town. The Loughborough Estate and Angell Town blocks have communal entrances and fire-rated flat doors.',
    landmarks: [
      'Electric Avenue',
      'Brixton Village and Market Row',
      'O2 Academy Brixton',
      'Brixton Road',
      'Stockwell Park Crescent',
      'Loughborough Junction',
    ],
    stations: ['Brixton (Victoria)', 'Brixton (Southeastern)', 'Stockwell (Northern, Victoria)', 'Loughborough Junction (Thameslink)'],
    access:
      "Brixton Road is a bus corridor with little room to stop, and the market streets have loading restrictions. Lambeth controls parking across the district, and Stockwell's conservation areas expect replacement hardware to suit period doors.",
  },
  {
    code: 'SW11',
    housing:
      "Battersea has Victorian terraces between Wandsworth and Clapham Commons and the Shaftesbury Park Estate of artisans' cottages. There are red-brick mansion blocks facing Battersea Park on Prince of Wales Drive, and large council estates near Clapham Junction.",
    landmarks: ['Battersea Park', 'Northcote Road', 'Clapham Junction', 'Lavender Hill', 'Battersea Arts Centre', 'Shaftesbury Park Estate'],
    stations: [
      'Clapham Junction (Overground, Southern, South Western Railway)',
      'Battersea Park (Southern)',
      'Queenstown Road (Battersea) (South Western Railway)',
    ],
    access:
      "Wandsworth controls parking around Clapham Junction and Northcote Road, and St John's Road and Lavender Hill are busy bus routes. Queenstown Road and Battersea Park Road carry heavy traffic towards Chelsea Bridge. Mansion blocks and riverside developments usually need contractors to check in with a porter or concierge.",
  },
  {
    code: 'SW15',
    housing:
      'Putney has Victorian terraces and villas, red-brick mansion blocks near the river and the High Street, interwar houses, and riverside flats. Roehampton has the large post-war Alton Estate, whose slab blocks are listed, so work on their doors has to respect the listing.',
    landmarks: ['Putney Bridge', 'Putney High Street', 'Putney Embankment', 'Putney Heath', 'Alton Estate', 'Lower Richmond Road'],
    stations: ['Putney (South Western Railway)', 'East Putney (District)', 'Putney Bridge (District)'],
    access:
      'Putney High Street is often congested, and Wandsworth runs parking zones near the stations. On Boat Race day the riverside at Putney Embankment is packed and the roads near it are restricted. Mansion blocks near the bridge often have porters who need to know about a visit.',
  },
  {
    code: 'SW19',
    housing:
      'Wimbledon Village has large Victorian and Edwardian houses, many detached, alongside Georgian houses by the Common. Down the hill around the town centre and South Wimbledon are Victorian and Edwardian terraces and interwar semis, with newer blocks of flats around Wimbledon station and in Colliers Wood.',
    landmarks: [
      'Wimbledon Village',
      'All England Lawn Tennis Club',
      'Wimbledon Common',
      'Wimbledon Park',
      'Centre Court Shopping Centre',
      'Merton Abbey Mills',
    ],
    stations: [
      'Wimbledon (District, Tramlink, South Western Railway, Thameslink)',
      'Wimbledon Park (District)',
      'South Wimbledon (Northern)',
      'Colliers Wood (Northern)',
    ],
    access:
      'During the Championships in late June and July, roads around the All England Club close and parking is heavily restricted. Wimbledon Hill Road climbs steeply from the town centre up to the Village. Merton controls parking in the town centre and near the stations.',
  },
  // W: West
  {
    code: 'W2',
    housing:
      'Bayswater and Paddington are stucco terraces, most converted into flats or hotels, with mansion blocks and mews houses; many of the houses on Sussex Gardens are small hotels. The Hyde Park Estate around Connaught Square has Georgian terraces managed by the Church Commissioners, and Paddington Basin has new apartment blocks with concierge desks.',
    landmarks: ['Paddington Basin', 'Queensway', 'Westbourne Grove', 'Connaught Village', 'Sussex Gardens', 'Kensington Gardens'],
    stations: [
      'Paddington (Bakerloo, Circle, District, Hammersmith & City, Elizabeth line, GWR, Heathrow Express)',
      'Lancaster Gate (Central)',
      'Queensway (Central)',
      'Bayswater (Circle, District)',
      'Royal Oak (Circle, Hammersmith & City)',
    ],
    access:
      'Westminster controls parking across most of the district, with pay-by-phone bays. Paddington Basin is privately managed, so contractors sign in with building security, and traffic around the station and the Westway approach is heavy.',
  },
  {
    code: 'W4',
    housing:
      "Chiswick has Georgian houses on Chiswick Mall and Strand-on-the-Green by the river, the red-brick Queen Anne-style houses of Bedford Park, and streets of Victorian and Edwardian terraces. Many are in conservation areas. Bedford Park's houses often keep original doors with small glazed panels and decorative ironmongery worth preserving. Flats above shops on the High Road have separate street doors beside the shopfronts.",
    landmarks: ['Chiswick High Road', 'Turnham Green', 'Bedford Park', 'Chiswick House and Gardens', 'Chiswick Mall', 'Strand-on-the-Green'],
    stations: ['Turnham Green (District)', 'Chiswick Park (District)', 'Gunnersbury (District, Overground)', 'Chiswick (South Western Railway)'],
    access:
      'Hounslow controls parking across most of the district, and the A4 and Hogarth Roundabout bring heavy traffic. Bedford Park and the riverside streets are narrow and quiet.',
  },
  {
    code: 'W5',
    housing:
      'Ealing has large Victorian and Edwardian houses on tree-lined streets, many divided into flats, interwar semis towards North and South Ealing, mansion flats near the Broadway, and the Arts and Crafts cottages of Brentham Garden Suburb. Brentham is a conservation area, so replacement locks and furniture on its cottage doors should suit the originals. New blocks near Ealing Broadway station have fob entry and fire-rated flat doors.',
    landmarks: ['Ealing Broadway', 'Ealing Common', 'Walpole Park and Pitzhanger Manor', 'Ealing Studios', 'Haven Green', 'Brentham Garden Suburb'],
    stations: [
      'Ealing Broadway (Central, District, Elizabeth line, GWR)',
      'Ealing Common (District, Piccadilly)',
      'South Ealing (Piccadilly)',
      'North Ealing (Piccadilly)',
    ],
    access:
      "Ealing controls parking around the Broadway and the stations, and the town centre's one-way streets are busy. Brentham and Ealing's many conservation areas expect period hardware on original doors.",
  },
  {
    code: 'W6',
    housing:
      'Hammersmith has streets of Victorian terraces around Ravenscourt Park and Brackenbury Village, red-brick mansion blocks around Brook Green, Georgian houses on Upper and Lower Mall by the river, and council estates. The listed Georgian houses on the Malls have period doors that take mortice locks and nightlatches.',
    landmarks: ['Hammersmith Broadway', 'Lyric Hammersmith', 'Eventim Apollo', 'Ravenscourt Park', 'Brook Green', 'Hammersmith Bridge'],
    stations: [
      'Hammersmith (District, Piccadilly)',
      'Hammersmith (Circle, Hammersmith & City)',
      'Ravenscourt Park (District)',
      'Stamford Brook (District)',
      'Goldhawk Road (Circle, Hammersmith & City)',
    ],
    access:
      "Hammersmith Broadway's gyratory and the flyover bring heavy traffic, so the side streets are the way in. Hammersmith and Fulham runs residents' parking zones, and the riverside lanes by the Malls are narrow.",
  },
  {
    code: 'W8',
    housing:
      'Kensington has the old houses of Kensington Square, laid out in the late 17th century, stucco and brick Victorian terraces around Campden Hill and the Phillimore estate, red-brick mansion blocks off the High Street, and mews houses. The period doors of Kensington Square and Campden Hill are usually heavy panelled timber with high-security mortice locks and nightlatches.',
    landmarks: [
      'Kensington High Street',
      'Kensington Palace and Gardens',
      'Holland Park',
      'Design Museum',
      'Kensington Church Street',
      'Kensington Square',
    ],
    stations: ['High Street Kensington (Circle, District)', 'Notting Hill Gate (Central, Circle, District)'],
    access:
      'Kensington and Chelsea reserves most street space for residents, and Kensington High Street and Kensington Church Street are slow with buses. Most streets are conservation areas, so visible hardware should suit the door.',
  },
  {
    code: 'W11',
    housing:
      'Notting Hill has stucco villas and terraces, many around private communal gardens on the Ladbroke estate, most divided into flats, plus mews houses and council estates towards the north. The communal gardens are for key-holding residents, so their gates have locks of their own as well as the house doors.',
    landmarks: ['Portobello Road Market', 'Westbourne Grove', 'Ladbroke Square', 'Electric Cinema', 'Ladbroke Grove', 'Holland Park Avenue'],
    stations: [
      'Notting Hill Gate (Central, Circle, District)',
      'Holland Park (Central)',
      'Ladbroke Grove (Circle, Hammersmith & City)',
      'Westbourne Park (Circle, Hammersmith & City)',
    ],
    access:
      'Portobello Road is crowded on market days, especially Saturdays, and Notting Hill Carnival over the August bank holiday weekend closes streets across the area. Kensington and Chelsea reserves most street space for residents.',
  },
  {
    code: 'W12',
    housing:
      "Shepherd's Bush has streets of Victorian terraces, many split into flats, the large interwar White City Estate, and new apartment towers at White City and in the old BBC Television Centre. The new blocks have concierge desks, fob entry and fire-rated flat doors.",
    landmarks: ["Shepherd's Bush Green", 'Westfield London', "Shepherd's Bush Market", 'Television Centre', 'Loftus Road', 'Wood Lane'],
    stations: [
      "Shepherd's Bush (Central)",
      "Shepherd's Bush (Overground, Southern)",
      "Shepherd's Bush Market (Circle, Hammersmith & City)",
      'White City (Central)',
      'Wood Lane (Circle, Hammersmith & City)',
    ],
    access:
      "Westfield and the roads around Shepherd's Bush Green carry heavy traffic, and the West Cross Route links the Holland Park roundabout with the A40 at White City. Hammersmith and Fulham runs parking zones, with match-day restrictions around Loftus Road, and Television Centre's blocks expect contractors to sign in.",
  },
  {
    code: 'W14',
    housing:
      'West Kensington has Victorian terraces and red-brick mansion blocks around Barons Court, large Victorian villas on Addison Road and around Holland Road, and the West Kensington and Gibbs Green council estates. Many of the Holland Road and Barons Court houses are converted into flats with a communal street door and separate flat doors.',
    landmarks: ['Olympia London', "Queen's Club", 'Barons Court', 'Holland Road', 'Addison Road'],
    stations: ['Kensington (Olympia) (Overground, Southern)', 'West Kensington (District)', 'Barons Court (District, Piccadilly)'],
    access:
      'Exhibitions at Olympia fill the surrounding streets, and the West Cromwell Road and Talgarth Road are heavy with traffic. The district is split between Hammersmith and Fulham and Kensington and Chelsea, each with its own parking zones.',
  },
];
