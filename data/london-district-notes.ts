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
  /**
   * 4 to 7 sentences on how the district's streets came to be (when and why they were built, what
   * replaced what), which is why its homes and doors are what they are. Only where checked.
   */
  history?: string;
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
    history:
      'Spitalfields, named after the medieval priory and hospital of St Mary Spital, was built over between the late seventeenth century and the 1730s, and many of its houses were taken by Huguenot silk weavers who had fled France after 1685. Whitechapel and Stepney grew along the main roads east, and Commercial Road was cut through in the early 1800s to carry goods between the new docks and the City. By the late nineteenth century the area was crowded with lodging houses and courts, and the worst, around Flower and Dean Street, were cleared for model dwellings such as Rothschild Buildings of 1887, home to many Jewish immigrants from eastern Europe. Heavy bombing in the Second World War led the London County Council and Stepney borough council to rebuild much of Stepney as estates. In 1977 the newly formed Spitalfields Trust saved early Georgian houses in Elder Street from demolition.',
  },
  {
    code: 'E1W',
    housing:
      'Wapping is largely converted Victorian warehouses along Wapping High Street and the old docks, with 1980s Docklands houses and flats around the basins and council blocks set back from the river. Warehouse flats usually open off a shared entrance with an entryphone or fob, and the flat doors themselves are heavy fire-rated doors whose self-closers and seals have to survive any lock change. The newer London Dock development on the old newspaper site adds concierge blocks with electronic access.',
    landmarks: ['St Katharine Docks', 'Wapping High Street', 'Tobacco Dock', 'Shadwell Basin', 'The Prospect of Whitby', 'The Highway'],
    stations: ['Wapping (Overground)', 'Shadwell (Overground, DLR)', 'Tower Gateway (DLR)', 'Tower Hill (District, Circle)'],
    access:
      'Wapping High Street is narrow, with little kerbside space between the warehouse blocks. Many riverside developments are gated with a concierge or porter, so access to a flat door usually has to be arranged with the building first.',
    history:
      "Wapping grew in the sixteenth and seventeenth centuries as a narrow strip of wharves, sailors' lodgings and workshops along the river wall, and Execution Dock, where pirates were hanged, stood on its foreshore. The London Docks, opened in 1805, and St Katharine Docks, opened in 1828 to Thomas Telford's design, cleared whole streets of houses to make walled basins and warehouses, leaving only a thin band of streets between the docks and the river. The Thames Tunnel, opened in 1843, began carrying trains to Wapping station in 1869. Bombing in the Second World War and then the closure of both docks by the end of the 1960s left much of the area empty. After the London Docklands Development Corporation was set up in 1981, warehouses were converted into flats, News International moved its printing works onto part of the old London Docks in 1986, and new houses went up round the remaining water.",
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
    history:
      "Bethnal Green was built up in the 18th and early 19th centuries as silk weaving spread out from Spitalfields, with small houses where weavers lived and worked at their looms. As the trade declined, much of it became overcrowded, and the London County Council cleared the Old Nichol slum to build the Boundary Estate, opened in 1900, with Arnold Circus raised on the rubble. The Regent's Canal, opened in 1820, brought wharves and workshops to the north of the district. Angela Burdett-Coutts paid for model dwellings at Columbia Square and for the covered Columbia Market of 1869, which was later demolished. Bombing in the Second World War left large gaps, and the council filled them with new estates, among them Keeling House, Denys Lasdun's cluster block of the late 1950s, which was later listed and converted to private flats.",
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
    history:
      "Bow grew up where the road into Essex crossed the River Lea, at a bridge traditionally said to have been built in the early twelfth century on the orders of Queen Matilda. Tredegar Square and the streets around it were built from the 1820s on land belonging to the Morgan family, whose seat was Tredegar House in south Wales. Most of the rest of Bow went up later in the nineteenth century, when railways, canal wharves and factories such as the Bryant & May match works, where the matchwomen struck in 1888, needed workers living close by. Bombing in the Second World War destroyed many of those streets, and Poplar borough council and the London County Council replaced them with estates, while bomb-damaged land beside the Regent's Canal was set aside for Mile End Park. On Fish Island, where several streets are named after fish, former factories and warehouses have been turned into flats and studios.",
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
    history:
      "Hackney was a village on the road north from London, and from Tudor times City merchants and courtiers built country houses there; the medieval tower of St Augustine's church still stands beside the Narrow Way. London Fields was common grazing on the drovers' route to the City markets. A railway station opened at Hackney in 1850 and another at Dalston Junction in 1865, and the Great Eastern Railway's line through London Fields and Hackney Downs followed in 1872 with cheap early trains, after which the remaining fields were covered with terraces within a few decades. Frank Matcham's Hackney Empire opened on Mare Street in 1901, and the borough council built its town hall nearby in the 1930s. Bombing and slum clearance led to large council estates after the war, and some of them, including the Holly Street estate in Dalston, were demolished from the 1990s and replaced with houses and low-rise flats.",
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
    history:
      "Stratford takes its name from the ford where the Roman road from London to Colchester crossed the River Lea, and for centuries it was a village on the main road into Essex. The Cistercian abbey of Stratford Langthorne, founded in 1135, stood near what is now Abbey Mills until the Dissolution. In the 19th century Stratford became industrial: chemical and other works lined the channels of the Lea, and the Eastern Counties Railway set up its locomotive works here in 1847, with streets of houses built nearby for its workers. The Carpenters Estate, built in the 1960s, is named after the Carpenters' Company, which had owned the land. As the railway and industrial land to the north-west became the 2012 Olympic Park, former works along Stratford High Street were replaced by residential towers.",
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
    history:
      "Until the 1850s this was marsh on the north bank of the Thames, crossed by the railway to North Woolwich that opened in 1847. The Royal Victoria Dock opened in 1855, the Royal Albert Dock in 1880 and King George V Dock in 1921, and factories followed along the river: Silvertown is named after S. W. Silver's rubber works, and Henry Tate and Abram Lyle opened sugar refineries there in the 1870s and 1880s. Canning Town and Custom House grew up as streets of small terraces for dock and factory workers, and the area was bombed heavily from the first day of the Blitz in September 1940. Post-war rebuilding brought council tower blocks, among them Ronan Point in Canning Town, which partly collapsed after a gas explosion in 1968. The docks closed to shipping in 1981, and the London Docklands Development Corporation set about remaking the land around them. So most doors here belong either to blocks built since the 1990s or to the few older streets that survived the war and the clearances.",
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
    history:
      "Soho was open fields west of the town until building began in the 1670s. Soho Square was laid out in those years, with a statue of Charles II by Caius Gabriel Cibber at its centre, and Frith Street takes its name from Richard Frith, one of the builders who developed the area. Greek Street is named after a church built for London's Greek community in the 1670s, and many of the new houses soon filled with Huguenot families who had fled France after 1685. Gerrard Street is named after Charles Gerard, Earl of Macclesfield, on whose land Nicholas Barbon built it. By the nineteenth century the large houses had been divided into workshops, lodgings and eating houses, and in the 1880s the Metropolitan Board of Works cleared crowded courts to cut Shaftesbury Avenue through the district and Charing Cross Road along its eastern edge. Chinese restaurants and shops moved into Gerrard Street in the decades after the Second World War.",
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
      'Crouch End and Hornsey are Victorian and Edwardian terraces and larger houses, many of them converted into two or more flats with separate doors. Around Crouch End Broadway there are also flats above the shops, reached through street doors beside the shopfronts. Much of Crouch End is a conservation area, and Hornsey Town Hall on the Broadway is a listed 1930s building.',
    landmarks: ['Crouch End Broadway and the Clock Tower', 'Hornsey Town Hall', 'Priory Park', 'Parkland Walk', 'Hornsey Library'],
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
    history:
      "Hampstead grew from a hilltop village into a spa after 1698, when the Gainsborough family gave the spring by what is now Well Walk, with land around it, for the benefit of the poor, and Church Row and the lanes off Heath Street were largely built in the following century. The lord of the manor, Sir Thomas Maryon Wilson, spent decades trying to build on the Heath; after his death the Metropolitan Board of Works bought it for the public in 1871, and his family laid out Fitzjohn's Avenue and the roads around it with large houses instead. To the south, Eton College developed its Chalcots estate around Eton Avenue, and Belsize Park was built up with stucco villas from the 1850s. The railway reached Hampstead Heath in 1860, and the tube came to Hampstead and Belsize Park in 1907. In 1934 Wells Coates's Lawn Road Flats, later known as the Isokon building, brought modernist flats to Belsize Park.",
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
    history:
      "North Southwark grew up along Borough High Street, the road south from London Bridge, while the marshes of north Lambeth stayed largely open until new bridges brought roads across them. Blackfriars Bridge opened in 1769 and the roads meeting at St George's Circus were laid out to serve it, and after Waterloo Bridge opened in 1817 landowners such as the Roupell family built small brick terraces on the land near it. Railways then crossed the district on viaducts: London Bridge station opened in 1836 and Waterloo in 1848, while wharves and warehouses lined the river from Bankside to Shad Thames. The Peabody Trust and later the London County Council replaced many crowded courts with blocks of flats from the 1870s onwards. After wartime bombing the riverfront was rebuilt piece by piece: the Festival of Britain took place there in 1951, and once the wharves had closed, Butler's Wharf was converted and Coin Street Community Builders put up co-operative homes from the 1980s.",
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
    history:
      "Deptford's streets grew around the royal dockyard that Henry VIII founded here in 1513, and Trinity House, the lighthouse authority, was founded in Deptford the following year. The diarist John Evelyn lived at Sayes Court beside the yard, and Peter the Great stayed there in 1698 while studying shipbuilding. Thomas Archer's St Paul's Church was built between 1712 and 1730 for a growing town of shipwrights and naval officers. The first section of the London and Greenwich Railway opened to Deptford in 1836, carried on a brick viaduct that still runs through the district. The dockyard closed in 1869 and became the Foreign Cattle Market, and the victualling yard by the river lasted until 1961, after which its site became the Pepys Estate. Bomb damage and slum clearance brought large council estates after the war, and the riverside industry gave way to flats from the 1990s. So a call here might be to a panelled door of the early eighteenth century, a council flat of the 1960s or a block built since the 1990s.",
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
    history:
      "Greenwich grew beside the royal palace of Placentia, where Henry VIII and Elizabeth I were born. Inigo Jones began the Queen's House in 1616, Charles II founded the Royal Observatory in the park in 1675, and after the old palace was cleared Christopher Wren designed the Royal Hospital for Seamen on the riverside, which became the Royal Naval College in 1873. Around 1830 Joseph Kay, the hospital's surveyor, rebuilt the streets around the market, giving the town centre much of its present plan. The London and Greenwich Railway reached the town in 1838, and its extension through a tunnel to Maze Hill followed in 1878. East of the town the South Metropolitan Gas Company built a gasworks on the peninsula in the 1880s; after it closed, the cleared land was used for the Millennium Dome, which opened at the end of 1999, a few months after North Greenwich station. Housing followed on the peninsula from around 2000, beginning with Greenwich Millennium Village.",
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
      'Lewisham has Victorian and Edwardian terraces in Hither Green and Ladywell, interwar houses, post-war estates, and new towers near Lewisham station. The towers by the station and the rebuilt town centre have fob entry, managed lobbies and fire-rated flat doors. Ladywell Fields is a park along the River Ravensbourne, and the Quaggy joins the Ravensbourne in the town centre, close to the station.',
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
    landmarks: ['Lordship Lane', 'North Cross Road market', 'Goose Green', 'Peckham Rye Common', 'East Dulwich Grove', 'Dulwich Library'],
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
  // Outer east, north and north-west London
  {
    code: 'E6',
    housing:
      'East Ham grew quickly around 1900, so the roads either side of High Street North and High Street South are lined with late Victorian and Edwardian terraces, many now divided into flats. Beckton, south of the A13, is different: brick houses and low blocks from the Docklands regeneration, laid out on closes and cul-de-sacs. An older terrace usually has a panelled timber door held by a rim nightlatch with a mortice deadlock below it, or a uPVC replacement whose multipoint gearbox is worked by a euro cylinder.',
    landmarks: [
      'East Ham High Street North',
      'East Ham Town Hall',
      'Central Park, East Ham',
      'St Mary Magdalene Church and nature reserve',
      'Beckton District Park',
    ],
    stations: ['East Ham (District, Hammersmith & City)', 'Beckton (DLR)'],
    access:
      'Newham controls parking on most residential streets here, and High Street North is a crowded shopping street with little space to pull in. The A13 splits the Victorian streets from Beckton, so a trip between the two halves of the district funnels through a small number of road crossings.',
    history:
      "For most of the nineteenth century East Ham was farmland and market gardens around its Norman parish church, with a station on the London, Tilbury and Southend Railway from 1858. Building took off in the 1890s, as work at the Royal Docks drew families out of inner East London, and builders filled the fields with terraces road by road. District Railway trains reached East Ham in 1902, the town hall on the corner of Barking Road opened in 1903, and East Ham was made a borough in 1904. Beckton, to the south, was marshland until the Gas Light and Coke Company built its gasworks there from 1868, naming the place after its governor, Simon Adams Beck. Most of Beckton's housing was built only after gas making ended, when the London Docklands Development Corporation, set up in 1981, opened the land to housebuilders.",
  },
  {
    code: 'E7',
    housing:
      'Forest Gate is built up almost entirely of late Victorian terraces, many now converted into flats. The Woodgrange Estate, laid out by the Corbett family from 1877 between Romford Road and the railway, east of Woodgrange Road, is a conservation area of late Victorian houses, where replacement door hardware should suit the period. Elsewhere a front door is either original timber with a nightlatch and five-lever mortice, or a uPVC unit locked by a multipoint strip and euro cylinder. Upton, beside West Ham Park, continues the pattern of terraced streets.',
    landmarks: ['Woodgrange Road', 'Woodgrange Estate', 'Wanstead Flats', 'West Ham Park', 'Upton Lane', 'Romford Road'],
    stations: ['Forest Gate (Elizabeth line)', 'Wanstead Park (Overground)'],
    access:
      'Woodgrange Road is the shopping street, with a steady flow of buses past Forest Gate station, and Romford Road is a heavy main road crossing the district. Newham has parking controls on the residential roads near both stations, so a van usually needs a paid bay or a permit.',
    history:
      'Forest Gate takes its name from a gate on the edge of Epping Forest that kept grazing cattle off the main road to Essex. The Eastern Counties Railway opened a station here in 1840, but for another generation the land between the Romford Road and the railway stayed mostly farmland and the grounds of large houses. From the 1870s those estates were sold one after another, and builders covered them with terraces for clerks and skilled workers who could now travel to the City by train each day. Two open spaces set limits to the building: the Epping Forest Act of 1878 protected Wanstead Flats, and West Ham Park, once the grounds of Ham House, home of the Quaker banker Samuel Gurney, was opened to the public in 1874. The Tottenham and Forest Gate Railway added Wanstead Park station in 1894.',
  },
  {
    code: 'E12',
    housing:
      "Manor Park's core is a grid of late Victorian and Edwardian terraces either side of Romford Road, and many of these houses are now split into two flats. Aldersbrook, on the Redbridge side of Wanstead Flats, is a quieter Edwardian estate of roomier terraced houses. Surviving timber front doors generally pair a rim nightlatch with a mortice deadlock; the many uPVC replacements rely on a multipoint lock, best paired with an anti-snap euro cylinder.",
    landmarks: ['City of London Cemetery', 'Wanstead Flats', 'Aldersbrook', 'Romford Road'],
    stations: ['Manor Park (Elizabeth line)', 'Woodgrange Park (Overground)'],
    access:
      "The district straddles Newham and Redbridge, which run separate parking schemes, and Romford Road takes heavy traffic between Stratford and Ilford. Aldersbrook's residential roads are hemmed in by the Flats, Wanstead Park and the City of London Cemetery, so only a handful of roads lead in.",
    history:
      'Manor Park lay in the small parish of Little Ilford and was mostly farmland until the Great Eastern Railway opened a station here in 1873. Builders then covered the fields on either side of Romford Road with terraces for clerks and skilled workers who travelled into the City, and the Tottenham and Forest Gate Railway added Woodgrange Park station in 1894. Growth was hemmed in by land that could not be built on: the City of London Cemetery, opened in 1856 on farmland bought by the City Corporation, and Wanstead Flats, kept open as part of Epping Forest under an Act of 1878. Aldersbrook was laid out around the turn of the 20th century between the cemetery, the Flats and Wanstead Park, as an estate of larger houses on roads planned together.',
  },
  {
    code: 'E13',
    housing:
      'Plaistow is mostly late Victorian and Edwardian terraced housing, a lot of it split into flats, set among post-war council estates and low-rise blocks built where wartime bombing cleared whole streets. The old Boleyn Ground off Green Street, where West Ham United played until 2016, has been rebuilt as blocks of flats. Terraced houses show both original timber doors with a rim nightlatch and mortice lock and replacement uPVC doors on multipoint locks, and estate flats have fire doors whose closers and seals need to keep working after any lock change.',
    landmarks: ["Queen's Market", 'Green Street', 'Barking Road', 'Balaam Street', 'Upton Park'],
    stations: ['Plaistow (District, Hammersmith & City)', 'Upton Park (District, Hammersmith & City)'],
    access:
      "Green Street is lined with shops and Queen's Market beside Upton Park station draws crowds, so stopping there is awkward, and Barking Road is a busy through route. Newham controls parking on the residential streets around both stations.",
    history:
      'Plaistow was a village of market gardens and a few large houses on the edge of the West Ham marshes until the middle of the nineteenth century. The Victoria Dock opened to the south in 1855, and with factories spreading along the River Lea it drew thousands of workers into the parish. Plaistow station on the London, Tilbury and Southend Railway opened in 1858, and Upton Park followed in 1877, so builders covered the fields between them with cheap terraces for working families. West Ham, which then included Plaistow, became a borough in 1886 and a county borough three years later. West Ham United moved to the Boleyn Ground beside Green Street in 1904, the name coming from a house there said to have links with Anne Boleyn. Since 1965 the district has been part of Newham, formed mainly from West Ham and East Ham.',
  },
  {
    code: 'E18',
    housing:
      'South Woodford has Victorian and Edwardian houses on the older roads near the station, interwar semi-detached houses further out, and a large number of purpose-built blocks of flats along the High Road, of several different eras. Houses tend to have either a timber door secured by a nightlatch and mortice lock, or a replacement composite door whose multipoint mechanism is turned by a euro cylinder. Most blocks share an entryphone or fob-operated street door, with individual flat doors along internal corridors.',
    landmarks: ['George Lane', 'High Road, South Woodford', "Charlie Brown's Roundabout", 'River Roding'],
    stations: ['South Woodford (Central)'],
    access:
      "George Lane is the local shopping street beside the station, and Redbridge controls parking on the roads around it. The North Circular meets the M11 at Charlie Brown's Roundabout on the eastern side of the district, so traffic builds there at peak times.",
    history:
      'South Woodford was the southern end of Woodford parish, a scatter of farms and large houses along the road from London towards Epping. The Eastern Counties Railway opened its Loughton branch in 1856 with a station at George Lane, and the first suburban roads were laid out within walking distance of it in the later 19th century. The station was later renamed South Woodford, and in 1947 the line became part of the Central line. Between the wars semis filled most of the remaining fields. Wanstead and Woodford became a municipal borough in 1937 and joined the London Borough of Redbridge in 1965.',
  },
  {
    code: 'N3',
    housing:
      'Finchley Central and Church End are largely Edwardian and interwar, with terraces and semi-detached houses on the side roads off Ballards Lane and Regents Park Road and bigger detached houses on the quieter avenues. Ballards Lane also has purpose-built blocks and newer flats above and behind the shops. The older houses still often have timber doors with a mortice deadlock and a nightlatch, many others have been swapped for composite doors with multipoint locking, and the flats depend on fob or entryphone access.',
    landmarks: ['Ballards Lane', 'Regents Park Road', 'Victoria Park, Finchley', 'Stephens House and Gardens (Avenue House)', 'Henlys Corner'],
    stations: ['Finchley Central (Northern)', 'West Finchley (Northern)'],
    access:
      'Barnet operates controlled parking near Finchley Central station and along the shopping parades, and Ballards Lane is a busy bus route. Henlys Corner, where the North Circular crosses Regents Park Road, is a congested junction at the southern end of the district.',
    history:
      "Church End grew from the old village around St Mary's Church on Hendon Lane, and until the 1860s Finchley was mostly farmland on the road north from London. The Great Northern Railway opened a station at Finchley Church End in 1867, on its line from Finsbury Park to Edgware, and housebuilding followed. Electric trams reached Ballards Lane and Regents Park Road early in the twentieth century, and most side roads were built up with Edwardian terraces and semis before the First World War. Between the wars the gaps were filled, West Finchley station opened in 1933, and Finchley became a borough in the same year. The station at Church End took the name Finchley Central in 1940, when Northern line trains began calling there.",
  },
  {
    code: 'N7',
    housing:
      'Holloway has long streets of Victorian terraces in stock brick and stucco, most split into flats, around Tufnell Park, Hillmarton and Lower Holloway, and large council estates between Holloway Road and Caledonian Road. Converted houses usually have a communal street door plus a separate door to each flat, and their original timber doors take a mortice lock and nightlatch. The estates and the newer blocks beside Holloway Road open with a fob, and their flat doors are fire-rated.',
    landmarks: ["Nag's Head", 'Holloway Road', 'Caledonian Park and clock tower', 'Seven Sisters Road', 'Tufnell Park'],
    stations: ['Holloway Road (Piccadilly)', 'Caledonian Road (Piccadilly)', 'Tufnell Park (Northern)'],
    access:
      "Holloway Road forms part of the A1 and is thick with buses, and the Nag's Head junction is often slow. Islington's permit zones apply across Holloway, and when Arsenal play at home further event-day limits affect the streets nearest the Emirates Stadium.",
    history:
      "Holloway Road was the old road north out of London, and the district's side streets were laid out through the nineteenth century as the farms on either side were sold for building. Caledonian Road, named after the Caledonian Asylum, was cut in the 1820s, and large institutions followed on the open land: Pentonville Prison in 1842, Holloway Prison in 1852 and, in 1855, the Metropolitan Cattle Market, moved out from Smithfield. Tufnell Park takes its name from the Tufnell family, lords of the manor of Barnsbury, whose land was built up with larger villas. The tube reached Holloway Road in 1906 and Tufnell Park in 1907, by which time most houses were already standing. After the cattle market closed, the Market Estate was built on part of its site in the 1960s, and it has since been demolished and rebuilt. Arsenal's stadium, opened in 2006 at Ashburton Grove, and new housing on the site of Holloway Prison, which closed in 2016, have added large new buildings.",
  },
  {
    code: 'N9',
    housing:
      'Lower Edmonton mixes Victorian and Edwardian terraces near Church Street and Hertford Road with interwar houses and the post-war tower blocks around Edmonton Green. A terraced house here commonly has a uPVC door locked by a multipoint strip operated from a euro cylinder, though some older timber doors with a mortice and nightlatch survive. The towers and low-rise estate blocks have communal fob or entryphone doors, and Church Street near All Saints keeps a few much older cottages and houses.',
    landmarks: ['Edmonton Green Shopping Centre', "Church Street and All Saints' Church", 'Hertford Road', 'Lee Valley Athletics Centre'],
    stations: ['Edmonton Green (Overground)'],
    access:
      'Enfield controls parking close to Edmonton Green station and the shopping centre, where the bus station and market keep the roads busy. Hertford Road is a busy bus route, and the North Circular runs a short way to the south, so through traffic is heavy at peak times.',
    history:
      "Lower Edmonton grew along the old road north from London, now Fore Street and Hertford Road, with its village around All Saints' Church and the green. Charles Lamb spent his last years in a cottage on Church Street and is buried in the churchyard. The Great Eastern Railway's line through Stoke Newington to Edmonton opened in 1872 with cheap workmen's fares, and over the following decades builders covered the fields with terraces for people who travelled to work in the City and the East End. More houses followed between the wars. In the 1960s and 1970s much of the old centre around Edmonton Green was cleared and rebuilt with a shopping centre, a market and tower blocks. As a result, the front doors on one street here may belong to houses of the 1880s and the next to the 1930s or the 1970s.",
  },
  {
    code: 'N11',
    housing:
      'N11 covers Friern Barnet, New Southgate, Bounds Green and Arnos Grove, mostly interwar semis and terraces with some Edwardian streets near Bounds Green. The former Colney Hatch asylum on Friern Barnet Road is now Princess Park Manor, a large private development of flats in the old hospital buildings. Plenty of family houses have swapped their original timber doors for uPVC or composite ones with multipoint locks, and the council estates around New Southgate have communal entrances with fob or intercom panels.',
    landmarks: ['Princess Park Manor', 'New Southgate Cemetery', 'Arnos Park', 'Bounds Green Road', 'Colney Hatch Lane'],
    stations: ['Arnos Grove (Piccadilly)', 'Bounds Green (Piccadilly)', 'New Southgate (Great Northern)'],
    access:
      'The North Circular cuts through the district, and traffic often queues at its junctions. The area is divided between Barnet, Enfield and Haringey, each with its own parking rules, and private developments may need a visit to be arranged with residents or management first.',
    history:
      'Friern Barnet takes its name from the brothers of the Order of St John, who held the manor in the Middle Ages, and the district stayed rural until the Great Northern Railway opened a station at Colney Hatch in 1850. A year later a Middlesex county asylum opened nearby on what is now Friern Barnet Road, and in 1861 the Great Northern Cemetery, now New Southgate Cemetery, opened with its own railway siding for funeral trains. The settlement around the station grew into New Southgate, with Victorian terraces, while most of the remaining farmland went under houses after the Piccadilly line opened Bounds Green and Arnos Grove stations in 1932. The asylum, by then Friern Hospital, closed in 1993, and its buildings were converted to flats.',
  },
  {
    code: 'N12',
    housing:
      'North Finchley and Woodside Park are Edwardian and interwar suburbs, with terraces and semis behind the High Road and larger detached and semi-detached houses on the roads around Woodside Park station. Above the shops near Tally Ho Corner are flats reached by a street door at the side or back, and newer blocks have gone up along the High Road. Unaltered houses tend to have timber doors fitted with a mortice and a rim nightlatch, and the rest mostly multipoint-locked uPVC or composite doors.',
    landmarks: ['Tally Ho Corner', 'artsdepot', 'High Road, North Finchley', 'Dollis Valley Greenwalk', 'Woodside Park'],
    stations: ['Woodside Park (Northern)'],
    access:
      'Tally Ho Corner is a busy junction with a bus station beneath the artsdepot, and loading space on the High Road is tight. Barnet controls parking on the roads nearest Woodside Park station, while the residential roads further out are usually easier for a van.',
    history:
      'Until the early 19th century much of this ground was Finchley Common, open heath crossed by the Great North Road, and it was enclosed and divided into fields in 1816. North Finchley grew up along the road around the Tally Ho inn, which gave the corner its name. The Great Northern Railway opened its branch from Finchley to High Barnet in 1872, and the station at Woodside Park first opened under the name Torrington Park; larger houses were built on the roads around it in the decades that followed. Electric trams ran along the High Road from the early 1900s, and shops and terraced streets spread out from Tally Ho Corner. The branch became part of the Northern line in 1940, by which time semis had covered most of the remaining farmland.',
  },
  {
    code: 'N13',
    housing:
      'Palmers Green grew up after its railway station opened in the 1870s and is mostly Edwardian: terraced and semi-detached houses on the roads off Green Lanes and Aldermans Hill, with the larger Edwardian pairs of the Lakes Estate conservation area between Aldermans Hill and Fox Lane. Upper and lower flats are common in the terraces. Original timber doors with leaded glass, often secured by a nightlatch and mortice lock, sit beside later uPVC and composite doors with multipoint locks, and homes in the conservation area should keep period-style hardware.',
    landmarks: ['Broomfield Park', 'Green Lanes', 'The Triangle', 'Aldermans Hill', 'Fox Lane'],
    stations: ['Palmers Green (Great Northern)'],
    access:
      'Green Lanes is the main road and shopping street, busy with buses and deliveries, and the North Circular crosses the south of the district. Enfield controls parking near Palmers Green station and the Triangle, while side roads away from them are generally easier.',
    history:
      "Palmers Green was once a string of country houses and farms along Green Lanes, and the Great Northern Railway's branch to Enfield, which gave it a station in 1871, did little at first to change that. The estates were sold and built over mainly between about 1900 and the First World War, and builders filled the side roads with houses for families who commuted into London. Broomfield House and its grounds were bought by the local council and opened to the public in the early 1900s, which kept them free of building. Palmers Green then lay in Southgate, which became a borough in 1933 and has been part of the London Borough of Enfield since 1965.",
  },
  {
    code: 'N14',
    housing:
      'Southgate is largely interwar: semi-detached and detached houses built after the Piccadilly line arrived in 1933, stretching out to Oakwood and Osidge. Older houses survive around Southgate Green, a conservation area with Georgian and Victorian buildings, and there are blocks of flats near Southgate Circus and along Chase Side. Many of the 1930s houses now have replacement uPVC or composite doors worked by a multipoint mechanism, while homes with original doors keep a mortice deadlock and nightlatch.',
    landmarks: ['Southgate Circus', 'Southgate Green', 'Grovelands Park', 'Chase Side', 'Osidge Lane'],
    stations: ['Southgate (Piccadilly)', 'Oakwood (Piccadilly)'],
    access:
      'Southgate Circus, the roundabout by the circular station building, gathers traffic from several main roads, and the shops on Chase Side have limited parking. Many houses have driveways, and the district is split between Enfield and Barnet, so restrictions change depending on which council a street falls under.',
    history:
      'Southgate takes its name from the south gate of Enfield Chase, the royal hunting ground that was broken up under an Act of 1777. For long afterwards it was a village surrounded by a few large estates: John Nash designed the house at Grovelands in the late 1790s for the brewer Walker Gray, and Osidge was later the home of the tea merchant Sir Thomas Lipton. Without a station of its own, Southgate grew slowly through the Victorian years, and several of the estates were sold for building around the time the Underground arrived. Oakwood station opened under the name Enfield West and did not take its present name until 1946. Southgate was granted a charter as a municipal borough in 1933, as builders covered the remaining fields, and it became part of the London Borough of Enfield in 1965.',
  },
  {
    code: 'N15',
    housing:
      "Seven Sisters, South Tottenham and West Green are mostly late Victorian terraces, with a large share split into flats, and council estates along Seven Sisters Road and near Broad Lane. Around St Ann's the terraced streets form tighter grids. Doors are a mixture: original timber with a mortice and nightlatch on some houses, uPVC with multipoint locks on many others, and communal entryphone doors on converted houses and blocks.",
    landmarks: ['Seven Sisters Road', 'West Green Road', 'Page Green', 'Markfield Park', 'Chestnuts Park', "St Ann's Road"],
    stations: ['Seven Sisters (Victoria, Overground)', 'South Tottenham (Overground)', 'Turnpike Lane (Piccadilly)'],
    access:
      "Seven Sisters Road and Tottenham High Road carry heavy traffic, and the junction by Seven Sisters station is congested. Haringey's controlled parking zones cover the streets nearest the stations, and West Green Road is a busy shopping street with little room to stop.",
  },
  {
    code: 'N18',
    housing:
      'Upper Edmonton has Victorian and Edwardian terraces off Fore Street and Silver Street, many with uPVC doors on multipoint locks, alongside interwar houses and large post-war council estates such as the Joyce and Snells estates. To the east, the Meridian Water regeneration is bringing new blocks of flats, where the main entrances open by fob and each flat door is fire-rated. Older unaltered terraced houses still rely on a panelled timber door, a rim nightlatch and a mortice deadlock.',
    landmarks: ['Pymmes Park', 'Fore Street', 'Angel Edmonton', 'Meridian Water', 'Silver Street'],
    stations: ['Silver Street (Overground)', 'Meridian Water (Greater Anglia)'],
    access:
      'The North Circular crosses the district and meets Fore Street at Angel Edmonton, so traffic is heavy. Fore Street leads south to Tottenham High Road and the Tottenham Hotspur Stadium, and match days bring crowds and congestion to the southern streets.',
    history:
      "Fore Street follows the old main road north from London towards Hertford and Ware, and Upper Edmonton began as a string of houses and inns along it. The Great Eastern Railway's line to Enfield opened in 1872 with a station at Silver Street, and the company's cheap workmen's fares brought a rush of terraced building for people who worked in the City and the East End. Between the wars factories spread over the flat land towards the River Lea. After the Second World War the council cleared streets of older houses to build estates of flats and maisonettes. In 2019 Angel Road station was replaced by Meridian Water, which serves a council plan to build thousands of homes on former industrial land in the Lea Valley.",
  },
  {
    code: 'N19',
    housing:
      'Archway and Upper Holloway are built up with Victorian terraces, many converted into flats, and bigger Victorian houses on the slopes towards Highgate, with Whitehall Park a conservation area of late Victorian houses. Council estates are spread through the district, and the former Archway Tower office block has been converted into flats. Converted houses normally share a street door, behind which each flat has its own lockable door, while houses still in single occupation generally rely on a panelled front door with a mortice deadlock and a rim latch.',
    landmarks: ['Hornsey Lane bridge', 'Whittington Hospital', 'Highgate Hill', 'Junction Road', 'Dartmouth Park Hill', 'Whitehall Park'],
    stations: ['Archway (Northern)', 'Upper Holloway (Overground)', 'Tufnell Park (Northern)'],
    access:
      'Highgate Hill climbs steeply from Archway, and the Archway Road, part of the A1, runs beneath the Hornsey Lane bridge carrying heavy traffic. Islington runs controlled parking zones around Archway station and the shopping streets.',
    history:
      'The district takes its name from the archway that carried Hornsey Lane over the Archway Road, cut in 1813 to spare traffic the climb up Highgate Hill after an attempt to tunnel through the hill collapsed in 1812. John Nash designed that first arch, and the iron bridge that replaced it was built at the end of the Victorian era. Upper Holloway was largely fields until Upper Holloway station opened in 1868 on the Tottenham and Hampstead Junction Railway, and the next thirty years covered the slopes with terraces and villas for people working in the City and the West End. The tube arrived in 1907, when the new line from Charing Cross ended at what is now Archway station. After the Second World War, councils replaced many worn or bomb-damaged terraces with estates. That is why most homes here are in nineteenth-century houses or post-war council flats, each with doors of its own period.',
  },
  {
    code: 'N20',
    housing:
      'Whetstone is mostly interwar and later suburban housing, semi-detached and detached, with blocks of flats along the High Road and late Victorian houses on the Oakleigh Park estate. Totteridge, to the west, is a conservation area in the Green Belt with large detached houses, many set well back from the lane behind drives and gates. Standard houses have uPVC or composite doors with multipoint locks, or timber doors with a mortice and nightlatch.',
    landmarks: ['Whetstone High Road', 'Totteridge Lane', 'Totteridge Green', 'Swan Lane Open Space', 'Dollis Brook'],
    stations: ['Totteridge & Whetstone (Northern)', 'Oakleigh Park (Great Northern)'],
    access:
      'The High Road through Whetstone is a busy stretch of the A1000, while Totteridge Lane becomes a country road west of the station with few places to stop. Where a Totteridge house sits behind a closed gate, access is best arranged with the owner before arrival.',
    history:
      'Whetstone grew up as a village on the Great North Road, the coaching route north out of London, with inns along the High Road. The Great Northern Railway opened its High Barnet branch in 1872 with a station at Totteridge and Whetstone, and in 1873 added Oakleigh Park station on its main line to the east. Electric trams ran along the High Road from the early 1900s, and the fields on either side were built over between the wars; the branch became part of the Northern line in 1940. Totteridge was in Hertfordshire until 1965, when it joined the London Borough of Barnet, and it kept its village pattern of houses strung along a single lane rather than being laid out in estates.',
  },
  {
    code: 'N21',
    housing:
      'Winchmore Hill has a village core of older cottages and houses around The Green, a conservation area, surrounded by Edwardian terraces and semis near the station and interwar detached and semi-detached houses towards Grange Park. Highlands Village, on the site of the former Highlands Hospital, combines converted hospital buildings with new homes. Period houses often keep a timber door with a mortice and nightlatch, while the interwar houses more often have composite or uPVC doors on multipoint locks.',
    landmarks: ['Winchmore Hill Green', 'Grovelands Park', 'Highlands Village', 'Firs Farm Wetlands', 'Grange Park'],
    stations: ['Winchmore Hill (Great Northern)', 'Grange Park (Great Northern)'],
    access:
      'The Green is narrow and hilly, with tight parking around its shops, and Green Lanes runs through the district as a busy bus route. Enfield is the council responsible for parking rules on these streets.',
  },
  {
    code: 'NW2',
    housing:
      'Cricklewood and Willesden Green are mostly Edwardian terraces, many converted into flats, with purpose-built blocks of flats along Shoot Up Hill. Dollis Hill has interwar semis and terraces around Gladstone Park, and Childs Hill on the Barnet side mixes Victorian and later housing. Timber doors with a mortice deadlock and nightlatch are still common on the terraces, while the blocks have a shared front door on an entryphone and solid flat doors inside.',
    landmarks: ['Gladstone Park', 'Cricklewood Broadway', 'Shoot Up Hill', 'Clitterhouse Playing Fields', 'Willesden Green'],
    stations: ['Cricklewood (Thameslink)', 'Brent Cross West (Thameslink)', 'Willesden Green (Jubilee)', 'Dollis Hill (Jubilee)'],
    access:
      'Cricklewood Broadway is the A5 Edgware Road, with heavy traffic, and its two sides lie in different boroughs. The district is split between Brent, Barnet and Camden, each with its own controlled parking, and the North Circular and the start of the M1 at Staples Corner lie at the northern edge.',
    history:
      "Cricklewood Broadway follows Watling Street, the Roman road to the north-west, and until the 1860s the district was farmland with small hamlets such as Childs Hill and Cricklewood. The Midland Railway's main line to St Pancras crossed it in 1868, and a station opened at Cricklewood in 1870, near sidings and engine sheds where the company built terraces for its workers. The Metropolitan Railway reached Willesden Green in 1879 and opened Dollis Hill station in 1909, and builders covered the fields around both in the decades either side of 1900. The grounds of Dollis Hill House, where Gladstone often stayed, became Gladstone Park in 1901. Handley Page built aircraft at Cricklewood during and after the First World War, and its aerodrome was sold for housing after it closed in 1929. At Dollis Hill the Post Office Research Station, where the Colossus code-breaking computer was built during the Second World War, was later converted to flats.",
  },
  {
    code: 'NW4',
    housing:
      'Hendon is mostly interwar suburbia, with semi-detached houses and short terraces spreading from Hendon Central, where 1920s and 1930s parades and blocks of flats surround the circus. Older Victorian and Edwardian houses cluster near Brent Street and Church End, and new-build apartment blocks have been going up around Brent Cross. Typical front doors are uPVC or composite with a multipoint lock, or original timber doors fitted with a mortice lock and nightlatch; many blocks use fob-controlled entrances.',
    landmarks: [
      'Brent Street',
      'Hendon Central',
      'Brent Cross Shopping Centre',
      'Sunny Hill Park',
      'Hendon Park',
      'Middlesex University, The Burroughs',
    ],
    stations: ['Hendon Central (Northern)', 'Hendon (Thameslink)'],
    access:
      'Hendon is cut by big roads, the A41 Hendon Way and Watford Way and the North Circular, with the M1 close by, so routes in depend on a few junctions. Barnet controls parking near Hendon Central and Middlesex University, and traffic heads for Brent Cross Shopping Centre at weekends.',
    history:
      "Until the twentieth century Hendon was a scattered Middlesex parish of farms and large houses, with its village around St Mary's church at Church End and a second settlement along Brent Street. The Midland Railway opened Hendon station in 1868, which brought some villas and terraces but left most of the parish as farmland. The change came when the Hampstead tube was extended from Golders Green to Hendon Central in 1923, in the same decade that Watford Way, Hendon Way and the North Circular Road were built across the fields. Builders then covered the farmland on either side with semi-detached houses for families moving out of inner London, and Hendon was made a borough in 1932. Brent Cross Shopping Centre opened in 1976, and a large regeneration scheme near it is now adding new streets of flats and houses.",
  },
  {
    code: 'NW7',
    housing:
      'Mill Hill combines interwar semis and detached houses around Mill Hill Broadway with older property on The Ridgeway, where Mill Hill Village is a conservation area of Georgian and earlier houses, some of them weatherboarded. Millbrook Park, on the former Inglis Barracks near Mill Hill East, is a large new-build development of houses and flats. Period homes on the Ridgeway need hardware that suits their timber doors, while newer houses generally come with multipoint-locked composite doors and euro cylinders.',
    landmarks: ['The Ridgeway', 'Mill Hill Broadway', 'Mill Hill School', 'Millbrook Park', 'Arrandene Open Space', 'Moat Mount Open Space'],
    stations: ['Mill Hill Broadway (Thameslink)', 'Mill Hill East (Northern)'],
    access:
      'The Broadway sits beside the M1 and the A1, and Barnet runs controlled parking near both stations. The Ridgeway follows high ground reached by steep roads, and its lanes are narrow with limited kerbside space.',
    history:
      "Mill Hill began as a hamlet of farms and larger houses along The Ridgeway, and Mill Hill School was founded there in 1807. Two railways arrived in the 1860s: the Great Northern's Edgware branch, with a station at what is now Mill Hill East, in 1867, and the Midland main line, with a station at the Broadway, in 1868. Housebuilding was slow at first, and the lower ground around the Broadway was mostly built up in the 1920s and 1930s. The Northern line reached Mill Hill East in 1941, and the barracks beside the station, for many years the depot of the Middlesex Regiment, were later sold and built over. Mill Hill was part of Hendon, which became a municipal borough in 1932 and joined the London Borough of Barnet in 1965.",
  },
  {
    code: 'NW9',
    housing:
      "Colindale has been transformed by high-density new-build blocks on former RAF Hendon and police college land, with fob access and fire-rated flat doors, next to the Grahame Park estate. Kingsbury and The Hyde are mostly interwar semis and terraces, and Roe Green Village is a garden village begun in 1917 to house aircraft factory workers. Ernest Trobridge's distinctive cottages and flats near Buck Lane give Kingsbury an unusual character, with timber doors on traditional locks.",
    landmarks: ['RAF Museum London', 'Grahame Park', 'Welsh Harp Reservoir', 'Roe Green Village', 'Kingsbury Road', 'The Hyde'],
    stations: ['Colindale (Northern)', 'Kingsbury (Jubilee)'],
    access:
      'The A5 Edgware Road runs through The Hyde and Colindale, and the M1 and A41 pass close by. Brent and Barnet share the district with different parking rules, and the newer Colindale blocks usually need visitors to be let in by a resident or building staff.',
    history:
      "Until the First World War NW9 was farmland either side of the Edgware Road, with the Brent Reservoir, built in 1835 to feed the Regent's Canal, on its southern edge. Aviation changed it: Claude Grahame-White built up the London Aerodrome at Colindale in the years before the First World War, and the Office of Works built Roe Green, to designs by Frank Baines, for workers at the Aircraft Manufacturing Company's factory at The Hyde. The Northern line reached Colindale in 1924 and the Metropolitan line's Stanmore branch opened Kingsbury station in 1932, while the aerodrome became RAF Hendon and the Metropolitan Police opened its training college beside it in 1934. The Greater London Council built Grahame Park on part of the airfield from the late 1960s, and the RAF Museum opened in 1972. Since the 2000s parts of the police college site, the old RAF land and the newspaper library site have given way to tall blocks of flats, and Grahame Park is being rebuilt.",
  },
  {
    code: 'NW10',
    housing:
      'Willesden, Harlesden and Kensal Green are largely Victorian and Edwardian terraces, many divided into flats, with interwar semis at Neasden and Dollis Hill. Council estates, including the rebuilt Stonebridge area, sit among them, and Park Royal is mainly industrial units and offices. Kensal Rise, around Chamberlayne Road, has streets of larger late Victorian and Edwardian houses. Terraces use a timber door locked by nightlatch and mortice, or uPVC replacements with multipoint locks, and the estates have shared fob-controlled entrances.',
    landmarks: ['BAPS Shri Swaminarayan Mandir', 'Roundwood Park', 'Harlesden High Street', 'Kensal Rise', 'Park Royal'],
    stations: [
      'Willesden Junction (Bakerloo, Overground)',
      'Harlesden (Bakerloo, Overground)',
      'Kensal Green (Bakerloo, Overground)',
      'Kensal Rise (Overground)',
      'Neasden (Jubilee)',
      'Dollis Hill (Jubilee)',
    ],
    access:
      "The North Circular passes through Neasden and Park Royal, where industrial traffic and lorries are common. Harlesden's High Street is narrow and busy, and Brent's controlled parking covers many streets near the stations.",
    history:
      "Willesden was a scattering of hamlets around St Mary's Church until the railways came, and Willesden Junction opened in 1866 on the London and North Western main line. Harlesden and Willesden Green were built up with terraces from the 1870s to the 1900s, and the parish grew very fast. At Kensal Rise much of the land belonged to All Souls College, Oxford, which gave the site for the library that Mark Twain opened in 1900. Park Royal takes its name from the Royal Agricultural Society's showground of 1903 to 1905, which failed and became a factory area during and after the First World War. The Metropolitan Railway built its works at Neasden, and Neasden and Dollis Hill were filled with houses between the wars. The Stonebridge towers of the 1960s and 1970s were pulled down and replaced from the 1990s by a housing action trust. So doors here run from Victorian timber on the terraces to fire-rated flat doors in the rebuilt estates.",
  },
  // South-east, south-west and west London
  {
    code: 'SE2',
    housing:
      "Abbey Wood's older core is the Bostall Estate, red-brick cottages and terraces built by the Royal Arsenal Co-operative Society from 1900 onwards. North of the railway the district takes in the southern end of Thamesmead, where 1960s and 1970s concrete blocks sit beside later brick houses and flats. Many of the cottages have lost their original doors to uPVC or composite replacements with multipoint locking, and the newer blocks near the station are entered by key fob, with a fire-resisting door to each flat.",
    landmarks: ['Lesnes Abbey Woods', 'Bostall Heath and Bostall Woods', 'Southmere Lake', 'Crossness Pumping Station', 'Harrow Manorway'],
    stations: ['Abbey Wood (Elizabeth line, Southeastern, Thameslink)'],
    access:
      'The boundary between Greenwich and Bexley runs through the district, so parking rules depend on which side of it a job falls. Bostall Hill is a steep climb past Bostall Heath, and Harrow Manorway carries traffic over the railway to Thamesmead.',
    history:
      "Abbey Wood takes its name from Lesnes Abbey, founded in 1178 and closed in 1525, whose ruins stand below the woods south of the railway. The North Kent line opened a station here in 1849, but the land stayed farmland and marsh for another fifty years. Streets came only when the Royal Arsenal Co-operative Society, founded by Woolwich Arsenal workers in 1868, bought farmland on the slope towards Bostall Heath and built houses for its members. North of the line, marshland that had belonged to the Royal Arsenal became Thamesmead, the Greater London Council's new town, whose first residents moved in in 1968; because the ground was liable to flood, the early blocks kept their living rooms above ground level and were linked by raised walkways. Peabody took over much of Thamesmead's housing in the 2010s and has begun rebuilding parts of it, and new blocks of flats have gone up near the station, which the Elizabeth line has served since 2022.",
  },
  {
    code: 'SE4',
    housing:
      'Brockley is known for its conservation area of large Victorian semi-detached villas on Wickham Road, Tressillian Road and the streets around them, many now divided into flats. Crofton Park, further south, is mostly late Victorian and Edwardian terraced houses with bay windows. A converted villa typically has a shared street door, usually on a nightlatch, and several flat doors inside, each fitted with its own mortice lock, and period front doors in the conservation area are expected to keep their traditional appearance.',
    landmarks: ['Hilly Fields', 'Brockley Cross', 'Brockley Road', 'Brockley and Ladywell Cemeteries', 'Crofton Park', 'Wickham Road'],
    stations: ['Brockley (Overground, Southern)', 'Crofton Park (Thameslink)'],
    access:
      'The streets climb steeply towards Hilly Fields, so expect hill starts and tight kerbside spaces. Lewisham sets the parking rules throughout Brockley, so check the signs on each street, and Brockley Road, the main route north to south, is a busy bus road.',
    history:
      'Brockley was farmland until the middle of the nineteenth century, crossed from 1809 by the Croydon Canal, whose course the London and Croydon Railway partly took over in 1839. Much of Upper Brockley belonged to the Tyrwhitt-Drake family, whose connections are recorded in street names such as Tyrwhitt Road and Shardeloes Road. Building started slowly and went on through the second half of the century, with Brockley station opening in 1871. Hilly Fields, where there had been brickfields, was saved from building after a campaign in which Octavia Hill took part and opened as a park in 1896. The Catford Loop line opened Crofton Park station in 1892, and the smaller terraces to the south followed around the turn of the century.',
  },
  {
    code: 'SE6',
    housing:
      'Catford has the Corbett Estate, a large grid of late Victorian and Edwardian terraced houses south of Hither Green, and the interwar London County Council cottage estate at Bellingham. Around Rushey Green there are older terraces, flats above shops and newer blocks near the stations. The Corbett houses often keep timber front doors with stained glass, suited to a nightlatch and mortice lock, whereas many Bellingham cottages now have uPVC doors on multipoint locks.',
    landmarks: ['Catford Broadway', 'Rushey Green', 'Mountsfield Park', 'Forster Memorial Park', 'Corbett Estate', 'Bellingham'],
    stations: ['Catford (Thameslink)', 'Catford Bridge (Southeastern)', 'Bellingham (Thameslink)', 'Beckenham Hill (Thameslink)'],
    access:
      'The South Circular and the A21 meet in Catford town centre, and the junction is often congested. Catford Broadway, beside the council offices and the Broadway Theatre, has little room to stop, so a side street off Rushey Green is usually the better place for a van.',
    history:
      'Catford was a hamlet on the road south from Lewisham, at a crossing of the River Ravensbourne, until the railways arrived. The Mid-Kent line opened Catford Bridge station in 1857, and the Catford Loop added Catford and Bellingham stations in 1892. From the mid-1890s until the First World War, Archibald Cameron Corbett, a Scottish MP, built the Corbett Estate on farmland between Catford and Hither Green, naming many of its roads after places in Scotland and barring pubs by covenant. The London County Council built its cottage estate at Bellingham in the early 1920s. More recently the greyhound stadium beside Catford Bridge, which closed in 2003, has been replaced by new housing.',
  },
  {
    code: 'SE7',
    housing:
      'Charlton runs from the Jacobean manor of Charlton House and the older houses of Charlton Village down to streets of Victorian terraces near the river. Between them are interwar houses and post-war council estates, and new flats are rising on the riverside industrial land. Victorian terraces on the slopes below the village mostly have a timber or uPVC front door, and the newer riverside blocks have door-entry panels and fire-rated flat doors with their own closers.',
    landmarks: ['Charlton House', 'Charlton Village', 'Charlton Park', 'The Valley', 'Maryon Park', 'Woolwich Road'],
    stations: ['Charlton (Southeastern, Thameslink)'],
    access:
      'Home games at The Valley bring crowds and extra pressure on parking to the streets near Floyd Road. Woolwich Road is busy and meets the Blackwall Tunnel Approach at the western edge of the district, and the lanes up to Charlton Village are steep.',
    history:
      'Charlton House was built between 1607 and 1612 for Sir Adam Newton, tutor to Prince Henry, beside the old village on the hill. The estate later passed to the Maryon-Wilson family, who held it through the nineteenth century. The slopes towards the river were covered with terraces after Charlton station opened on the North Kent line in 1849, as riverside factories and the Royal Arsenal at Woolwich drew workers. The Maryon-Wilsons gave Maryon Park to the public at the end of the century, and the borough council bought Charlton House and its park in 1925. Charlton Athletic made a disused chalk pit into The Valley after the First World War, and between the wars and after 1945 the council filled the remaining fields with houses and estates. Doors here follow the same order down the hill, from the oldest in the village to Victorian terraces on the slope and the newest blocks by the Thames.',
  },
  {
    code: 'SE9',
    housing:
      "Eltham is largely interwar suburbia, with long roads of semi-detached houses and some Victorian villas near the High Street. The Progress Estate, built during the First World War for Woolwich Arsenal workers, is a conservation area of cottage-style houses, and Mottingham has a large interwar council estate. Interwar semis commonly have replacement uPVC or composite doors with multipoint locks, and on the Progress Estate any new door furniture should respect the estate's original cottage character.",
    landmarks: ['Eltham Palace', 'Eltham High Street', 'Well Hall Pleasaunce', 'Avery Hill Park', 'Progress Estate', 'Mottingham'],
    stations: ['Eltham (Southeastern)', 'New Eltham (Southeastern)', 'Mottingham (Southeastern)'],
    access:
      'The A2 and the A20 both cross the district, and the Well Hall roundabout is a frequent bottleneck. Driveways are common on the interwar roads, which makes parking simpler than in inner London, but Eltham High Street itself is crowded with buses.',
    history:
      "Eltham was a small town on the road from London into Kent, and its palace was a royal residence from the fourteenth century: Edward IV added the great hall in the 1470s, and Henry VIII spent much of his childhood there. In 1933 Stephen and Virginia Courtauld took a lease on the palace and built an Art Deco house beside the hall. Well Hall, once the Roper family's house, was the home of the writer E. Nesbit from 1899 to 1922. A station at Mottingham opened on the Dartford Loop Line in 1866, and the Bexleyheath line through Well Hall followed in 1895. In 1915 the Office of Works built the Well Hall estate to designs by Frank Baines, and in 1925 the Royal Arsenal Co-operative Society bought it and renamed it the Progress Estate. Between the wars semis and council houses covered most of the remaining fields. When the A2 relief road was built in the 1980s, a new Eltham station, opened in 1985, replaced the two older stations on the Bexleyheath line.",
  },
  {
    code: 'SE12',
    housing:
      'Lee has Victorian villas and terraces close to Lee Green and Lee High Road, with Edwardian and interwar houses on the roads running south towards Grove Park. Grove Park itself is mostly interwar and post-war housing, including council-built streets. Larger Victorian houses near Lee Green have frequently been split into flats behind one shared entrance, and many semis further south now have double-glazed doors with multipoint locks in place of their original timber ones. Where a villa has been divided, the street door and the shared hall are usually the responsibility of the freeholder or a managing agent, so a new lock there needs their agreement and a new key for every flat.',
    landmarks: ['Lee Green', 'Burnt Ash Hill', 'Baring Road', 'Chinbrook Meadows', 'Grove Park Nature Reserve'],
    stations: ['Lee (Southeastern)', 'Grove Park (Southeastern)'],
    access:
      'The border between Lewisham and Greenwich passes close to Lee Green, whose crossroads is a busy junction. Baring Road and Burnt Ash Hill are long bus routes with few places to stop, so side streets are the easier option. Four roads meet at the Lee Green crossroads, Lee High Road, Lee Road, Eltham Road and Burnt Ash Road, with the Leegate shopping centre on one corner, so when giving an address near it, name the road and which corner it is on.',
    history:
      'Lee was a small Kentish village on the road south-east from London, surrounded by farmland and the grounds of a few large houses. At the end of the eighteenth century the banker Sir Francis Baring bought the Lee estate, and Baring Road, running south towards Grove Park, takes its name from his family. The railway opened up the farmland: Lee station opened on the Dartford Loop Line in 1866, and Grove Park followed on the main line towards Sevenoaks in 1871. Building began around Lee Green and then spread south, reaching the last fields towards Grove Park between the wars.',
  },
  {
    code: 'SE14',
    housing:
      'New Cross has the Telegraph Hill conservation area, where big late Victorian houses line Pepys Road and the streets around the hilltop park, alongside smaller terraces, large council estates and student housing around Goldsmiths. Plenty of houses are let as shared homes or flats, which means a front door with a nightlatch and a lock on each bedroom or flat door. Purpose-built student blocks and newer flats along New Cross Road have fob-controlled entrances.',
    landmarks: ['Goldsmiths, University of London', 'Telegraph Hill Park', 'New Cross Road', 'Deptford Town Hall', 'Fordham Park', 'Hatcham'],
    stations: ['New Cross (Overground, Southeastern)', 'New Cross Gate (Overground, Southern)'],
    access:
      'New Cross Road is part of the A2 and carries heavy traffic through a one-way system near the stations. The roads on Telegraph Hill are steep, and the pavements by Goldsmiths are busy with students in term time.',
    history:
      "New Cross grew along the road from London to Dover, which the New Cross Turnpike Trust took over in the early eighteenth century, and the land on either side stayed mostly fields and market gardens into the nineteenth century. The Croydon Canal opened through the area in 1809; when it failed, the London and Croydon Railway bought it, laid its line partly along the canal bed and opened a station at New Cross, now New Cross Gate, in 1839. The South Eastern Railway's New Cross station followed in 1850. Much of the land belonged to the Haberdashers' Company, which developed Telegraph Hill from the 1870s; the hill takes its name from the Admiralty shutter telegraph that stood on it from the 1790s. In 1891 the Goldsmiths' Company opened its institute in the former Royal Naval School, and it joined the University of London in 1904. On 25 November 1944 a V-2 rocket destroyed the Woolworths store on New Cross Road, killing 168 people, and council estates later replaced many of the bomb-damaged streets.",
  },
  {
    code: 'SE20',
    housing:
      "Penge and Anerley are mainly Victorian terraces and semi-detached villas, many converted into flats, with interwar houses and some post-war council blocks. Penge High Street has the listed Watermen's and Lightermen's Almshouses, built in the 1840s. Flats above the high street shops are usually entered through a street door at the side, and older houses that were never converted still tend to have a timber door secured with a mortice lock and a nightlatch.",
    landmarks: ["Watermen's Almshouses", 'Penge High Street', 'Crystal Palace Park', 'Anerley Hill', 'Betts Park', 'Anerley'],
    stations: ['Penge East (Southeastern)', 'Penge West (Overground)', 'Anerley (Overground)'],
    access:
      'Bromley is the parking authority for nearly all of Penge and Anerley, and Penge High Street is a busy bus route with limited loading space. Anerley Hill rises sharply up to Crystal Palace, so jobs near the top may mean parking on a slope.',
    history:
      'Penge was for centuries a detached part of Battersea parish, mostly woodland and common, and the Croydon Canal was cut through it in 1809. The canal closed in 1836 and the London and Croydon Railway was laid along much of its bed, opening in 1839 with a station at Anerley. Building began slowly and then quickened after the Crystal Palace was rebuilt on the hill above in 1854, bringing visitors and more railways, including the line through Penge East in 1863. By the end of the century the fields had gone under terraces and villas, and in 1900 Penge became an urban district in Kent. Bomb damage in the Second World War cleared sites that were later filled with council flats. That is why most homes here are in Victorian houses whose front doors date from the 1860s to the 1890s or have been replaced since.',
  },
  {
    code: 'SE25',
    housing:
      'South Norwood is mostly Victorian and Edwardian terraced streets, with larger villas climbing South Norwood Hill and more terraces towards Woodside. Selhurst has tightly packed terraces around the football ground. Many of the bigger houses are divided into bedsits or flats, each flat door needing its own lock, while single-family terraces often have a replacement uPVC door with a multipoint mechanism and a euro cylinder.',
    landmarks: [
      'Selhurst Park',
      'South Norwood Country Park',
      'South Norwood Lake',
      'Norwood Junction clock tower',
      'Portland Road',
      'South Norwood Hill',
    ],
    stations: ['Norwood Junction (Overground, Southern)', 'Selhurst (Southern)', 'Woodside (Tramlink)'],
    access:
      'Crystal Palace home games at Selhurst Park fill the nearby roads with fans and parked cars. Croydon manages on-street parking here, and the high street by Norwood Junction is narrow and slow.',
  },
  {
    code: 'SE26',
    housing:
      'Sydenham has large Victorian villas on the slopes of Sydenham Hill and along Kirkdale, many turned into flats, with terraces and interwar houses on the lower ground towards Lower Sydenham and Bell Green. Jews Walk and Sydenham Park are conservation areas. Inside a converted villa, expect an outer communal door and separate flat doors with mortice locks, while some basement flats have their own entrance down the area steps.',
    landmarks: ['Sydenham High Street', 'Sydenham Wells Park', 'Mayow Park', 'Kirkdale', 'Sydenham Hill Wood', 'Jews Walk'],
    stations: ['Sydenham (Overground, Southern)', 'Lower Sydenham (Southeastern)'],
    access:
      'Kirkdale and Sydenham Hill are steep, and Sydenham Road is a congested bus route through the centre. Most of the district is in Lewisham, but its edges reach into Bromley and Southwark, so parking rules vary by street.',
  },
  {
    code: 'SE27',
    housing:
      'West Norwood has Victorian and Edwardian terraces on the streets off Norwood Road and Knights Hill, larger villas towards Tulse Hill, and several post-war council estates. Many terraced houses have been split into upper and lower flats. An original Victorian timber door here usually takes a nightlatch backed by a mortice deadlock, and estate flats have communal entrances with entryphones and fire-rated doors.',
    landmarks: ['West Norwood Cemetery', 'Norwood High Street', 'Knights Hill', 'Norwood Road', 'Tulse Hill'],
    stations: ['West Norwood (Southern)', 'Tulse Hill (Southern, Thameslink)'],
    access:
      'Norwood Road and Knights Hill form the main route through the district and carry a steady stream of buses. Lambeth sets the parking rules in most of West Norwood, and the roads climb towards Gipsy Hill and Tulse Hill, so a short walk from the van is common.',
  },
  {
    code: 'SE28',
    housing:
      'Thamesmead was built from the late 1960s as a new town on former marshland, first with concrete deck-access blocks and towers, then with brick terraced houses and low-rise flats from later decades. Much of the housing is set between lakes and canals that drain the old marshes. Houses on the later estates mostly have uPVC or composite front doors fitted with multipoint locking, and the blocks have communal entrances on entryphones or fobs with fire-rated flat doors.',
    landmarks: ['Thamesmead Town Centre', 'Birchmere Park', 'Thames Path', 'Thamesmead West'],
    stations: [],
    access:
      'There is no station inside the district. Some main roads are dual carriageways, and many homes are reached along footpaths laid out apart from the roads, so a door can be a walk from the nearest parking. Greenwich and Bexley share the area, each with its own parking rules.',
    history:
      'Until the 1960s this was marshland on the south bank of the Thames, much of it used by the Royal Arsenal at Woolwich. The Greater London Council bought the land and planned Thamesmead as a new town to rehouse people from crowded inner London, and the first tenants moved in at the end of the 1960s. The North Sea flood of 1953 shaped the first designs, which kept living rooms off the ground floor and linked the blocks with raised walkways. Later phases in the 1970s and 1980s turned to brick houses on ordinary streets, some of them built for sale by private housebuilders. When the council was abolished in 1986 the estate passed to a company, Thamesmead Town, and in the 2010s Peabody became the main landlord and began rebuilding parts of it. Those changes of plan mean a locksmith can meet an original flat door off a walkway and a replaced front door on a 1980s house within a few streets of each other.',
  },
  {
    code: 'SW2',
    housing:
      'Brixton Hill has Victorian terraces and villas, many split into flats, along with substantial council estates such as Tulse Hill Estate and Cressingham Gardens beside Brockwell Park. Streatham Hill has 1930s blocks of flats, including the modernist Pullman Court. The estates mostly have entryphone-controlled communal doors and fire-rated flat doors, while converted houses in the side streets have a shared front door and separate locks for each flat.',
    landmarks: ['Brixton Windmill', 'Brixton Hill', 'Cressingham Gardens', 'Streatham Hill', 'Tulse Hill Estate', 'Brockwell Park'],
    stations: ['Streatham Hill (Southern)'],
    access:
      'Brixton Hill is part of the A23, a red route where stopping is heavily restricted, so work on it usually means parking in a side road. Lambeth controls parking across much of the district, and the hill itself is a long climb.',
  },
  {
    code: 'SW5',
    housing:
      "Earl's Court is mostly tall Victorian stucco terraces, almost all divided into flats, bedsits or small hotels, with red-brick mansion blocks and garden squares such as Earl's Court Square and Nevern Square. Many buildings have a heavy communal front door, often with an entryphone, and a row of flat doors behind it, each with its own lock. Period doors in these conservation areas are normally panelled timber, so replacement hardware should be in keeping.",
    landmarks: ["Earl's Court Road", "Earl's Court Square", 'Nevern Square', 'Brompton Cemetery', 'Old Brompton Road', 'Warwick Road'],
    stations: ["Earl's Court (District, Piccadilly)", 'West Brompton (District, Overground, Southern)'],
    access:
      "Earl's Court Road and Warwick Road form a busy one-way pair, and kerbside space is scarce. Kensington and Chelsea keeps most bays for residents, so pay-by-phone visitor bays or side streets are the usual choice.",
    history:
      "Earl's Court takes its name from the manor court of the de Vere earls of Oxford, who held Kensington in the Middle Ages, and until the 1860s it was a hamlet among market gardens. Brompton Cemetery opened on its southern edge in 1840. The Metropolitan District Railway reached the area at the end of the 1860s and opened Earl's Court station in 1871, and over the next thirty years builders covered the fields with tall terraces and garden squares for middle-class households. Land between the railway lines became an exhibition ground, which opened in 1887 with the American Exhibition and Buffalo Bill's Wild West show, and the Earls Court exhibition centre was built there in 1937. The exhibition centre closed in 2014 and was demolished to make way for a new development.",
  },
  {
    code: 'SW8',
    housing:
      'South Lambeth and the streets off Wandsworth Road have Victorian terraces and villas, many converted into flats, and there are large council estates throughout the district. Bonnington Square is a small Victorian square with a garden at its centre. Nine Elms, along the river, is now a cluster of apartment towers with concierge lobbies, lifts that need a fob, and fire-rated doors to each flat, which contrasts with the timber doors and mortice locks of the older terraces.',
    landmarks: ['Nine Elms', 'Vauxhall Park', 'Bonnington Square', 'New Covent Garden Market', 'Larkhall Park', 'South Lambeth Road'],
    stations: [
      'Vauxhall (Victoria, South Western Railway)',
      'Nine Elms (Northern)',
      'Wandsworth Road (Overground)',
      'Queenstown Road (Battersea) (South Western Railway)',
    ],
    access:
      'The roads around Vauxhall Cross and Nine Elms Lane carry heavy traffic. Lambeth and Wandsworth both have controlled parking zones here, and the Nine Elms towers usually ask contractors to sign in at reception before going up.',
    history:
      "Vauxhall takes its name from Falkes de Breauté, a thirteenth-century soldier who held land here, and for centuries the ground south of the river was market gardens with scattered houses. The first Vauxhall Bridge opened in 1816. In 1838 the London and Southampton Railway opened its London terminus at Nine Elms, and when the line was carried on to Waterloo in 1848 a station opened at Vauxhall, while Nine Elms became goods yards and locomotive works. Streets of terraces were built for the workers of the railway yards and riverside industry. The Vauxhall Iron Works began making cars in 1903 and took the district's name with it when it moved to Luton in 1905. In 1974 New Covent Garden Market moved onto former railway land at Nine Elms, and since the 2010s the riverside has been rebuilt with towers, served by the Northern line extension that opened in 2021.",
  },
  {
    code: 'SW10',
    housing:
      "SW10 covers West Brompton and the western end of Chelsea, with stucco and brick Victorian terraces, large stucco villas around The Boltons, and the 1970s World's End Estate towers near the King's Road. Chelsea Harbour and the Lots Road riverside have newer apartment blocks. Victorian houses here commonly have panelled timber doors with high-security mortice locks, whereas the estate and riverside blocks have communal doors controlled by fob or concierge.",
    landmarks: ['The Boltons', "World's End", 'Chelsea Harbour', 'Brompton Cemetery', 'Fulham Road', 'Chelsea and Westminster Hospital'],
    stations: ['West Brompton (District, Overground, Southern)', 'Imperial Wharf (Overground, Southern)'],
    access:
      "Most kerbside bays in Kensington and Chelsea are kept for permit holders, and Fulham Road and the King's Road move slowly. Chelsea Harbour, which falls in Hammersmith and Fulham, is a private estate with its own security, and much of the district lies in conservation areas.",
  },
  {
    code: 'SW12',
    housing:
      'Balham is Victorian and Edwardian terraced houses, many divided into upper and lower flats, with larger houses in the Nightingale Triangle between Nightingale Lane and the commons. Terraced houses usually have a panelled timber front door with a nightlatch and a mortice lock, and flats above the shops on Balham High Road are reached through narrow doors between the shopfronts.',
    landmarks: ['Balham High Road', 'Hildreth Street', 'Bedford Hill', 'Nightingale Lane', 'Tooting Bec Common', 'Clapham Common'],
    stations: ['Balham (Northern)', 'Balham (Southern)', 'Clapham South (Northern)'],
    access:
      'Balham High Road is part of the A24 and is congested for most of the day. Wandsworth runs controlled parking around the station and the high road, and Lambeth covers the streets on the eastern side. Between Balham and Clapham South the roads are long residential streets lined with terraces.',
  },
  {
    code: 'SW13',
    housing:
      'Barnes has Georgian and early Victorian houses along The Terrace by the river and around the village centre, Victorian terraces and villas off Church Road, and the large semi-detached villas of Castelnau. There is also the Castelnau Estate, an interwar council cottage estate. Listed riverside houses and those in the conservation areas need period-appropriate door furniture, while the cottage estate houses often have newer doors on multipoint locks.',
    landmarks: ['Barnes Pond', 'Barnes Common', 'London Wetland Centre', 'The Terrace', 'Church Road', 'Castelnau'],
    stations: ['Barnes (South Western Railway)', 'Barnes Bridge (South Western Railway)'],
    access:
      'Coming from north of the river, check whether Hammersmith Bridge is open to vehicles before setting off, or plan to cross at Putney or Chiswick Bridge. Richmond controls parking near the village and the stations, and Boat Race day fills the riverside.',
    history:
      "Barnes belonged to the canons of St Paul's Cathedral from before the Domesday survey, and for centuries it was a village by the river, with houses around the pond and along The Terrace and open common to the south. In the decades after the first Hammersmith Bridge opened in 1827, the Boileau family laid out Castelnau, named after their family's old home in France. The Richmond Railway opened a station at Barnes in 1846, and the loop line to Hounslow crossed the river on Barnes Railway Bridge in 1849, although Barnes Bridge station did not open until 1916. Late Victorian and Edwardian streets then filled much of the remaining land. The Harrods furniture depository, built by the river at the end of the nineteenth century, was later converted into flats, and the disused reservoirs at Barn Elms became the London Wetland Centre, opened in 2000.",
  },
  {
    code: 'SW14',
    housing:
      'Mortlake has Victorian cottages and terraces in the streets near the river, while East Sheen has larger Edwardian houses and interwar semis stretching south towards Richmond Park. The riverside streets of Mortlake run west towards Chiswick Bridge, and the shops of East Sheen are strung along the South Circular. Small riverside cottages frequently keep a timber door with a nightlatch, and the Sheen semis generally have later replacement doors with multipoint locks and euro cylinders.',
    landmarks: ['Sheen Lane', 'East Sheen Common', 'Richmond Park', 'Palewell Common', 'Mortlake Green', 'Upper Richmond Road West'],
    stations: ['Mortlake (South Western Railway)'],
    access:
      'The level crossing on Sheen Lane beside Mortlake station closes often, causing queues. Upper Richmond Road West carries the South Circular through East Sheen, and Richmond runs the parking zones. Boat Race crews finish just short of Chiswick Bridge, at Mortlake, and the riverside there is crowded that day.',
    history:
      'Mortlake was a working riverside village long before London reached it: a tapestry works was founded here in 1619 under James I, and brewing went on at the Stag Brewery by the river until it closed in 2015. The railway from London to Richmond opened through Mortlake in 1846, and over the following decades terraced streets filled the ground between the river and the line. East Sheen, to the south, was a place of large houses in their own grounds, and as these estates were sold from the late 19th century they were laid out as roads of Edwardian houses and, between the wars, semis. Mortlake and East Sheen were in Surrey, in the borough of Barnes, until they became part of the London Borough of Richmond upon Thames in 1965. The closure of the brewery left a large riverside site for redevelopment.',
  },
  {
    code: 'SW16',
    housing:
      'Streatham has Victorian and Edwardian terraces and large villas, many converted into flats, with interwar semis in Streatham Vale and Norbury. Along the high road there are some 1930s blocks of flats and many flats over shops. Semis in Streatham Vale and Norbury have mostly been refitted with uPVC or composite front doors and multipoint locks. Older conversions keep one street door on a nightlatch, with individual flat doors behind it.',
    landmarks: ['Streatham High Road', 'Streatham Common', 'The Rookery', 'Norbury', 'Streatham Vale', 'Tooting Bec Common'],
    stations: ['Streatham (Southern, Thameslink)', 'Streatham Common (Southern)', 'Norbury (Southern)'],
    access:
      'Streatham High Road is part of the A23 red route, so stopping outside a shop or flat is rarely allowed. Lambeth covers most of the district, Croydon takes in Norbury, and neighbouring boroughs reach its edges, each with separate parking rules.',
  },
  {
    code: 'SW17',
    housing:
      "Tooting has the Totterdown Fields estate, an early London County Council cottage estate of terraced houses, plus streets of Victorian and Edwardian terraces and the late Victorian houses of the Heaver Estate conservation area. Many terraced houses have been split into flats, and there are newer blocks near St George's Hospital. The cottage estate houses commonly have replacement doors on multipoint locks, and Edwardian houses often keep timber doors with stained glass panels.",
    landmarks: ['Tooting Market', 'Tooting Broadway', "St George's Hospital", 'Totterdown Fields', 'Tooting Common'],
    stations: ['Tooting Broadway (Northern)', 'Tooting Bec (Northern)', 'Tooting (Thameslink)'],
    access:
      'Upper Tooting Road and Mitcham Road are busy with buses and shoppers, and the hospital adds traffic on Blackshaw Road. Wandsworth runs controlled parking zones around much of Tooting, so check the bay signs before leaving the van.',
    history:
      "Tooting appears in the Domesday survey, and its two old manors explain its place names: Tooting Bec belonged to the Norman abbey of Bec, while Tooting Graveney took its name from the Gravenel family. The village stayed small on the road from London to Epsom until a station, then called Tooting Junction, opened in 1868. The London County Council built its cottage estate on Totterdown Fields in the early 1900s, and its electric trams reached Tooting in 1903; the fields around were covered with terraces before the First World War. The tube arrived in 1926, when the line now called the Northern line was extended to Morden with stations at Tooting Broadway and at Trinity Road, renamed Tooting Bec in 1950. The Granada cinema on Mitcham Road opened in 1931 and is now listed at Grade I. St George's Hospital moved from Hyde Park Corner to the site of the old fever hospitals at Tooting, completing the move in 1980.",
  },
  {
    code: 'SW18',
    housing:
      'Wandsworth has Victorian and Edwardian terraces in Earlsfield and around the Toast Rack streets off Wandsworth Common, the Edwardian terraces of the Southfields Grid, large post-war council estates, and new riverside flats. Grid and Toast Rack houses often keep panelled timber front doors, typically fitted with a mortice deadlock and a rim nightlatch. Riverside blocks and the developments in the town centre have fob access and fire-rated flat doors with self-closers.',
    landmarks: ['Wandsworth Common', "King George's Park", 'Southside', 'River Wandle', 'Southfields Grid', 'Earlsfield'],
    stations: ['Wandsworth Town (South Western Railway)', 'Earlsfield (South Western Railway)', 'Southfields (District)'],
    access:
      'Traffic through Wandsworth town centre is heavy at most times of day. During the Wimbledon Championships, Southfields fills with visitors heading for the tennis. Wandsworth runs controlled parking zones across much of the district.',
  },
  {
    code: 'SW20',
    housing:
      'Raynes Park and West Wimbledon are mainly interwar semi-detached houses, with Edwardian and late Victorian houses around Cottenham Park and near the station. There are some low-rise blocks of flats. Many of the interwar houses have a side passage with a gate and a back door, so the back door and side gate matter as much as the front. Interwar semis here typically have uPVC or composite front doors with multipoint locks and euro cylinders, and the older houses in Cottenham Park often have original timber doors.',
    landmarks: ['Coombe Lane', 'Cottenham Park', 'Cannon Hill Common', 'Kingston Road', 'Wimbledon Common'],
    stations: ['Raynes Park (South Western Railway)', 'Wimbledon Chase (Thameslink)'],
    access:
      'Driveways on the interwar streets usually make parking straightforward. Coombe Lane and Kingston Road carry traffic to and from the A3, which runs along the western edge, and Merton controls parking near Raynes Park station.',
    history:
      'Raynes Park is named after Edward Rayne, a landowner whose fields the London and South Western Railway crossed. The main line had run through since 1838, but a station opened only in 1871, when the area was still farmland between Wimbledon and Kingston. Cottenham Park, on the slope towards Wimbledon, takes its name from the Earl of Cottenham, a Lord Chancellor who had lived nearby, and its roads of larger houses were built before most of the district. The Kingston bypass opened along the western edge in 1927, a station opened at Wimbledon Chase in 1929 on the new Southern Railway line from Wimbledon to Sutton, and builders laid out estates of semi-detached houses on the remaining farmland through the 1930s. Because so much went up within a few years, street after street has the same pattern of house and door, which makes the locks here fairly predictable.',
  },
  {
    code: 'W3',
    housing:
      "Acton has Victorian and Edwardian terraces, including the streets of Poets' Corner, interwar semis in West Acton, and the large South Acton Estate, which is being rebuilt. There are also industrial units and offices towards Park Royal. Victorian and Edwardian houses often keep their timber front doors, locked by a mortice and a nightlatch, and the rebuilt blocks of the South Acton Estate open with key fobs and have fire-resisting flat doors.",
    landmarks: ['Acton High Street', 'Acton Park', 'Gunnersbury Park', "Poets' Corner", 'South Acton Estate', 'East Acton'],
    stations: [
      'Acton Town (District, Piccadilly)',
      'Acton Central (Overground)',
      'South Acton (Overground)',
      'Acton Main Line (Elizabeth line)',
      'East Acton (Central)',
      'North Acton (Central)',
    ],
    access:
      'The A40 Western Avenue runs through the north of the district and the Uxbridge Road through the middle, both heavy with traffic. Ealing controls parking across most of Acton, and part of the East Acton edge falls in Hammersmith and Fulham.',
    history:
      'Acton grew as a village on the Uxbridge Road, and in the 18th century its mineral springs, known as Acton Wells, drew visitors to a small spa. Railways then arrived from several directions, among them the District Railway, whose station opened in 1879 as Mill Hill Park and was renamed Acton Town in 1910, and terraced streets followed through the late Victorian and Edwardian years. South Acton filled with small houses and hand laundries, so many that the area was nicknamed Soapsud Island, and much of it was cleared after the Second World War to build the South Acton Estate. To the north, the Royal Agricultural Society held its show at Park Royal from 1903 to 1905, and after it left the land became factories, which spread along Western Avenue between the wars. The Central line reached East Acton in 1920 and North Acton in 1923.',
  },
  {
    code: 'W7',
    housing:
      'Hanwell has Victorian and Edwardian terraces near the Broadway and the station, interwar semis further out, and the Cuckoo Estate, an interwar London County Council estate, now a conservation area, laid out in the grounds of the former Cuckoo Schools. Older houses near the Broadway usually still have a timber door locked by a rim nightlatch and a mortice deadlock, whereas the interwar semis have mostly moved to uPVC doors with multipoint locks. Around the clock tower on the Broadway there are flats above shops, reached by separate street doors.',
    landmarks: [
      'Wharncliffe Viaduct',
      'Hanwell Flight of Locks',
      'Hanwell Broadway',
      'Brent Lodge Park',
      "St Mary's Church, Hanwell",
      'Churchfields Recreation Ground',
    ],
    stations: ['Hanwell (Elizabeth line)'],
    access:
      'Uxbridge Road through Hanwell Broadway is congested with buses, and Ealing controls parking near the station and the Broadway. The Grand Union Canal and the River Brent run along the western edge.',
    history:
      "Hanwell was a small village on the Uxbridge Road when the Grand Junction Canal, now the Grand Union, was cut past it at the end of the eighteenth century. The Great Western Railway arrived in 1838, carried across the Brent valley on Brunel's Wharncliffe Viaduct, named after Lord Wharncliffe, who steered the railway's bill through Parliament. Terraces spread around the Broadway in the late Victorian years, and electric trams along the Uxbridge Road from 1901 brought more. In the 1850s the Central London District School, known locally as the Cuckoo Schools, opened for poor children from central London; after it closed in 1933 the London County Council built its estate on the grounds. The clock tower on the Broadway was put up to mark the coronation of 1937. Hanwell therefore has two layers, Victorian and Edwardian streets at its centre and interwar houses around them, and each has its own pattern of front door and lock.",
  },
  {
    code: 'W9',
    housing:
      'Maida Vale has long avenues of red-brick Edwardian mansion blocks, such as those on Elgin Avenue and Lauderdale Road, stucco villas around Little Venice and Warwick Avenue, and council estates towards the Harrow Road. Mansion blocks have porters or entryphones, a communal entrance and solid flat doors with mortice locks. The stucco villas in the conservation areas keep panelled timber doors that should be matched with period hardware.',
    landmarks: ['Little Venice', "Regent's Canal", 'Warwick Avenue', 'Paddington Recreation Ground', 'Elgin Avenue', 'Formosa Street'],
    stations: ['Maida Vale (Bakerloo)', 'Warwick Avenue (Bakerloo)', 'Kilburn Park (Bakerloo)'],
    access:
      'Westminster controls parking across the district with pay-by-phone bays. Mansion blocks often have porters who need notice of a visit, and the canal-side streets by Little Venice are narrow and busy in summer.',
  },
  {
    code: 'W10',
    housing:
      "North Kensington has Victorian terraces, many now flats, beside large post-war council estates, including Erno Goldfinger's listed Trellick Tower and the blocks that line the Westway. Kensal Town, near the Grand Union Canal, has newer housing too. Estate flats open from communal entrances on entryphones and have fire-rated front doors, and the older houses commonly keep a panelled timber door secured by a cylinder nightlatch with a mortice lock below it.",
    landmarks: ['Golborne Road', 'Trellick Tower', 'Portobello Road', 'Kensal Green Cemetery', 'Ladbroke Grove', 'Little Wormwood Scrubs'],
    stations: ['Ladbroke Grove (Circle, Hammersmith & City)', 'Latimer Road (Circle, Hammersmith & City)', 'Kensal Green (Bakerloo, Overground)'],
    access:
      "The Westway runs overhead across the district, and Golborne Road is busy on market days. Many roads here shut for Notting Hill Carnival each August. Kensington and Chelsea runs parking in most of the district, with Westminster covering Queen's Park north of the Harrow Road.",
    history:
      'Until the 1840s most of North Kensington was farmland, and Portobello Road began as a lane to Portobello Farm, named after the capture of Porto Bello in 1739. The Hammersmith and City Railway opened across the fields in 1864, and in the following decades the land was covered with terraces, many of them soon divided and let to several households at once. Kensal Town, by the canal, grew up beside the gasworks that stood on the canal bank from the 1840s. After the Second World War the council cleared large areas of overcrowded housing for new estates, and the Westway, opened in 1970, was carried on a viaduct through streets that were partly demolished to make room for it.',
  },
  {
    code: 'W13',
    housing:
      'West Ealing is mainly late Victorian and Edwardian terraced streets on both sides of the Uxbridge Road, a good number split into flats, with interwar houses towards the edges and some post-war council housing. New blocks of flats have gone up near the station and the Broadway. Terraced houses generally still have a timber front door, often with a stained-glass panel, fitted with a nightlatch and a mortice; the new blocks work on key fobs, with fire doors to each flat.',
    landmarks: ['West Ealing Broadway', 'Drayton Green', 'Uxbridge Road', 'Cleveland Park', 'Northfield Avenue'],
    stations: ['West Ealing (Elizabeth line, GWR)', 'Drayton Green (GWR)'],
    access:
      'The Uxbridge Road through West Ealing is a slow bus corridor lined with shops, so loading is easier from the side roads. Ealing runs controlled parking near West Ealing station and the shopping streets, and the residential roads off Northfield Avenue are quieter.',
    history:
      'West Ealing grew from Ealing Dean, a stretch of common land on the Uxbridge Road west of the old village of Ealing. The Great Western Railway had run past since 1838, but building took off only after a station opened here in 1871, first named Castle Hill. Through the late Victorian and Edwardian years builders covered the fields with terraces for clerks and tradesmen who travelled into London. Electric trams ran along the Uxbridge Road from 1901 and turned the main road into a shopping street, and a halt at Drayton Green opened on the Greenford branch early in the twentieth century. Between the wars the last open land on the edges of the district was filled with semi-detached houses.',
  },
  // The West End, Westminster, Holborn and Clerkenwell
  {
    code: 'EC1A',
    housing:
      "Smithfield is dominated by the listed Victorian halls of Smithfield Market, St Bartholomew's Hospital and modern office blocks along Aldersgate Street, so residents are few. Homes are mostly flats above shops or in converted commercial buildings, plus some old houses in Cloth Fair, one of which survived the Great Fire. Here we work on office suites, shop doors and shared street entrances with access control, while period doors in the Smithfield conservation area call for discreet, matching hardware.",
    landmarks: ['Smithfield Market', "St Bartholomew's Hospital", 'St Bartholomew-the-Great', 'Cloth Fair', "Postman's Park", 'Little Britain'],
    stations: [
      'Barbican (Circle, Hammersmith & City, Metropolitan)',
      "St. Paul's (Central)",
      'Farringdon (Circle, Hammersmith & City, Metropolitan, Elizabeth line, Thameslink)',
    ],
    access:
      'The meat market trades in the small hours, so lorries can fill the market streets before dawn, and the City of London manages kerbside parking. Visitors and hospital traffic keep West Smithfield busy by day, and the whole district lies inside the Congestion Charge zone.',
    history:
      "Smithfield began as a smooth field outside the City wall where horses and cattle were traded, and Rahere founded St Bartholomew's priory and hospital beside it in 1123. After Henry VIII dissolved the priory, Richard Rich bought its precinct and built over it, and Cloth Fair takes its name from Bartholomew Fair, held here every August until it was suppressed in 1855. The live cattle market moved to Islington in the same year, and the City Corporation built the present meat market to designs by Horace Jones, opening it in 1868 with railway sidings beneath. Bombing at the end of 1940 destroyed much of Aldersgate Street, which was rebuilt with office blocks after the war. The disused General Market building is being converted into the new home of the London Museum.",
  },
  {
    code: 'EC1M',
    housing:
      "Farringdon's homes sit among offices: loft flats in converted Victorian warehouses in the streets off St John Street, and the listed Art Deco flats of Florin Court on Charterhouse Square. The Charterhouse itself is still an almshouse, its old buildings home to a community of pensioners known as Brothers. Warehouse flats are usually reached through a communal door with an entryphone and have fire-rated doors of their own, while the ground-floor offices, bars and restaurants need shopfront locks and access control.",
    landmarks: ['Charterhouse Square', 'The Charterhouse', "St John's Gate", 'St John Street', 'Cowcross Street', 'Charterhouse Street'],
    stations: [
      'Farringdon (Circle, Hammersmith & City, Metropolitan, Elizabeth line, Thameslink)',
      'Barbican (Circle, Hammersmith & City, Metropolitan)',
    ],
    access:
      'Islington and the City of London share parking control around Farringdon, and the pavements by the station fill with commuters at peak times. The railed garden in the middle of Charterhouse Square is private, and part of the square is closed to motor traffic at the start and end of the school day in term time.',
    history:
      "Parts of Farringdon's street plan go back to the religious houses that stood outside the City walls: the Carthusian priory founded in 1371, which became the Charterhouse, and the priory of the Knights Hospitaller, whose gatehouse of 1504 is St John's Gate. After the Dissolution their grounds were broken up into mansions, yards and lanes, and by the nineteenth century the area was crowded with courts and workshops beside Smithfield, whose live cattle market moved out to Islington in 1855. The Metropolitan Railway, the world's first underground railway, opened in 1863 with its terminus at Farringdon, running along the valley of the buried River Fleet. Around it rose brick warehouses and commercial buildings for the meat and printing trades. The Charterhouse was badly damaged by bombing in 1941 and restored after the war, and many of the warehouses were turned into flats and offices late in the twentieth century as those trades left.",
  },
  {
    code: 'EC1V',
    housing:
      "Finsbury's housing is largely Islington council estates, among them the blocks around King Square and off Goswell Road, with early 19th-century terraces surviving around Northampton Square. Tall new-build residential towers have gone up on City Road near the Old Street roundabout. Estate and tower flats are entered through fob-controlled lobbies and have fire-rated front doors, whereas the older terraces, many split into flats, keep timber street doors fitted with a nightlatch and a mortice lock.",
    landmarks: ['City Road', 'Northampton Square', "LSO St Luke's", 'Moorfields Eye Hospital', 'Ironmonger Row Baths', 'Goswell Road'],
    stations: ['Angel (Northern)', 'Old Street (Northern, Great Northern)'],
    access:
      'Islington controls parking across most of Finsbury, and City Road and Goswell Road carry heavy traffic and buses. On the estates a resident, caretaker or concierge usually has to let a locksmith through the main door, and the new towers near Old Street expect visiting tradespeople to register with reception.',
    history:
      'City Road was opened in 1761 as an extension of the New Road, a bypass that let drovers and traffic reach the City without passing through the West End, and the fields beside it slowly filled with houses and workshops. Northampton Square was laid out on the Northampton estate early in the nineteenth century, and the streets around it became a centre of clock and watchmaking. The Northampton Institute opened on the square in 1896 and grew into City University, whose buildings now line much of it. Bombing in the Second World War destroyed much of the crowded Victorian housing, and Finsbury borough council, followed by Islington after 1965, rebuilt it as estates of flats. Around the Old Street roundabout, where a cluster of technology firms settled from the late 2000s, older offices and workshops have since been replaced by tall residential and office towers.',
  },
  {
    code: 'SW1A',
    housing:
      "SW1A is mostly palaces, government departments, gentlemen's clubs and offices, with few ordinary homes. Residential flats are found in period buildings such as Whitehall Court and on St James's Place and Arlington Street, many of them listed. Locksmith work here covers office entrances, club and institutional doors, and flat doors behind porters' desks, where any replacement lock on a listed door should suit its joinery.",
    landmarks: ['Buckingham Palace', 'Whitehall', 'Horse Guards Parade', 'The Mall', "St James's Street", 'Green Park'],
    stations: [
      'Westminster (Circle, District, Jubilee)',
      'Green Park (Jubilee, Piccadilly, Victoria)',
      'Charing Cross (Bakerloo, Northern, Southeastern)',
    ],
    access:
      'Security around Parliament, Downing Street and the royal palaces brings barriers, police checks and sudden road closures, and ceremonies can shut Whitehall and The Mall. The Mall is also closed to traffic on Sundays and bank holidays, and Westminster runs the pay-by-phone bays on nearby streets.',
    history:
      "SW1A grew around royal palaces rather than streets of houses. Henry VIII made Whitehall his main London palace and built St James's Palace in the 1530s; when most of Whitehall burned in 1698, government offices gradually took its place, and Inigo Jones's Banqueting House of 1622 survived. Sir George Downing built the houses of Downing Street in the 1680s, and Horse Guards was rebuilt in the 1750s. George III bought Buckingham House in 1761, John Nash began turning it into a palace for George IV, and Queen Victoria was the first monarch to live there. After the fire of 1834 the Palace of Westminster was rebuilt to designs by Charles Barry and Augustus Pugin, and George Gilbert Scott's Foreign Office followed in the 1860s. Aston Webb remade The Mall as a ceremonial route early in the twentieth century, with Admiralty Arch finished in 1912.",
  },
  {
    code: 'SW1E',
    housing:
      'Around Victoria Street, SW1E is mainly offices and shops, along with the Victoria Palace Theatre. Its residents live in new-build apartment blocks close to Victoria station and in period houses and flats on quieter streets such as Catherine Place. Those newer buildings are staffed by a concierge, with fob-operated doors and flat doors on multipoint locks or high-security cylinders, while the older houses usually pair a nightlatch with a mortice deadlock on a timber door. Office lobbies along Victoria Street mostly run electronic access control.',
    landmarks: ['Victoria Street', 'Cardinal Place', 'Victoria Palace Theatre', 'Wellington Barracks', 'Buckingham Gate', 'Stag Place'],
    stations: ['Victoria (Victoria, Circle, District, Southern, Southeastern, Gatwick Express)', "St. James's Park (Circle, District)"],
    access:
      'Victoria Street and the roads around the station are crowded with buses and taxis, and roadworks are frequent. Westminster runs pay-by-phone parking on the side streets, and residential blocks expect a contractor to check in with the concierge before going up to a flat.',
    history:
      "Victoria Street was driven through in the 1840s and 1850s as a new route from Westminster Abbey towards Pimlico, clearing poor and overcrowded courts on the way. The railway companies opened Victoria station in 1860 and 1862, and the street filled with tall Victorian blocks of offices, hotels and flats. Wellington Barracks, completed in 1833 for the Foot Guards, has kept its place beside St James's Park throughout. Much of the Victorian building around Victoria Street was replaced by office slabs after the Second World War, among them the Stag Place scheme of the early 1960s, whose tower, Portland House, stands on the site of Watney's Stag Brewery. Since the early 2000s many of those post-war blocks have in turn been rebuilt, and the Nova scheme brought flats back above the shops and offices.",
  },
  {
    code: 'SW1H',
    housing:
      "St James's Park is an office quarter of government departments and headquarters buildings along Petty France, Broadway and Tothill Street. Queen Anne's Gate is the exception: a street of early 18th-century houses with carved door canopies, listed and now largely offices, where any lock fitted should respect the original timber. Homes are mostly flats, including new apartment buildings on the former New Scotland Yard site on Broadway, reached through staffed lobbies.",
    landmarks: ["Queen Anne's Gate", '55 Broadway', 'Petty France', 'Methodist Central Hall', 'Blewcoat School', 'Birdcage Walk'],
    stations: ["St. James's Park (Circle, District)"],
    access:
      'Government buildings bring security staff, bollards and the occasional police cordon, and Broadway and Petty France are busy with office workers on weekdays. Kerbside bays are scarce, and most buildings, including the new residential blocks, route contractors through a reception or concierge desk first.',
  },
  {
    code: 'SW1Y',
    housing:
      "St James's is a district of shops, galleries, clubs and offices, much of it owned by the Crown Estate. Jermyn Street's shirtmakers and the arcades have shopfronts below with offices or flats above, entered by separate street doors. St James's Square and Pall Mall are lined with listed buildings used by clubs, institutions and companies, and Nash's stucco terraces on Carlton House Terrace hold learned societies. Period doors here usually need traditional mortice locks alongside modern access control.",
    landmarks: ["St James's Square", 'Jermyn Street', 'Pall Mall', 'Carlton House Terrace', 'Theatre Royal Haymarket', 'Duke of York Column'],
    stations: ['Piccadilly Circus (Bakerloo, Piccadilly)', 'Charing Cross (Bakerloo, Northern, Southeastern)'],
    access:
      "Haymarket and Pall Mall carry heavy one-way traffic, and theatre audiences crowd the Haymarket in the evenings. Parking means Westminster's pay-by-phone bays, which are few. Clubs and institutions generally have porters or reception staff who need notice of a visit before work starts.",
    history:
      "St James's was fields beside the royal palace until Charles II granted land to Henry Jermyn, Earl of St Albans, who from the 1660s laid out St James's Square, Jermyn Street and the streets around them. The square was built for aristocratic households, while Jermyn Street soon filled with shops and lodgings. Pall Mall takes its name from paille-maille, a game once played along it, and in the nineteenth century it became the street of gentlemen's clubs, with the Athenaeum, the Travellers Club and the Reform Club built there between 1830 and 1841. After Carlton House was pulled down in the 1820s, John Nash built Carlton House Terrace on part of its grounds. In 1845 the London Library moved to St James's Square, where it still is. Most of what stands now was rebuilt between the eighteenth and twentieth centuries, and its entrance doors are mostly period doors shared by several occupiers rather than doors to single homes.",
  },
  {
    code: 'W1B',
    housing:
      'Regent Street is a long run of listed stone buildings owned by the Crown Estate, with flagship shops at street level, offices above and some flats on the upper floors. North of Oxford Circus, Portland Place mixes embassies and institutions with flats in mansion blocks. Retail work means glazed shop doors, roller shutters and staff entrances at the back, and the flats are reached through shared street doors with entryphones or past a porter.',
    landmarks: ['Regent Street', 'Oxford Circus', 'All Souls Church, Langham Place', 'Portland Place', 'Heddon Street'],
    stations: ['Oxford Circus (Bakerloo, Central, Victoria)', 'Piccadilly Circus (Bakerloo, Piccadilly)'],
    access:
      "Regent Street is a main bus route, crowded with shoppers all day and sometimes closed to traffic for events. Deliveries and contractors' vans generally use the mews and side streets behind the shops, under Westminster's loading rules, and pay-by-phone bays are the only parking.",
    history:
      "Regent Street was planned by John Nash under an Act of Parliament of 1813 as a new route from the Prince Regent's Carlton House to Regent's Park, and built over the following decade. It cut through existing property, separating the older streets of Soho to the east from Mayfair to the west, and the Quadrant gave it its curve towards Piccadilly. Nash also designed All Souls, Langham Place, consecrated in 1824, to close the view where the street bends towards Portland Place. Portland Place itself was older, laid out by Robert and James Adam in the 1770s and built wide because Lord Foley insisted that the view north from Foley House stay open. Nash's stucco buildings proved too small for the shops that wanted them, and between the 1890s and 1927 almost the whole street was rebuilt in stone. The Langham Hotel opened at the top of Regent Street in 1865, and in 1924 Liberty built its timber-framed store just off the street.",
  },
  {
    code: 'W1C',
    housing:
      'W1C is the western stretch of Oxford Street, lined with department stores and large shops, with offices and stockrooms above them. Stratford Place, a cul-de-sac of 18th-century buildings, leads off its north side. Homes are scarce, mainly flats on upper floors and in the side streets. We work on the glazed shopfront doors, roller shutters, fire exit hardware and master-keyed staff areas of the retail premises here, while the flats share street doors with entryphones.',
    landmarks: ['Oxford Street', 'Stratford Place', 'Oxford Circus', 'Marble Arch'],
    stations: ['Bond Street (Central, Jubilee, Elizabeth line)', 'Marble Arch (Central)', 'Oxford Circus (Bakerloo, Central, Victoria)'],
    access:
      'During the day much of Oxford Street is limited to buses, taxis and cycles, so vans have to load in the side streets under Westminster rules. Pavements are packed, and the big stores usually bring contractors in through a security or goods-in entrance.',
    history:
      "Oxford Street follows the line of an old road west out of London, once called the Tyburn Road after the village and gallows near today's Marble Arch, where public executions took place until 1783. In the 18th century the great landowners laid out streets and squares on either side, the Portman and Harley families to the north and the Grosvenors to the south, and by the end of the century Oxford Street was a shopping street of houses with shops on their ground floors. Stratford Place was built in the 1770s by Edward Stratford on land owned by the City of London, where the Lord Mayor's banqueting house had stood. From the later 19th century the houses gave way to larger shops and department stores: John Lewis began as a draper's shop on Oxford Street in 1864, and Selfridges opened in 1909.",
  },
  {
    code: 'W1S',
    housing:
      'Hanover Square and the streets around it are Georgian and later buildings used as offices, tailors, galleries and luxury shops, with few homes beyond some flats on upper floors. Savile Row tailoring houses and the Cork Street galleries hold valuable stock, so high-security cylinders, shutters and alarmed doors are common. Much of the district is in the Mayfair conservation area, and on listed frontages a lock change should leave the period door and its ironmongery looking as it did.',
    landmarks: ['Hanover Square', 'Savile Row', 'New Bond Street', 'Conduit Street', 'Cork Street', "St George's, Hanover Square"],
    stations: [
      'Oxford Circus (Bakerloo, Central, Victoria)',
      'Bond Street (Central, Jubilee, Elizabeth line)',
      'Green Park (Jubilee, Piccadilly, Victoria)',
    ],
    access:
      "Kerbside space is limited to Westminster's pay-by-phone and loading bays, and New Bond Street is thick with shoppers. The Elizabeth line entrance on Hanover Square brings heavy foot traffic, and shops and galleries usually want a visit booked around opening hours.",
    history:
      "Hanover Square was laid out soon after 1714 by Richard Lumley, Earl of Scarbrough, and named in honour of George I, the first Hanoverian king. St George's church followed in the 1720s, built by John James under the act for fifty new churches in London. To the south the Earl of Burlington developed the grounds of Burlington House in the early eighteenth century, naming Savile Row after his wife, Lady Dorothy Savile, and Cork Street after his Irish earldom. New Bond Street was built in the 1720s as a continuation of Old Bond Street. The houses were built for aristocratic families, but through the nineteenth century most of them turned into shops, tailors' workrooms and offices, and Henry Poole gave his tailoring business an entrance on Savile Row in 1846.",
  },
  {
    code: 'W1W',
    housing:
      'W1W covers western Fitzrovia, where period buildings on Great Portland Street and Great Titchfield Street once housed much of the wholesale clothing trade and now hold offices, studios and shops, with flats on the floors above. A few purpose-built blocks of flats stand among them. Flats over shops open from narrow street doors between shopfronts, typically with a nightlatch and entryphone, while the blocks are reached through a shared lobby door, with a fire door to each flat.',
    landmarks: [
      'Great Portland Street',
      'Great Titchfield Street',
      'All Saints, Margaret Street',
      'Riding House Street',
      'Langham Street',
      'Fitzrovia',
    ],
    stations: ['Great Portland Street (Circle, Hammersmith & City, Metropolitan)', 'Oxford Circus (Bakerloo, Central, Victoria)'],
    access:
      "Westminster runs the parking bays across most of W1W, and free spaces near a door are rare. Great Portland Street is a busy through route, Great Titchfield Street's cafés and deliveries leave little room to stop, and all of it lies within the Congestion Charge zone.",
    history:
      "The streets of western Fitzrovia were laid out in the later eighteenth century on the Marylebone estate that had passed by marriage to the Dukes of Portland, and Great Portland Street and Great Titchfield Street are named after the family's titles. The New Road, built in the 1750s along the line of today's Marylebone Road and Euston Road, ran along the northern edge, and terraced houses filled the grid to its south. William Butterfield's All Saints church on Margaret Street was built in the 1850s on a narrow site among them. The Metropolitan Railway opened a station on the New Road in 1863, called Portland Road until it was renamed Great Portland Street in 1917. The name Fitzrovia came into use only in the twentieth century.",
  },
  {
    code: 'WC1A',
    housing:
      'WC1A is mainly offices, with a few homes around St Giles Circus and Bloomsbury Square. Centre Point, the 1960s tower beside St Giles Circus, has been converted into apartments with a concierge and electronic access, and there are flats above shops on New Oxford Street and Museum Street. The Georgian houses of Bloomsbury Square are largely offices now, with listed panelled doors that suit a mortice lock and period furniture rather than modern hardware.',
    landmarks: ['Centre Point', 'St Giles Circus', 'Bloomsbury Square', "St George's, Bloomsbury", 'Museum Street', 'Sicilian Avenue'],
    stations: ['Tottenham Court Road (Central, Northern, Elizabeth line)', 'Holborn (Central, Piccadilly)'],
    access:
      'Camden controls parking, and New Oxford Street and the roads around St Giles Circus carry heavy bus traffic. Stopping near a door is hard, and in the tall blocks a contractor is usually signed in at the front desk before going up.',
  },
  {
    code: 'WC1E',
    housing:
      'Gower Street is university territory: University College London, Senate House, Birkbeck and the London School of Hygiene & Tropical Medicine occupy much of the district. Homes are flats in the Georgian terraces of Gower Street, some of which are still small hotels, and in mansion blocks such as Ridgmount Gardens. University buildings use card access and master-keyed suites, mansion blocks have communal front doors, and listed Georgian doors suit traditional mortice locks.',
    landmarks: ['University College London', 'Senate House', 'Gower Street', 'Malet Street', 'Store Street', 'Torrington Place'],
    stations: ['Goodge Street (Northern)', 'Euston Square (Circle, Hammersmith & City, Metropolitan)'],
    access:
      'Camden runs the parking bays, and Gower Street is a busy main road. University buildings have estates and security teams who control who comes in, much of the district lies in the Bloomsbury Conservation Area, and all of it is inside the Congestion Charge zone.',
  },
  {
    code: 'WC1R',
    housing:
      "Gray's Inn, one of the Inns of Court, fills the east of the district with barristers' chambers and some residential sets around its squares and gardens. To the west, Bedford Row is a Georgian street of solicitors' offices and chambers, and Red Lion Square has offices and flats around a small garden. Chambers and offices often have heavy timber doors on old mortice locks, listed fabric that should not be harmed, and modern access control layered on top.",
    landmarks: ["Gray's Inn", "Gray's Inn Walks", 'Red Lion Square', 'Bedford Row', 'Conway Hall', 'Theobalds Road'],
    stations: ['Holborn (Central, Piccadilly)', 'Chancery Lane (Central)'],
    access:
      "Gray's Inn is private, with porters at its gates, so any job inside its walls starts with the porters or a set's clerk. Theobalds Road is a busy bus route, and Camden runs pay-by-phone and residents' bays on the side streets.",
  },
  {
    code: 'WC1V',
    housing:
      'WC1V is offices, hotels and shops along High Holborn, with flats above shops and in converted buildings on the side streets. Staple Inn, the timber-framed Elizabethan frontage on High Holborn, is listed, with shops at street level. For businesses we work on office entrances with access control, shop doors, roller shutters and fire-rated doors inside shared buildings; for the flats, we work on the street door and nightlatch.',
    landmarks: ['High Holborn', 'Staple Inn', 'Great Turnstile'],
    stations: ['Holborn (Central, Piccadilly)', 'Chancery Lane (Central)'],
    access:
      "High Holborn is heavy with buses and delivery traffic, and Camden controls parking on the side streets. The Turnstile passages through to Lincoln's Inn Fields are for pedestrians only, so some doors can only be reached by walking in from High Holborn or the Fields.",
  },
  {
    code: 'WC1X',
    housing:
      "Homes make up much of WC1X away from the main roads. The Lloyd Baker Estate, on the slope above King's Cross Road, is early 19th-century terraces and paired houses, listed, with panelled timber doors that take a mortice lock and nightlatch. There are also council estates, among them Lubetkin's listed Bevin Court, older terraces split into flats, and new-build flats with fob entry. Estate flats have fire-rated doors behind communal entrances.",
    landmarks: [
      'Lloyd Baker Street',
      'Percy Circus',
      'The Postal Museum and Mail Rail',
      'Calthorpe Project community garden',
      "Gray's Inn Road",
      "King's Cross Road",
    ],
    stations: ["King's Cross St. Pancras (Circle, Hammersmith & City, Metropolitan, Northern, Piccadilly, Victoria)"],
    access:
      "Camden and Islington both run controlled parking here, with the borough boundary cutting through the district. Gray's Inn Road and King's Cross Road carry heavy traffic towards King's Cross, and the Lloyd Baker streets climb noticeably from King's Cross Road, which matters when carrying a heavy door or tools.",
    history:
      "Until the early 19th century much of this was open ground sloping down to the River Fleet, with spas and tea gardens such as Bagnigge Wells beside what is now King's Cross Road. The Lloyd Baker family began building on their fields around 1820, to designs by John Booth and his son William Joseph Booth, and other landowners' streets followed; the Fleet now runs in a sewer beneath King's Cross Road. The crossroads at the north end took the name King's Cross from a monument to George IV that stood there from the 1830s until 1845; before that the place was known as Battle Bridge. In 1889 the Post Office opened its Mount Pleasant sorting office on the site of the Coldbath Fields prison, on the district's eastern edge. Bombing in the Second World War damaged the streets around Percy Circus, and Finsbury council built Bevin Court on cleared ground there in the early 1950s.",
  },
  {
    code: 'WC2B',
    housing:
      "Drury Lane and Kingsway run through a district of theatres, offices and Edwardian commercial buildings, with homes in Victorian philanthropic blocks, council and housing association flats off Drury Lane, and flats above shops. Freemasons' Hall and the Aldwych theatres are large listed buildings with stage doors and service entrances. Estate and block flats have communal fob entry and fire-rated doors, and homes over the shops are reached by slim doorways squeezed between shopfronts.",
    landmarks: ['Theatre Royal Drury Lane', "Freemasons' Hall", 'Kingsway', 'Great Queen Street', 'Aldwych', 'Bush House'],
    stations: ['Holborn (Central, Piccadilly)'],
    access:
      'Parking control is split between Camden and Westminster, whose boundary crosses the district. Drury Lane is narrow and busy with theatre deliveries and evening audiences, and Kingsway and the Aldwych carry heavy bus traffic, so the final stretch is often walked.',
  },
  {
    code: 'WC2N',
    housing:
      'Charing Cross has very few homes. The district is the station, Trafalgar Square, hotels, offices and theatres, with a scattering of flats in older buildings around Villiers Street and in the Georgian houses of Craven Street, where Benjamin Franklin lodged. Work is mostly office entrances, hotel and theatre doors, and shopfronts, and the listed Georgian doors of Craven Street and the Adelphi streets need hardware that suits them.',
    landmarks: [
      'Trafalgar Square',
      'St Martin-in-the-Fields',
      'Villiers Street',
      'Victoria Embankment Gardens',
      'London Coliseum',
      'Benjamin Franklin House',
    ],
    stations: ['Charing Cross (Bakerloo, Northern, Southeastern)', 'Embankment (Bakerloo, Circle, District, Northern)'],
    access:
      'Trafalgar Square hosts rallies, events and celebrations that close roads at short notice, and the Strand and Northumberland Avenue are busy with buses and taxis. Villiers Street slopes down to the river and is narrow and crowded, so tools may have to be carried down from the Strand.',
    history:
      "Charing was a hamlet on the road between the City and Westminster, and the cross that gave the district its name was one of those Edward I raised in the 1290s for Queen Eleanor; the copy in front of the station dates from the 1860s. In the 1670s the builder Nicholas Barbon bought York House, the Duke of Buckingham's mansion by the river, and laid out Villiers Street and Buckingham Street in its grounds. The Adam brothers built the Adelphi on the riverbank from 1768, though most of it was demolished in the 1930s. The South Eastern Railway opened Charing Cross station in 1864 on the site of Hungerford Market, and Northumberland House was pulled down in 1874 to make Northumberland Avenue. The Victoria Embankment, finished in 1870, pushed the riverbank out and left the York House watergate standing inland. Most doors here are therefore on buildings of the 1860s to the 1930s put up for railways, hotels and offices rather than homes.",
  },
  {
    code: 'WC2R',
    housing:
      "Along the Strand, WC2R is institutions, hotels, theatres and offices rather than houses: Somerset House, the King's College London campus, and the Adelphi, Savoy and Vaudeville theatres. Homes are few, mostly flats on the upper floors above the Strand's shops. Most locksmith work is on office and campus doors with card access, theatre and hotel back-of-house doors, and shopfronts, many of them in listed buildings.",
    landmarks: ['Somerset House', 'Aldwych', 'St Mary le Strand', 'St Clement Danes', 'Savoy Chapel', 'Waterloo Bridge'],
    stations: ['Temple (Circle, District)'],
    access:
      'The stretch of the Strand beside St Mary le Strand has been closed to traffic and turned into a pedestrian space, so vehicles go round the Aldwych. Westminster runs the pay-by-phone bays, and Somerset House and the university campus handle contractors through their own security desks.',
    history:
      "In the Middle Ages the Strand was the road along the riverbank between the City and Westminster, lined with the great houses of bishops and nobles whose gardens ran down to the Thames. John of Gaunt's Savoy Palace was burned in the Peasants' Revolt of 1381, and Henry VII left money for a hospital on its site, whose chapel survives. Somerset House began as the Protector Somerset's palace in the 1540s and was rebuilt from 1776 to designs by Sir William Chambers as government offices, and King's College London, founded in 1829, was built on the land to the east. The Victoria Embankment, finished in 1870, pushed the river back from the old water gates. Richard D'Oyly Carte opened the Savoy Theatre in 1881 and the Savoy Hotel beside it in 1889, and at the eastern end the London County Council cleared old courts and lanes to build Aldwych, opened in 1905.",
  },
];
