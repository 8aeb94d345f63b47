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
    code: "E1",
    housing:
      "E1 mixes some of London's oldest houses with its newest towers. The early Georgian weavers' houses of Spitalfields, on Fournier Street, Princelet Street and Elder Street, keep panelled timber front doors that suit a traditional mortice lock and nightlatch rather than a modern cylinder. Further east, Whitechapel and Stepney are mostly council estates, older tenement blocks and Victorian terraces split into flats, while Aldgate and Commercial Road have new-build blocks with fob entry and flat doors on multipoint locks.",
    landmarks: ["Brick Lane", "Old Spitalfields Market", "Christ Church Spitalfields", "Whitechapel Market", "The Royal London Hospital", "Stepney Green"],
    stations: [
      "Whitechapel (District, Hammersmith & City, Elizabeth line, Overground)",
      "Aldgate East (District, Hammersmith & City)",
      "Stepney Green (District, Hammersmith & City)",
      "Shoreditch High Street (Overground)",
      "Shadwell (Overground, DLR)",
    ],
    access:
      "Tower Hamlets runs controlled parking across the district, and Brick Lane and Whitechapel Road are crowded with market stalls and loading restrictions. The Spitalfields streets are a conservation area, so replacement hardware on listed doors should match the original.",
  },
  {
    code: "E1W",
    housing:
      "Wapping is largely converted Victorian warehouses along Wapping High Street and the old docks, with 1980s Docklands houses and flats around the basins and council blocks set back from the river. Warehouse flats usually open off a shared entrance with an entryphone or fob, and the flat doors themselves are heavy fire-rated doors whose self-closers and seals have to survive any lock change. The newer London Dock development on the old newspaper site adds concierge blocks with electronic access.",
    landmarks: ["St Katharine Docks", "Wapping High Street", "Tobacco Dock", "Shadwell Basin", "The Prospect of Whitby", "The Highway"],
    stations: ["Wapping (Overground)", "Shadwell (Overground, DLR)", "Tower Gateway (DLR)", "Tower Hill (District, Circle)"],
    access:
      "Wapping High Street is narrow and partly cobbled, with little kerbside space between the warehouse blocks. Many riverside developments are gated with a concierge or porter, so access to a flat door usually has to be arranged with the building first.",
  },
  {
    code: "E2",
    housing:
      "Bethnal Green is a district of council estates and Victorian terraces. The Boundary Estate around Arnold Circus, one of the first council estates in London, has red-brick blocks with communal stairs, and there are large post-war estates off Hackney Road and Cambridge Heath Road. The surviving terraces, many split into flats, have timber front doors typically secured by a nightlatch and a mortice lock, and Haggerston has a growing number of new-build blocks with multipoint-locked flat doors.",
    landmarks: ["Columbia Road Flower Market", "Arnold Circus and the Boundary Estate", "Young V&A", "Bethnal Green Road", "Regent's Canal", "Hackney Road"],
    stations: [
      "Bethnal Green (Central)",
      "Bethnal Green (Overground)",
      "Cambridge Heath (Overground)",
      "Hoxton (Overground)",
      "Haggerston (Overground)",
    ],
    access:
      "The district sits in Tower Hamlets and Hackney, each with its own controlled parking zones and permit rules. Columbia Road fills with the flower market every Sunday, so vans cannot get along it until the stalls clear.",
  },
  {
    code: "E3",
    housing:
      "Bow has Victorian terraces around Roman Road and Old Ford, the late Georgian houses of Tredegar Square, and a great many council flats and post-war estates. Bow Quarter, the converted Bryant & May match factory on Fairfield Road, is a gated complex of flats with a gatehouse, and new-build blocks line the canal and the River Lea. Terraced houses here usually mean a timber door with a mortice lock and nightlatch; the estate and new-build flats have fire-rated doors and fob-controlled entrances.",
    landmarks: ["Roman Road Market", "Tredegar Square", "Mile End Park", "Bow Quarter", "Three Mills", "Victoria Park"],
    stations: [
      "Mile End (Central, District, Hammersmith & City)",
      "Bow Road (District, Hammersmith & City)",
      "Bow Church (DLR)",
      "Bromley-by-Bow (District, Hammersmith & City)",
      "Devons Road (DLR)",
    ],
    access:
      "The A12 Blackwall Tunnel Approach cuts Bow in two, so the drive between Old Ford and Bromley-by-Bow can be longer than it looks. Tredegar Square is a conservation area, and gated developments such as Bow Quarter expect contractors to report to the gatehouse.",
  },
  {
    code: "E5",
    housing:
      "Clapton is mostly Victorian terraces, many converted into upper and lower flats, with Georgian houses around Clapton Square and council estates along the Lea Bridge Road and Upper Clapton. Period front doors are usually timber with a nightlatch and a mortice lock, while the estate blocks have communal entry doors and fire-rated flat doors.",
    landmarks: ["Clapton Pond", "Clapton Square", "Chatsworth Road", "Millfields Park", "Springfield Park", "Lea Bridge Road"],
    stations: ["Clapton (Overground)", "Hackney Downs (Overground)"],
    access:
      "Hackney's controlled parking zones cover most residential streets, and traffic filters close some roads to through traffic. Clapton's streets near the River Lea end at the marshes, so the approach is usually along Lea Bridge Road or Lower Clapton Road.",
  },
  {
    code: "E8",
    housing:
      "E8 is Victorian terraces around London Fields, Hackney Downs and Dalston, many divided into flats with a shared front door and separate flat doors inside. Alongside them are large council estates, some rebuilt as mixed new housing, and new-build blocks near Dalston Junction and along Kingsland Road. Terraced houses usually have timber doors with a nightlatch and mortice lock, while the new blocks have fob entry and multipoint-locked flat doors.",
    landmarks: ["Broadway Market", "London Fields", "Ridley Road Market", "Mare Street", "Hackney Empire", "Hackney Downs"],
    stations: [
      "Hackney Central (Overground)",
      "Hackney Downs (Overground)",
      "London Fields (Overground)",
      "Dalston Junction (Overground)",
      "Dalston Kingsland (Overground)",
      "Haggerston (Overground)",
    ],
    access:
      "Hackney has closed many residential streets to through traffic with planters and camera filters, including around London Fields, so a van often has to go the long way round. Parking is controlled across the district, and Broadway Market fills on Saturdays.",
  },
  {
    code: "E9",
    housing:
      "Around Victoria Park and Lauriston Road, E9 is Victorian terraces and villas with timber front doors, often with original stained glass panels beside the lock. Homerton and South Hackney have more council estates, and Hackney Wick has former factories and warehouses turned into studios, live-work units and new flats. Industrial conversions often have steel or heavy timber doors, roller shutters and commercial locks.",
    landmarks: ["Victoria Park", "Lauriston Road", "Well Street", "Homerton High Street", "Hackney Wick canalside", "Homerton University Hospital"],
    stations: ["Homerton (Overground)", "Hackney Wick (Overground)", "Hackney Central (Overground)"],
    access:
      "Controlled parking covers most of the district, and Hackney Wick's streets are narrow and often blocked by building work. Hackney Wick's converted buildings are often reached through yards and shared gates, so it helps to have the unit number and any entry code to hand.",
  },
  {
    code: "E10",
    housing:
      "Leyton is mainly Victorian and Edwardian terraces, many of them converted into flats, with council estates and newer blocks along the High Road and Lea Bridge Road. Terraced houses typically have timber or replacement uPVC front doors, so the job might be a mortice lock and nightlatch or a multipoint mechanism and euro cylinder. Newer blocks near Lea Bridge station and along Lea Bridge Road have fob entry and fire-rated flat doors.",
    landmarks: ["Leyton High Road", "Francis Road", "Brisbane Road, home of Leyton Orient", "Lea Bridge Road", "Leyton Marshes"],
    stations: ["Leyton (Central)", "Leyton Midland Road (Overground)", "Lea Bridge (Greater Anglia)"],
    access:
      "Waltham Forest runs controlled parking in the streets near the stations. Some residential streets have been filtered to through traffic, so routes in can be indirect.",
  },
  {
    code: "E11",
    housing:
      "Leytonstone is rows of Victorian and Edwardian terraces, many split into flats, while Wanstead and Snaresbrook have larger Edwardian and interwar houses, detached and semi-detached, close to the forest. That means a mix of timber doors with mortice locks and nightlatches, and replacement uPVC and composite doors on multipoint locks with euro cylinders. Council estates and newer blocks of flats cluster near Leytonstone station and along the High Road.",
    landmarks: ["Wanstead High Street", "Wanstead Flats", "Wanstead Park", "Hollow Ponds", "Snaresbrook Crown Court", "Leytonstone High Road"],
    stations: ["Leytonstone (Central)", "Wanstead (Central)", "Snaresbrook (Central)", "Leytonstone High Road (Overground)"],
    access:
      "The A12 runs through Leytonstone in a cutting, and crossing points are limited. Parking near Leytonstone and Wanstead stations is controlled, but residential streets further out are easier.",
  },
  {
    code: "E14",
    housing:
      "E14 is mostly flats. Canary Wharf and the Isle of Dogs have high-rise residential towers with concierge desks, fob-controlled lifts and fire-rated flat doors, alongside 1980s Docklands houses and low-rise estates. Poplar has large post-war council estates including the Lansbury Estate and Balfron Tower, and Limehouse has converted warehouses on Narrow Street and around Limehouse Basin.",
    landmarks: ["Canada Square", "Limehouse Basin", "Mudchute Park and Farm", "Island Gardens", "Chrisp Street Market", "Museum of London Docklands"],
    stations: [
      "Canary Wharf (Jubilee, Elizabeth line, DLR)",
      "Heron Quays (DLR)",
      "Crossharbour (DLR)",
      "Island Gardens (DLR)",
      "Limehouse (DLR, c2c)",
      "All Saints (DLR)",
    ],
    access:
      "The Canary Wharf estate is privately managed, and most residential towers need contractors to sign in with the concierge or building management before they go up. Parking is usually in the building's underground car park by arrangement, or in short-stay bays.",
  },
  {
    code: "E15",
    housing:
      "Stratford mixes Victorian terraces in Maryland and towards Forest Gate with council estates such as the Carpenters Estate and a wall of new residential towers along Stratford High Street. Terraced houses here often have replacement uPVC doors with multipoint locks, while the towers have fob entry, concierge desks and fire-rated flat doors.",
    landmarks: ["Stratford Broadway", "Stratford Centre", "Theatre Royal Stratford East", "Abbey Mills Pumping Station", "Stratford High Street", "Carpenters Estate"],
    stations: [
      "Stratford (Central, Jubilee, Elizabeth line, DLR, Overground, Greater Anglia)",
      "Maryland (Elizabeth line)",
      "West Ham (District, Hammersmith & City, Jubilee, DLR, c2c)",
      "Stratford High Street (DLR)",
      "Pudding Mill Lane (DLR)",
    ],
    access:
      "Roads around the Broadway and the station are busy bus routes with little stopping space, and Newham controls parking near the stations. Tower blocks on Stratford High Street usually ask contractors to sign in at the front desk.",
  },
  {
    code: "E16",
    housing:
      "Much of E16 is new: apartment towers around Royal Victoria Dock, Royal Wharf in Silvertown and the Canning Town regeneration, nearly all with fob entry, concierge or management offices, and fire-rated flat doors with multipoint locks. Older Victorian and interwar terraces survive in Custom House and North Woolwich, and Britannia Village by the dock dates from the 1990s.",
    landmarks: ["ExCeL London", "Royal Victoria Dock", "Thames Barrier Park", "London City Airport", "Tate & Lyle's Thames Refinery", "Royal Albert Dock"],
    stations: [
      "Canning Town (Jubilee, DLR)",
      "Custom House (Elizabeth line, DLR)",
      "Royal Victoria (DLR)",
      "Pontoon Dock (DLR)",
      "London City Airport (DLR)",
      "King George V (DLR)",
    ],
    access:
      "Big exhibitions at ExCeL fill the roads and car parks around Royal Victoria Dock, and the docks themselves leave few crossing points between Canning Town, Custom House and Silvertown. Most new blocks expect contractors to check in with building management.",
  },
  {
    code: "E17",
    housing:
      "Walthamstow is terraces: Victorian and Edwardian streets, with many Warner-built 'flats' where each upstairs and downstairs home has its own front door side by side. Walthamstow Village keeps older cottages and almshouses in a conservation area. The doors are a mix of original timber with mortice locks and nightlatches, and replacement uPVC and composite doors on multipoint locks.",
    landmarks: ["Walthamstow Market on the High Street", "Walthamstow Village and Orford Road", "William Morris Gallery and Lloyd Park", "Vestry House Museum", "God's Own Junkyard"],
    stations: [
      "Walthamstow Central (Victoria, Overground)",
      "Blackhorse Road (Victoria, Overground)",
      "Walthamstow Queen's Road (Overground)",
      "Wood Street (Overground)",
      "St James Street (Overground)",
    ],
    access:
      "Waltham Forest has closed many residential streets to through traffic with planters and camera-enforced filters, particularly around Walthamstow Village, so the route to a door can be indirect. Controlled parking covers the streets around the stations and the market.",
  },
  {
    code: "E20",
    housing:
      "E20 is almost entirely new. East Village, the former athletes' village, and newer neighbourhoods such as Chobham Manor are blocks of rented and owned flats and townhouses with fob entry, managed lobbies and fire-rated flat doors on multipoint locks. Lock work in a managed block usually needs the building manager's agreement, because the entrance and often the flat door form part of the building's fire strategy.",
    landmarks: ["Queen Elizabeth Olympic Park", "Westfield Stratford City", "London Stadium", "London Aquatics Centre", "ArcelorMittal Orbit", "Here East"],
    stations: [
      "Stratford (Central, Jubilee, Elizabeth line, DLR, Overground, Greater Anglia)",
      "Stratford International (DLR, Southeastern)",
      "Hackney Wick (Overground)",
    ],
    access:
      "Match and concert days at the London Stadium bring road closures and crowds around the park. Parking is largely in managed car parks and private bays, so contractors usually arrange a space with the building first.",
  },
  {
    code: "E4",
    housing:
      "Chingford is suburban: Edwardian terraces near Chingford Mount and Highams Park, and streets of interwar semi-detached houses, with larger detached houses towards Epping Forest. Many front doors have been replaced with uPVC or composite doors on multipoint locks with euro cylinders, and original timber doors usually have a mortice lock and nightlatch.",
    landmarks: ["Epping Forest", "Queen Elizabeth's Hunting Lodge", "Pole Hill", "Chingford Mount", "Highams Park lake"],
    stations: ["Chingford (Overground)", "Highams Park (Overground)"],
    access:
      "Driveways and wider streets make parking easier than in inner east London, though roads near Chingford station are controlled. The level crossing beside Highams Park station closes often and can hold up the drive across the district. The forest edge means some houses are reached by long, quiet roads with few through routes.",
  },
];
