import type { Area } from '../shared/types.ts';

/**
 * Known sub-areas per city slug, served at /{city}/{area}. London's postal districts are in london-districts.ts.
 *
 * Slugs and their order are the known areas the product was first described with (docs/product.md §2
 * serves each at /{city}/{area}). Added to them:
 * the dedicated suburb pages that the list lacks (Birmingham: harborne, moseley; Manchester:
 * fallowfield; Leeds: horsforth), so they appear in area lists, and for Sheffield, whose page shows
 * 12 sub-areas with Manor Park pointing to its own page, manor-park plus six real districts.
 * Postcodes are the postcode districts that mainly cover each area; neighbours name only areas of
 * the same list that border it or are the nearest on the main roads. A name that could be
 * anywhere ('City Centre', 'Old Town', 'West End') carries its city, so a heading that shows it
 * alone still says where it is (docs/decisions/029). A place has one page (docs/decisions/047):
 * Salford is the city page /salford, not an area of Manchester, and Moseley is its suburb page,
 * not also half of a 'Moseley & Kings Heath' area.
 */
export const cityAreas: Record<string, readonly Area[]> = {
  birmingham: [
    {
      slug: 'city-centre',
      name: 'Birmingham City Centre',
      postcodes: ['B1', 'B2', 'B3', 'B4', 'B5'],
      description:
        "Inside the ring road, Birmingham's centre mixes offices around Colmore Row with shops on New Street and the Bullring, and a fast-growing stock of flats along the canals at Brindleyplace and in the Jewellery Quarter. For businesses we work on shop shutters, office access control and panic hardware, and in apartment blocks, where a fob opens the lobby but a cylinder guards the flat, we open flat doors after a lockout.",
      neighbours: ['edgbaston', 'harborne', 'moseley'],
    },
    {
      slug: 'edgbaston',
      name: 'Edgbaston',
      postcodes: ['B15', 'B16'],
      description:
        'The Calthorpe Estate kept factories out of Edgbaston, so its tree-lined roads still hold large Regency and Victorian villas, many now offices or split into flats. The University of Birmingham, the Queen Elizabeth Hospital and the Botanical Gardens bring students and NHS staff, and the cricket ground sits on its south-eastern edge. We fit BS 3621 mortice locks for insurers, and gate locks and access systems for converted houses.',
      neighbours: ['city-centre', 'harborne', 'moseley'],
    },
    {
      slug: 'solihull',
      name: 'Solihull',
      postcodes: ['B90', 'B91', 'B92'],
      description:
        'Solihull is a separate metropolitan borough to the south-east, with its town centre around Touchwood and the High Street, Shirley along the Stratford Road and Olton near the Jaguar Land Rover works. Housing is mostly inter-war semis and post-war detached homes with uPVC or composite doors, so we fit a lot of anti-snap cylinders, garage locks and replacement multipoint gearboxes.',
      neighbours: ['moseley', 'city-centre'],
    },
    {
      slug: 'sutton-coldfield',
      name: 'Sutton Coldfield',
      postcodes: ['B72', 'B73', 'B74', 'B75', 'B76'],
      description:
        'The Royal Town of Sutton Coldfield became part of Birmingham in 1974 but keeps its own character around Sutton Park, one of the largest urban parks in Europe. Four Oaks and Little Aston have big detached houses behind electric gates, while Boldmere and Walmley are mostly semis and newer estates. We carry out security upgrades and fit gate and garage locks, and window locks for insurance.',
      more: "John Vesey, a son of the town who rose to be Bishop of Exeter, secured the charter of 1528 from Henry VIII that made Sutton a corporation and let its inhabitants use the park. He founded the grammar school that still carries his name and lies buried in Holy Trinity, the town's medieval parish church. He also had stone cottages built for the poor, and a handful survive. The town stayed small until a railway from Birmingham arrived in 1862; it was carried on to Lichfield in 1884, and the same route now serves Four Oaks and Butlers Lane. Four Oaks Hall stood in its own deer park north of the town, part of which was used as a racecourse in the 1880s. The hall was pulled down in 1898, and roughly two hundred large houses went up on the estate roads between the mid-1890s and the First World War. Icknield Street, the Roman road, crosses Sutton Park, which is a National Nature Reserve, while New Hall at Walmley, a moated manor house, is now a hotel. On the deep plots of Four Oaks the rear of a house is hidden from the road, which makes French windows, back doors and the door from an integral garage the openings to strengthen first.",
      neighbours: ['city-centre', 'solihull'],
    },
    {
      slug: 'harborne',
      name: 'Harborne',
      postcodes: ['B17'],
      description:
        'Harborne grew from a village into a Victorian suburb, and its High Street of bars and restaurants is still the centre of local life, with Queens Park and the Harborne Walkway, a former railway line, close by. Terraces and Edwardian semis house families, hospital staff and postgraduate tenants. Here we change locks between tenancies, fit sash window locks and repair uPVC doors.',
      neighbours: ['edgbaston', 'city-centre'],
    },
    {
      slug: 'moseley',
      name: 'Moseley',
      postcodes: ['B13'],
      description:
        "Moseley is known for its village centre at St Mary's Row, the private Moseley Park and Pool, and Moseley Bog, the woodland linked to Tolkien's childhood. Its large Victorian villas are often divided into flats, each with its own door off a shared hall. That layout calls for good flat-door deadlocks, self-closing communal doors and, for period homes, locks that respect original joinery.",
      neighbours: ['edgbaston', 'city-centre', 'solihull'],
    },
  ],

  liverpool: [
    {
      slug: 'city-centre',
      name: 'Liverpool City Centre',
      postcodes: ['L1', 'L2', 'L3'],
      description:
        'From the Pier Head and Royal Albert Dock to Liverpool ONE, Bold Street and the Baltic Triangle, the centre is a mix of shops, bars, offices and apartments in converted warehouses and new towers. Students and young professionals fill the Ropewalks flats. We open apartment doors after a lockout, repair shutters and doors for traders, and change locks when tenants or staff hand back keys.',
      neighbours: ['toxteth', 'anfield', 'west-derby'],
    },
    {
      slug: 'allerton-hunts-cross',
      name: 'Allerton & Hunts Cross',
      postcodes: ['L18', 'L19', 'L25'],
      description:
        "South Liverpool's Allerton and Hunts Cross are settled family suburbs of inter-war semis and larger detached homes around Calderstones Park and Allerton Road. Paul McCartney's childhood home on Forthlin Road is here, and Hunts Cross has a station and retail park. Owners tend to want planned upgrades: anti-snap cylinders, garage and side-gate locks, and window locks that meet their insurer's terms.",
      more: "In 1801 Allerton was a township of farms and a few estates with fewer than two hundred people. From around 1800 Liverpool merchants and shipowners bought land here for country houses: William Roscoe bought Allerton Hall in the 1790s, and Alfred Waterhouse designed Allerton Priory, a Gothic house completed around 1870 for the colliery owner John Grant Morris and now divided into apartments. As the old fortunes shrank in the early 20th century, several estates became public parks. Liverpool Corporation bought the Calderstone estate in 1902, opened Calderstones Park in 1905 and extended it with the Harthill grounds in 1913, while the Clarke family gave Allerton Hall and its land to the city. The Calder Stones are carved sandstone slabs from a Neolithic burial mound. Most of the suburban streets came in the 1920s and 1930s, after the city engineer John Brodie planned wide new roads such as Menlove Avenue and Mather Avenue with tramways along them, and a second wave of building followed in the 1950s and 1960s. The McCartney family's house on Forthlin Road was a council house. Hunts Cross station, opened by the Cheshire Lines Committee in 1874 and now listed, has been the southern end of Merseyrail's electric Northern Line since 1983. Where an old merchant house has been divided into apartments, the shared entrance and its lock matter as much as each flat's own door.",
      neighbours: ['toxteth', 'west-derby'],
    },
    {
      slug: 'anfield',
      name: 'Anfield',
      postcodes: ['L4', 'L6'],
      description:
        "Anfield is best known for Liverpool FC's stadium beside Stanley Park, but most of the district is streets of Victorian terraced houses, many recently refurbished under regeneration schemes along Walton Breck Road. On match days the roads are packed, so we plan around kick-off. We repair uPVC door mechanisms, secure rear yard gates and change locks for landlords after a tenancy ends.",
      more: 'The district grew around a house called Anfield House, and the name is usually traced to Hanging Fields, after the slope of the old pasture. In the middle of the 19th century Liverpool merchants built villas along Anfield Road and in Breckfield, and Holy Trinity Church on Breck Road opened in 1847 to serve them. Terraces followed from the 1860s: Oakfield Road was cut in 1868, by 1890 the area was largely built up, and the remaining gaps were filled by about 1905. Behind Breck Road, Grasmere Street, Rydal Street and their neighbours were named after the Lake District. Edward Kemp laid out both Anfield Cemetery, where burials began in 1863 and whose grounds are registered at Grade II*, and Stanley Park, opened in 1870, where the Victorian glasshouse has been restored as the Isla Gladstone Conservatory, now a café and venue. Everton played at Anfield from 1884 until a dispute with John Houlding, who controlled the ground, took them across the park to Goodison in 1892, and Houlding formed Liverpool FC to play there instead. Kemlyn Road was demolished in the early 1990s to make room for a new stand. Many terraced houses have a small vestibule inside the front door with a second, glazed inner door, and locking that inner door at night puts another barrier behind the street door.',
      neighbours: ['city-centre', 'west-derby', 'crosby'],
    },
    {
      slug: 'crosby',
      name: 'Crosby',
      postcodes: ['L22', 'L23'],
      description:
        "North of the city in Sefton, Crosby runs from Waterloo to Blundellsands, where Victorian and Edwardian villas face Antony Gormley's Another Place figures on the beach. Between them are roads of inter-war semis and the shops of Crosby village. Sea air is hard on locks, and we replace corroded cylinders, free stiff multipoint mechanisms and repair seized garage locks.",
      more: "Crosby grew from two old villages, Great Crosby and Little Crosby; the Catholic Blundell family were lords of the manor of Little Crosby from the Middle Ages, with Crosby Hall as their seat. Waterloo, at the southern end, takes its name from the Royal Waterloo Hotel, which opened on 18 June 1816, the first anniversary of the battle. The railway to Southport opened through Crosby in 1848, and its stations drew commuters from Liverpool. Blundellsands began around 1860, when the first large houses went up on the Blundell land along Burbo Bank Road, and it was laid out as a planned suburb of villas on spacious plots; much of it is now the Blundellsands Park conservation area, and many of the larger houses have been divided into flats. Merchant Taylors' School, founded in 1620, stands in Great Crosby. The hundred cast-iron figures of Another Place were installed in 2005 and allowed to stay permanently in 2007. On the roads nearest the shore, wind-blown sand gets into letter plates, hinges and door furniture as well as locks, and marine-grade stainless fittings last longer there.",
      neighbours: ['anfield', 'city-centre'],
    },
    {
      slug: 'toxteth',
      name: 'Toxteth',
      postcodes: ['L8'],
      description:
        'Toxteth stretches from the edge of the Georgian Quarter to Princes Park, taking in the restored Granby Four Streets, Lodge Lane and the Welsh Streets where Ringo Starr was born. Large Victorian houses on Princes Avenue are mostly flats, while the side streets are terraces let to students and families. We handle flat-door deadlocks, communal entrance doors and plenty of landlord lock changes.',
      more: 'Toxteth Park was a royal hunting ground until the end of the 16th century, when it was given over to farming, and Puritan families settled there; the Ancient Chapel of Toxteth in the Dingle was built for them around 1618. Most of it was covered with streets as Liverpool grew in the 19th century. Princes Park opened in 1842, laid out by Joseph Paxton for Richard Vaughan Yates, who meant the sale of villa plots around its edge to pay for it, and the broad boulevard of Princes Road and Princes Avenue leads towards it. Along that road stand the Princes Road Synagogue of 1874, listed at Grade II*, the Greek Orthodox Church of St Nicholas and the empty shell of the Welsh Presbyterian Church of the 1860s. The Welsh Streets, with names such as Madryn, Powis and Voelas, were put up by Welsh builders in the late 19th century. Most were emptied in the 2000s for a demolition scheme, which the government refused to approve in 2015, and many of the houses have since been refurbished. In the Granby Four Streets, a community land trust took on empty houses, and Assemble, the architects who worked with it, won the Turner Prize in 2015. Behind most terraces runs a back entry, which Liverpudlians call a jigger, with a yard door onto it from every house; a bolt on its own can be slipped or forced, so a lockable yard door is worth having.',
      neighbours: ['city-centre', 'allerton-hunts-cross'],
    },
    {
      slug: 'west-derby',
      name: 'West Derby',
      postcodes: ['L12'],
      description:
        'West Derby keeps a village centre, with its 16th-century courthouse on Almonds Green, and Croxteth Hall and Country Park to the east. Around it are tree-lined roads of inter-war semis and bay-fronted Victorian houses. For homes here we fit composite door locks and garage locks, replace lost keys and check security after a break-in nearby.',
      more: "West Derby Village is a conservation area, largely rebuilt from the 1850s by the fourth Earl of Sefton to frame the entrance to the Croxteth estate, with St Mary's Church by George Gilbert Scott as its focal point and a stone drinking fountain added in 1894. Wealthy Liverpool families built large houses nearby from the 1830s, among them Lowlands on Haymans Green and Sandheys on Mill Lane, both listed. Bars and restaurants keep the village busy in the evening, and their back doors need securing too. Older homes often keep solid timber doors that suit a British Standard mortice deadlock. Croxteth Hall was the seat of the Molyneux family, Earls of Sefton, until the seventh Earl died in 1972 and the hall and its park passed to Liverpool City Council. Many semis on the surrounding roads have a side passage closed by a timber gate, which can take a lockable bolt or a gate lock.",
      neighbours: ['anfield', 'city-centre', 'allerton-hunts-cross'],
    },
  ],

  manchester: [
    {
      slug: 'city-centre',
      name: 'Manchester City Centre',
      postcodes: ['M1', 'M2', 'M3', 'M4'],
      description:
        "Manchester's centre runs from Piccadilly and the shops of Market Street to Deansgate, Spinningfields and the canal basin at Castlefield, with cotton mills turned into flats in Ancoats. New towers keep adding apartments. We open flat doors for residents locked out behind fob-controlled lobbies, and for businesses we repair shutters, change office locks and fit panic bars on fire exits.",
      neighbours: ['northern-quarter', 'fallowfield'],
    },
    {
      slug: 'didsbury',
      name: 'Didsbury',
      postcodes: ['M20'],
      description:
        "Didsbury village, on Wilmslow Road and School Lane, and West Didsbury around Burton Road have some of south Manchester's most sought-after homes: big Victorian and Edwardian semis, many converted into flats, with Fletcher Moss Botanical Garden by the Mersey. Owners often need locks that satisfy their insurer, such as BS 3621 deadlocks on timber doors, plus sash window locks and flat-door upgrades.",
      neighbours: ['fallowfield', 'chorlton'],
    },
    {
      slug: 'chorlton',
      name: 'Chorlton',
      postcodes: ['M21'],
      description:
        'Chorlton-cum-Hardy is a Metrolink suburb of Edwardian terraces and semis, with independent shops and bars on Beech Road and Barlow Moor Road and green space at Chorlton Water Park and Chorlton Ees. Many residents are young families who have bought older houses. We replace worn nightlatches, add deadlocks to original front doors and secure back gates onto the alleyways.',
      neighbours: ['didsbury', 'fallowfield'],
    },
    {
      slug: 'northern-quarter',
      name: 'Northern Quarter',
      postcodes: ['M1', 'M4'],
      description:
        "Between Piccadilly and Ancoats, the Northern Quarter's former textile warehouses around Stevenson Square, Oldham Street and Tib Street now hold bars, record shops, studios and loft flats, with Afflecks on Church Street. Painted roller shutters line the streets after dark. We repair shutter motors and locks, secure rear fire-exit doors and open doors when keys are lost on a night out.",
      more: "The grid of narrow streets between Shudehill, Oldham Street and Great Ancoats Street was built up in the late 18th century with brick houses, workshops and small warehouses, and a few of those early buildings remain. Stevenson Square was planned as a residential square but filled with textile warehouses and wholesalers, and it became a place for open-air political meetings. In the 19th century Smithfield Market spread over the streets off Shudehill and Swan Street. The wholesale fish market on High Street, built in the 1870s, keeps its outer walls with carved stone panels over the gateways, and the retail fish market on Oak Street has housed the Manchester Craft and Design Centre since 1982. When the wholesale market moved to Openshaw in the early 1970s and the Arndale Centre opened nearby, many shops closed and upper floors stood empty for years. Afflecks is named after Affleck and Brown, a department store whose Smithfield Buildings on Oldham Street were turned into loft flats with shops below in the 1990s. Much of the district lies in the Smithfield and Stevenson Square conservation areas, where even a replacement window may need the council's approval. In a converted warehouse one street door often leads to a lift and stair serving several floors of flats, while the shops and bars below have entrances of their own.",
      neighbours: ['city-centre'],
    },
    {
      slug: 'fallowfield',
      name: 'Fallowfield',
      postcodes: ['M14'],
      description:
        'Fallowfield is the heart of student Manchester, with halls off Wilmslow Road, Platt Fields Park and the Fallowfield Loop cycle path. Most of its Victorian and Edwardian terraces are shared houses. Landlords need bedroom door locks that open from inside without a key, as HMO fire safety expects, and a lock change when tenants move out; we do both, and open doors for tenants after a lockout.',
      neighbours: ['didsbury', 'chorlton', 'city-centre'],
    },
  ],

  leeds: [
    {
      slug: 'city-centre',
      name: 'Leeds City Centre',
      postcodes: ['LS1', 'LS2'],
      description:
        "Leeds city centre is a compact grid of Victorian arcades, Briggate's shops, the Corn Exchange and the bars of Call Lane, with apartments at Granary Wharf and Leeds Dock. Offices and the universities on its northern edge bring thousands in each day. For retailers we repair shutters and shopfront locks, and in the riverside flats we remove snapped keys and fix doors that will not lock.",
      neighbours: ['headingley', 'chapel-allerton', 'morley'],
    },
    {
      slug: 'headingley',
      name: 'Headingley',
      postcodes: ['LS6'],
      description:
        'Headingley and neighbouring Hyde Park are packed with red-brick terraces, many let as student houses to the nearby universities, while Otley Road has the bars and the cricket and rugby stadium is close by. When tenancies change over in summer, we change locks for landlords, several houses at a time if needed. During term we replace lost keys, fit thumb-turn locks on bedroom doors and repair uPVC mechanisms worn by heavy use.',
      neighbours: ['city-centre', 'horsforth', 'chapel-allerton'],
    },
    {
      slug: 'chapel-allerton',
      name: 'Chapel Allerton',
      postcodes: ['LS7'],
      description:
        'With its cafés and bars along Harrogate Road and Stainbeck Lane, Chapel Allerton is a lively suburb of Victorian villas, stone terraces and inter-war semis, and home to Chapel Allerton Hospital. Professionals and families make up much of the population. We fit deadlocks and sash window locks to period houses and replace euro cylinders on newer doors with anti-snap ones.',
      neighbours: ['roundhay', 'headingley', 'city-centre'],
    },
    {
      slug: 'roundhay',
      name: 'Roundhay',
      postcodes: ['LS8'],
      description:
        "Roundhay Park, with Waterloo Lake, the Canal Gardens and Tropical World, gives its name to one of Leeds' most affluent suburbs. Large detached and Edwardian houses line the roads between Street Lane and Oakwood. Bigger homes mean more entry points, so we can survey a whole property and upgrade front, patio, garage and gate locks together.",
      more: "Roundhay takes its name from a round enclosure, a medieval deer park. In 1803 Thomas Nicholson bought much of the estate, built the Mansion and had the Upper Lake and Waterloo Lake made. When the estate came up for sale in 1871, John Barran, then mayor, bought it for the town, and the council sold plots around the park's edges to meet the cost, on condition that houses were built of stone and that no noisy trade was carried on; Park Avenue and West Avenue were laid out for villas under that plan. An electric tram service to Roundhay, running on overhead wires, began in 1891, and the clock at Oakwood was moved there from Kirkgate Market in 1912, beside the park's southern entrance. In 1888 Louis Le Prince filmed a few seconds of his family and friends in the garden of Oakwood Grange, a film now known as Roundhay Garden Scene. Many Edwardian front doors have leaded or stained glass close to the lock, where a thumb-turn on the inside can be reached through a broken pane.",
      neighbours: ['chapel-allerton', 'city-centre'],
    },
    {
      slug: 'morley',
      name: 'Morley',
      postcodes: ['LS27'],
      description:
        'Morley is a market town inside the City of Leeds, known for its grand Victorian town hall on Queen Street. Old stone terraces around the centre give way to new-build estates near the M62 and M621 junctions, with the White Rose Centre just to the north. We repair multipoint locks on modern homes and change locks on newly bought houses.',
      more: 'Morley stands on a hill between Leeds and the heavy woollen towns of Batley and Dewsbury, and its mills long worked in shoddy and mungo, wool reclaimed from rags. The town gained borough status in the 1880s, and the new council held a design competition for a town hall. Finished in 1895, it was opened by H. H. Asquith, who had been born in Morley in 1852 and later became Prime Minister, and it is listed at Grade I. In 1961 a fire at the neighbouring Albert Mills spread to the timber dome of the clock tower, which was destroyed and then rebuilt. The borough was merged into the City of Leeds in 1974, and Morley has had a town council of its own since around 2000. Morley station lies on the line from Leeds to Huddersfield, and the White Rose Centre opened in 1997. Many mills have been demolished or converted, and the stone terraces near the centre were built for the families who worked in them, often with a front door that steps straight off the pavement and a yard or passage behind. The newer estates towards the motorways mostly have composite or uPVC doors with multipoint locks, and a handle that has to be forced up before the key will turn usually means the door has dropped or the gearbox is wearing.',
      neighbours: ['city-centre', 'headingley'],
    },
    {
      slug: 'horsforth',
      name: 'Horsforth',
      postcodes: ['LS18'],
      description:
        'North-west of the city towards Leeds Bradford Airport, Horsforth is a commuter town with a station on the Harrogate line, a busy Town Street and Leeds Trinity University. Stone cottages sit alongside 1930s semis and modern estates. We upgrade locks before you go away, cut replacement keys for uPVC doors and garage locks, and repair stiff older mortice locks.',
      neighbours: ['headingley', 'city-centre'],
    },
  ],

  glasgow: [
    {
      slug: 'city-centre',
      name: 'Glasgow City Centre',
      postcodes: ['G1', 'G2'],
      description:
        "Glasgow's grid centre, from George Square and Buchanan Street to Sauchiehall Street and the offices of Blythswood Hill, is mostly Victorian sandstone with shops at street level and offices or flats above. Central Station brings crowds each day. We work on roller shutters, office door closers and access control, and controlled-entry doors to the closes of flats above the shops.",
      more: "West of Buchanan Street the grid climbs Blythswood Hill, where Bath Street, West George Street and St Vincent Street are lined with sandstone office buildings, many now divided into smaller suites and some converted to flats. Service lanes run behind the main streets, and a back door or fire exit onto a lane needs a lock as sound as the front entrance. Buchanan Street and stretches of Sauchiehall Street and Argyle Street are pedestrianised, so a van has to park on a side street nearby. The whole centre lies inside Glasgow's Low Emission Zone. Flats above the shops are usually reached through a common close behind a secure entry door, so give the close number and the flat's position on the stair, such as 2/1 for the second floor, first door.",
      neighbours: ['merchant-city', 'west-end', 'east-end', 'southside'],
    },
    {
      slug: 'west-end',
      name: 'Glasgow West End',
      postcodes: ['G3', 'G11', 'G12'],
      description:
        'Around the University of Glasgow, Byres Road and Ashton Lane, the West End is red and blond sandstone tenements and grand terraces, stretching from Finnieston and Kelvingrove to Hyndland and the Botanic Gardens. Students, academics and professionals share the closes. We fit locks to storm doors, mortice deadlocks on flat doors and entry systems on tenement close doors.',
      more: "The University of Glasgow moved west from the High Street to Gilmorehill in 1870, into George Gilbert Scott's main building, and the fields around it filled with terraces and tenements over the following decades. Hillhead was a burgh of its own until it joined the city in 1891, and Partick followed in 1912. Park Circus and the terraces around it, planned by Charles Wilson in the 1850s, stand on the hill above Kelvingrove Park, and Kelvingrove Art Gallery and Museum opened in 1901. Along Great Western Road merchants built terraced townhouses, among them Alexander Thomson's Great Western Terrace. Hyndland's red sandstone tenements went up around 1900, and many are entered through wally closes, lined with glazed tiles from the street door to the stair. Much of the area lies in the Glasgow West conservation area. A close usually runs through the building from the street door to a second door onto the back court, and that back door needs as good a lock as the front, though it is easily forgotten. Many terraced townhouses are now split into a main-door flat at street level and further flats off the common stair, each behind its own door.",
      neighbours: ['city-centre', 'merchant-city'],
    },
    {
      slug: 'southside',
      name: 'Glasgow Southside',
      postcodes: ['G41', 'G42', 'G43', 'G44'],
      description:
        "South of the Clyde, Shawlands, Strathbungo, Govanhill and Battlefield are tenement neighbourhoods around Queen's Park, while Pollokshields has large Victorian villas and Pollok Country Park holds the Burrell Collection. Hampden Park sits at Mount Florida. Jobs range from close-door entry systems and flat-door locks in tenements to full lock upgrades on detached villas.",
      more: "Most of the Southside was farmland and small villages until the second half of the 19th century. In 1849 Sir John Maxwell of Pollok engaged the architect David Rhind to plan Pollokshields on his estate: villas in their own gardens to the west of Shields Road, terraces and tenements to the east, with feuing conditions that kept shops and works out of the villa streets. Pollokshields, Govanhill and Crosshill each ran their own affairs as small police burghs before the City of Glasgow Act of 1891 brought them into the city. Queen's Park was laid out to a plan by Joseph Paxton and opened in 1862, and Battlefield is named after the Battle of Langside, where the forces of Mary, Queen of Scots were beaten in 1568. In Strathbungo, Alexander Thomson designed the terrace of Moray Place and lived at one end of it. Langside Halls, at the corner of Queen's Park, began in 1847 as a bank on Queen Street in the city centre and was taken down and rebuilt stone by stone on its present site in the early 1900s. Hampden Park opened in 1903. Pollok House and its grounds passed to the city in 1966, and the Burrell Collection's museum opened in the park in 1983. A Pollokshields villa may have a coach house, a garden gate onto a lane and a conservatory, each with a lock of its own.",
      neighbours: ['city-centre', 'east-end'],
    },
    {
      slug: 'merchant-city',
      name: 'Merchant City',
      postcodes: ['G1'],
      description:
        "The Merchant City grew from the tobacco and textile trade, and its warehouses and merchants' buildings around Ingram Street, Candleriggs and the Trongate were converted into flats from the 1980s. Today it mixes apartments with bars, restaurants and the City Halls. We open flat doors after a lockout, and for bars and restaurants we work on shutters, back doors and key-holding changes.",
      more: "The streets east of Buchanan Street were laid out in the 18th century over gardens and fields west of the old town, as merchants grown rich on tobacco from Virginia built mansions within reach of Glasgow Cross. Their names stayed on the map: Glassford Street recalls John Glassford, Ingram Street Archibald Ingram, Cochrane Street Andrew Cochrane, and Virginia Street the colony that supplied the leaf. The tobacco trade collapsed during the American War of Independence, and textiles and wholesale warehousing filled the district through the following century. Several older buildings survive among the warehouses. The Tolbooth Steeple at Glasgow Cross dates from the 1620s, Robert Adam designed the Trades Hall on Glassford Street in the 1790s, and David Hamilton's Hutchesons' Hall on Ingram Street was completed a few years into the 19th century. The Gallery of Modern Art in Royal Exchange Square occupies the mansion built for the merchant William Cunninghame in 1778, later remodelled as the Royal Exchange. St Andrew's in the Square, a Georgian church, is now a centre for Scottish culture. Many conversions keep a courtyard or a pend behind the street frontage, closed by a gate, so residents may hold separate keys for the gate, the stair and their own flat. Ground-floor units in these buildings are often bars and restaurants, whose rear doors open onto the same lanes used by residents for bins and deliveries.",
      neighbours: ['city-centre', 'east-end'],
    },
    {
      slug: 'east-end',
      name: 'Glasgow East End',
      postcodes: ['G31', 'G32', 'G40'],
      description:
        "The East End takes in Dennistoun's tenements off Duke Street, the Calton and its Barras market, Bridgeton and Glasgow Green, and Dalmarnock, where the 2014 Commonwealth Games left new homes, the Emirates Arena and the velodrome beside Celtic Park. Our work here ranges from tenement close doors and flat locks to composite doors on new-build homes and business unit security.",
      neighbours: ['merchant-city', 'city-centre', 'southside'],
    },
  ],

  edinburgh: [
    {
      slug: 'old-town',
      name: 'Edinburgh Old Town',
      postcodes: ['EH1', 'EH8'],
      description:
        'Along the Royal Mile from the Castle to Holyrood, and down to the Grassmarket and the Cowgate, the Old Town is a maze of closes and wynds lined with tall tenements, part of the World Heritage Site. Many flats are holiday lets or student homes. We work on common stair doors and old timber flat doors with rim locks, and fit key safes for short-term lets.',
      more: "The Royal Mile is four streets in a line: Castlehill, the Lawnmarket, the High Street and the Canongate. The Canongate grew up beside Holyrood Abbey, which David I founded in 1128, and it governed itself as a separate burgh until it became part of Edinburgh in 1856. After the defeat at Flodden in 1513 the town was enclosed by a new wall, and with little room inside it the houses rose in tall stone lands on narrow plots; Gladstone's Land in the Lawnmarket, bought by the merchant Thomas Gledstanes in 1617, keeps the form of one. When South Bridge and George IV Bridge were carried over the Cowgate, the buildings along them gained several storeys below the roadway, so a door at bridge level may lead down as well as up. An Improvement Act of 1867, promoted by the Lord Provost William Chambers, cleared slum closes and brought new tenements in the Scots Baronial manner to streets such as Jeffrey Street and St Mary's Street, and Chambers Street carries his name. Ramsay Garden, the group of flats beside the Castle Esplanade, was built for Patrick Geddes in the 1890s. Many flats are reached by a turnpike stair, a stone spiral inside a tower, where a replacement door is hard to carry up and the building is often listed, so refitting the existing door with a better lock is normally the practical course.",
      neighbours: ['new-town', 'morningside'],
    },
    {
      slug: 'new-town',
      name: 'Edinburgh New Town',
      postcodes: ['EH2', 'EH3'],
      description:
        "Laid out from 1767 on James Craig's plan, the New Town's Georgian streets, from Princes Street and George Street to Charlotte Square and Moray Place, hold offices, shops, townhouses and main-door and basement flats. Most buildings are listed, so we fit discreet mortice deadlocks and sash-and-case window locks without replacing original doors, and repair the heavy timber front doors.",
      more: "Craig's first New Town is a grid of three main streets, Princes Street, George Street and Queen Street, with St Andrew Square and Charlotte Square at either end and the narrower Rose Street and Thistle Street between them, meant for smaller houses and tradesmen. Robert Adam designed Charlotte Square, where Bute House on the north side is the official residence of Scotland's First Minister. The Northern New Town, begun in the early 1800s, continued downhill with Heriot Row, Great King Street and Drummond Place, and the Moray estate of the 1820s added Moray Place, Ainslie Place and Randolph Crescent. The Old and New Towns became a World Heritage Site in 1995. Many townhouses are now divided: a main-door flat on the ground floor, a basement flat reached by steps down from the pavement behind the railings, and the upper floors off a common stair. A basement door sits below street level and out of sight, so it deserves as good a lock as the main door, with a lockable gate at the head of the area steps. Mews lanes such as Circus Lane hold former stables and coach houses, many now homes. Private communal gardens, Queen Street Gardens among them, are open only to the key-holding residents who pay towards their upkeep.",
      neighbours: ['old-town', 'stockbridge', 'leith'],
    },
    {
      slug: 'leith',
      name: 'Leith',
      postcodes: ['EH6'],
      description:
        "Edinburgh's port has changed fast: bonded warehouses on The Shore are now flats and restaurants, Victoria Quay holds Scottish Government offices, and Ocean Terminal and the Royal Yacht Britannia draw visitors. The tram reached Leith and Newhaven in 2023. We cover tenement entry doors along Leith Walk, fob-entry flats at Western Harbour and the bars and shops on the waterfront.",
      more: "Leith had its own town council from 1833 until 1920, when it was merged with Edinburgh although a large majority of Leithers had voted against the change. The port's trading past shows in Lamb's House, a merchant's house of the early 17th century, in the classical Custom House on Commercial Street, built in the early 19th century, and in Trinity House on Kirkgate, built for the port's guild of mariners. Leith Walk follows the line of an earthwork thrown up in 1650 to hold back Cromwell's army, and it became the main road between the two towns, now lined with tenements over shops. On Leith Links, the Gentlemen Golfers of Edinburgh drew up thirteen written rules of golf for a competition in 1744. Much of the old town around the Shore lies in a conservation area. Slum clearance in the 1960s brought council blocks such as Cables Wynd House, known as the Banana Flats, which was listed Category A in 2017. The tenements off Great Junction Street are built around a common stair, with main-door flats on the ground floor opening straight onto the street. The street door of a stair is shared by every flat, so a failing closer or entry phone is a repair the owners arrange together, while each flat door needs its own deadlock.",
      neighbours: ['new-town', 'stockbridge'],
    },
    {
      slug: 'morningside',
      name: 'Morningside',
      postcodes: ['EH10'],
      description:
        'Morningside is a quiet, well-off district of Victorian tenements above the shops of Morningside Road and large stone villas on the slopes towards the Braid Hills and Blackford Hill. Families and retired people make up much of it. We fit British Standard locks, window locks and double-door bolts on villa entrances, and replace worn locks on communal stair doors.',
      more: 'Morningside began as a small village on the road south-west towards Biggar, on part of the Burgh Muir, the common land that the town council began to feu in the 16th century. The Edinburgh Lunatic Asylum opened nearby in 1813 and grew into the Royal Edinburgh Hospital. Building picked up after 1884, when the Edinburgh Suburban and Southside Junction Railway opened a station at the southern end of Morningside Road. Passenger trains stopped calling in 1962, but the cast-iron clock put up by the station in the early 20th century still marks the spot. Sandstone tenements with shops at street level lined the main road, and the side roads filled with villas and terraces. Several lanes have biblical names, among them Canaan Lane, Jordan Lane and Nile Grove, and the Jordan Burn runs out of sight beneath the road. Beside the former parish church, the Bore Stone is said to have held the royal standard when the Scottish army mustered on the Burgh Muir before Flodden in 1513. The Dominion Cinema on Newbattle Terrace opened in 1938 and is still run by one family. Part of the district lies in the Morningside conservation area. Where a villa has been divided, the main-door flat may have its own garden door while the upper flats use a side entrance, so one house can have several outside doors held by different owners.',
      neighbours: ['old-town', 'new-town'],
    },
    {
      slug: 'stockbridge',
      name: 'Stockbridge',
      postcodes: ['EH3', 'EH4'],
      description:
        'Stockbridge sits on the Water of Leith below the New Town, with shops on Raeburn Place and St Stephen Street, a Sunday market and the Royal Botanic Garden close by. The Colonies, rows of 19th-century cottage flats, give every home its own front door, the upper ones reached by outside stairs. Listed doors, sash windows and tenement close entry systems are common work.',
      more: "Stockbridge began as a hamlet with mills by a crossing of the Water of Leith, and it was built up in the early 19th century as the New Town spread north. The portrait painter Sir Henry Raeburn, who was born here, owned the Deanhaugh and St Bernard's estates and had them laid out for building with the architect James Milne: Ann Street, named after Raeburn's wife, has classical houses set behind front gardens, and St Bernard's Crescent followed in the Greek style. William Playfair's St Stephen's Church, finished in 1828, stands on St Vincent Street, and St Bernard's Well, a small round temple of 1789, sits beside the river walkway. The Colonies were begun in 1861 by the Edinburgh Co-operative Building Company, formed by stonemasons and other building workers after a lockout over working hours, and carved panels showing the tools of their trades decorate the terrace ends. Because each lower flat faces one street and the upper flat the next, two doors in the same building carry different addresses. The Raeburn Place ground hosted the first rugby international, Scotland against England, in 1871.",
      neighbours: ['new-town', 'leith', 'old-town'],
    },
  ],

  sheffield: [
    {
      slug: 'city-centre',
      name: 'Sheffield City Centre',
      postcodes: ['S1', 'S3'],
      description:
        "Sheffield city centre spreads from the Peace Gardens, Winter Garden and Fargate to Division Street and the Devonshire Quarter, with Sheffield Hallam's city campus and thousands of student flats close by. Castlegate and West Bar mark its northern edge. We handle student lockouts, apartment cylinder changes, shop shutters and office access control, including late in the evening.",
      neighbours: ['kelham-island', 'broomhill', 'heeley', 'attercliffe'],
    },
    {
      slug: 'ecclesall',
      name: 'Ecclesall',
      postcodes: ['S11'],
      description:
        'Ecclesall Road runs from the city up past Endcliffe Park and Hunters Bar to Banner Cross, lined with bars, cafés and shops. Behind it are stone Victorian villas and semis, with Ecclesall Woods to the south. Families and professionals make up much of the area, and we are mostly asked for British Standard deadlocks, sash window locks and composite door repairs.',
      more: "Ecclesall Bierlow was one of the townships of the old parish of Sheffield, a spread of farms and woods. Ecclesall Road was built early in the 19th century as a turnpike, and travellers leaving Sheffield paid a toll at Hunters Bar; tolls ended in 1884 and the toll house was demolished, but its stone gateposts were kept and still stand on the roundabout. The present Banner Cross Hall dates from the early 19th century, and nearby in 1876 the burglar Charles Peace shot dead Arthur Dyson, a crime for which he was hanged in 1879. For centuries Ecclesall Woods supplied charcoal to the town's metalworkers, and a boulder carved with prehistoric cup-and-ring marks has been found there. Up the Porter Brook in Whiteley Woods, Shepherd Wheel survives as a water-powered grinding workshop, one of many that once used the stream, while lower down at Sharrow the Wilson family's snuff mill has been at work since the 18th century. Many stone houses on the hillsides were built with cellars, and some still have a coal hatch or an outside cellar door at the back or side, an opening that is easy to forget when the main doors are secured.",
      neighbours: ['nether-edge', 'broomhill'],
    },
    {
      slug: 'hillsborough',
      name: 'Hillsborough',
      postcodes: ['S6'],
      description:
        "Hillsborough is home to Sheffield Wednesday's stadium and the park and library at the foot of Middlewood Road, its main shopping street. Red-brick terraces climb the hills, with inter-war semis further out towards Wisewood and Loxley. Most homes have uPVC doors, so we replace worn multipoint gearboxes, remove snapped keys and fit anti-snap cylinder upgrades.",
      more: 'Supertram runs through Hillsborough on its way to Middlewood and Malin Bridge, and there are more shops along Holme Lane. The walled Hillsborough Barracks, between Langsett Road and Penistone Road, was built in the mid-19th century and is now listed, with a supermarket, shops and offices behind its Victorian stone frontages. The River Loxley runs along its northern side, and in 1864 the Great Sheffield Flood swept down the valley through Malin Bridge and Hillsborough after the Dale Dyke Dam burst. Back doors and yard gates on the older streets deserve the same attention as the front door. The stadium was the scene of the disaster of 15 April 1989, in which 97 Liverpool supporters died, and a memorial stands outside the ground on Parkside Road. To the north-west, the former Middlewood Hospital, opened in 1872 as the South Yorkshire Asylum, has been converted to flats with new houses around it, and residents of the old buildings reach their own front doors through shared entrances, so both the street door and the flat door need a working lock.',
      neighbours: ['walkley', 'crookes', 'kelham-island'],
    },
    {
      slug: 'kelham-island',
      name: 'Kelham Island',
      postcodes: ['S3'],
      description:
        'Once a district of cutlery and steel works on the River Don, Kelham Island now mixes converted works and new-build apartments with real-ale pubs, the Cutlery Works food hall and the Kelham Island Museum. Most residents are young professionals. We work on fob-entry apartment blocks, bar and restaurant back doors and shutters on converted workshops.',
      more: "Kelham Island is man-made. In the 12th century a goit was dug from the River Don to drive the wheel of the town's corn mill, and the land between the goit and the river became an island. It takes its name from Kellam Homer, the town armourer, who had a grinding wheel there in the 17th century. John Crowley built an iron foundry on the island in 1829; in the 1890s the council replaced it with a generating station to power the new electric trams, and those buildings have housed the museum since the 1980s. Much of the quarter is the Kelham Island Conservation Area, which takes in listed works such as Brooklyn Works and Green Lane Works, whose arched gateway is topped by a clock tower. Just to the north-west, Cornish Place, the riverside works of the silversmiths James Dixon & Sons, has been converted into apartments. Little Kelham, built by Citu around Green Lane Works and Eagle Works, added new townhouses to streets that had been almost wholly industrial. In the converted works, flats are usually reached through the old cart arch or a yard gate and then a shared courtyard and stair, so a gate left on the latch opens every flat's stair to passers-by. Ground-floor windows beside the goit and the riverside paths are best fitted with key-operated locks.",
      neighbours: ['city-centre', 'walkley', 'hillsborough'],
    },
    {
      slug: 'crookes',
      name: 'Crookes',
      postcodes: ['S10'],
      description:
        'High on a ridge west of the centre, Crookes has long streets of stone and brick terraces with fine views across the Rivelin Valley, and a busy shopping street on Crookes Road. Many houses are let to University of Sheffield students. We change locks between tenancies, fit thumb-turn locks on HMO bedroom doors and repair uPVC doors battered by the weather.',
      more: 'For centuries Crookes was a scattered farming settlement, and its terraced streets came much later. The Bole Hills, open ground on the northern edge, take their name from the open-air hearths once used there for smelting, and Bronze Age burial urns were dug up near them in 1887. On-street parking is tight on the terraced roads, so a note of the nearest free space saves time on arrival. For landlords of shared houses we can make every outside door work from one key, which makes handing sets to new tenants simpler. Crookes Valley Park, on the slope below towards Broomhill, is laid out around a lake that was built as one of the dams supplying the town with water. On the streets that drop steeply off the ridge, a house can have its front door at street level and its back door a storey lower, opening onto a yard beside the cellar, and where the cellar has an outside door of its own, that is one more door to lock at night.',
      neighbours: ['walkley', 'broomhill', 'hillsborough'],
    },
    {
      slug: 'manor-park',
      name: 'Manor Park',
      postcodes: ['S2'],
      description:
        "Manor Park lies on the hill east of the city centre, close to the ruins of Manor Lodge, where Mary, Queen of Scots was held, and the Manor Top junction. The Manor estate's inter-war council houses now sit beside new-build homes from recent regeneration. Most front doors are uPVC or composite, so we upgrade cylinders and repair multipoint locks.",
      neighbours: ['darnall', 'heeley', 'attercliffe', 'city-centre'],
    },
    {
      slug: 'walkley',
      name: 'Walkley',
      postcodes: ['S6'],
      description:
        "Walkley's steep terraced streets run down from South Road towards the Rivelin Valley, largely built in the 19th century on plots sold by freehold land societies. Today it is popular with young families and students who want older houses with character. Original timber doors often need a second, insurance-rated lock, and back-yard gates and cellar doors need securing.",
      more: "The land societies' plots were often large enough for gardens, and some early houses still stand in generous gardens among the later terraces put up by speculative builders. Gardens like these mean side gates, sheds and garden doors need sturdy locks too. The listed Carnegie library at the junction of South Road and Walkley Road dates from the early 1900s, and John Ruskin opened his St George's Museum in Walkley in 1875 for Sheffield's working men. The Old Heavygate Inn, with a datestone of 1696 above its door, is older than almost all the houses around it. The freehold land society movement of the mid-19th century aimed in part to give working men the county vote as forty-shilling freeholders. Because plots were built on a few at a time, neighbouring houses can differ in height, style and door size, so a new door or lock is measured for each house rather than copied from next door. Ruskin's collection left Walkley in 1890 for Meersbrook Park, on the other side of the city.",
      neighbours: ['crookes', 'hillsborough', 'kelham-island'],
    },
    {
      slug: 'broomhill',
      name: 'Broomhill',
      postcodes: ['S10'],
      description:
        'Between the University of Sheffield, Weston Park and the Royal Hallamshire Hospital, Broomhill has the shops of Fulwood Road and Glossop Road and many grand Victorian villas, most now flats or student lets. Its residents are students, clinicians and academics. We fit and service locks in converted houses, including communal entrance doors, flat doors and sash windows.',
      more: 'Much of Broomhill lies in a conservation area, and since 2009 an Article 4 Direction has meant that many changes to the outside of a house need planning permission, so fitting better locks to an original timber door is usually easier than swapping the door. Planned Victorian developments such as Rutland Park survive, with houses in Gothic and Classical styles, some designed by the local architects Flockton and Abbott, behind stone boundary walls and iron railings. Old lamp columns and mature trees add to its character, and the Botanical Gardens lie just to the south. Broomhill grew in the 19th century as merchants and manufacturers moved west, away from the smoke of the works in the town. On Glossop Road the columned front of King Edward VII School was built in the late 1830s for Wesley College, a Methodist school, and took its present name in 1905.',
      neighbours: ['crookes', 'ecclesall', 'city-centre'],
    },
    {
      slug: 'nether-edge',
      name: 'Nether Edge',
      postcodes: ['S7'],
      description:
        'A conservation area of large stone villas and tree-lined roads, Nether Edge was laid out as a Victorian suburb and still has independent shops and cafés at its centre. Neighbouring Sharrow is busier, with terraces and mixed communities. For period doors and sash windows we fit insurance-grade mortice locks and window locks.',
      more: 'In 1850 the land here was still almost all fields, and the suburb took its name from one of the farms on the slope below Brincliffe Edge. The cutler George Wostenholm, whose firm did much of its trade in America, bought land here from 1836 and in 1844 built his house, Kenwood; Robert Marnock, who had laid out the Botanical Gardens, designed its grounds and advised on the Kenwood Park estate, launched in 1853 with curving, tree-lined roads for large detached houses. Part of the house and its grounds is now a hotel. Between the 1860s and 1880s the builder Thomas Steade laid out a tighter grid on Albany Road, Steade Road and Upper Chippinghouse Road, with detached houses set closer together. The Ecclesall Bierlow workhouse, designed by William Flockton and opened in 1844, gave its name to Union Road; it later became Nether Edge Hospital, and its listed main building has been converted into flats, as have the Poor Law offices of 1902 opposite. The Lantern Theatre, built in 1893 as a private theatre for a cutlery manufacturer, still stands among the villas. Most of the suburb was built by 1914. A villa split into flats usually keeps its original front door as the shared entrance, which needs a lock every resident can open with a key and a closer that pulls it shut behind them, while each flat door inside needs a lock of its own.',
      neighbours: ['ecclesall', 'heeley'],
    },
    {
      slug: 'heeley',
      name: 'Heeley',
      postcodes: ['S2', 'S8'],
      description:
        "Along the Chesterfield Road in the valley south of the city, Heeley has terraces climbing towards Meersbrook, Heeley City Farm and the People's Park, with small shops and workshops on the main road. Residents range from long-standing families to newcomers buying older homes. We open doors after lockouts, fit new cylinders after a move and repair shop doors.",
      more: "Heeley was once three hamlets, Upper, Middle and Lower Heeley, spread over farmland on the slopes of the Sheaf valley, with a mill beside the river. The road south was made a turnpike to Chesterfield in 1757, with a toll bar where it crossed the Meers Brook; the brook's name means boundary brook, and it long divided Yorkshire from Derbyshire. Heeley became a church parish in 1846, and building gathered pace after the Midland Railway opened its line to Chesterfield through the valley in 1870, with a station at Heeley that closed in 1968. The first streets of modern Heeley were laid out soon afterwards, and trams ran through Heeley from the 1870s; the old tram depot on Albert Road still stands. Sheffield Corporation bought the Meersbrook estate in the 1880s to make Meersbrook Park, and in 1890 the collection John Ruskin had begun in Walkley moved into Meersbrook Hall. Bishops' House, a Tudor timber-framed house at the top of the park, has been a museum since 1976. The terraces were built on steep ground, often with a flight of steps up to the front door and a yard behind; the back door is out of sight of the street, and a bolt at top and bottom on its inside adds strength where it is most needed.",
      neighbours: ['nether-edge', 'manor-park', 'city-centre'],
    },
    {
      slug: 'attercliffe',
      name: 'Attercliffe',
      postcodes: ['S9'],
      description:
        "Attercliffe was the heart of Sheffield's steel industry in the Don Valley, and today it hosts the Utilita Arena, iceSheffield and the Olympic Legacy Park, with trade counters, workshops and new apartments along the canal. Meadowhall is a short tram ride away. For the businesses here we work on roller shutters, padlocks, industrial unit doors and key-holding changes.",
      more: 'Attercliffe Road was once a long shopping street, and the four-storey 1930s former department store still stands out along it, now divided into shops and offices. Older landmarks include Hill Top Chapel, built in the 17th century, where the steelmaker Benjamin Huntsman is buried, and the surviving Jacobean wing of Carbrook Hall on Attercliffe Common. Buildings split between several occupiers often share one street entrance, so a master-keyed system lets each tenant open their own door and the communal one with a single key. Trams stop at Attercliffe and Woodbourn Road. The Olympic Legacy Park stands on the site of the Don Valley Stadium, built for the 1991 World Student Games and closed in 2013. The Sheffield and Tinsley Canal, opened in 1819, runs along the valley floor, and ground-floor flats facing its towpath need sturdy locks on patio doors and windows.',
      neighbours: ['darnall', 'manor-park', 'city-centre'],
    },
    {
      slug: 'darnall',
      name: 'Darnall',
      postcodes: ['S9'],
      description:
        'Darnall sits east of the city between Attercliffe and Tinsley, close to the M1, with a diverse community and a shopping parade along Staniforth Road. Housing is mostly red-brick Victorian terraces and post-war council homes. We replace failing uPVC door mechanisms, upgrade cylinders against snapping and secure small shops along the main road.',
      more: "Darnall was once a farming village in the township of Attercliffe-cum-Darnall, and it grew quickly in the 19th century as steel and engineering works spread along the Don Valley. High Hazels Park, laid out around the Victorian house built for William Jeffcock, Sheffield's first mayor, borders Tinsley Park golf course, with Bowden Housteads Woods nearby. Terraced houses with back yards need sturdy locks on yard gates and back doors as well as at the front, and a door chain or viewer helps when answering callers. In the 1820s Darnall had a cricket ground that staged matches between Sheffield and Nottingham, some three decades before Bramall Lane opened in 1855. To the north-east, the Tinsley Viaduct, opened in 1968, carries the M1 on its upper deck across the Don Valley, with a road on the deck beneath. In the terraced rows off Main Road and Darnall Road, houses in the middle of a row reach their yards through a shared passage, so a yard is only as private as the passage gate, and a lockable gate at the street end with a key for each household keeps it that way.",
      neighbours: ['attercliffe', 'manor-park'],
    },
  ],

  bradford: [
    {
      slug: 'city-centre',
      name: 'Bradford City Centre',
      postcodes: ['BD1'],
      description:
        "Bradford's centre is built from local sandstone, from City Hall and the mirror pool of City Park to the Broadway shopping centre and the National Science and Media Museum. Little Germany's Victorian wool warehouses are now offices and flats. For shops, offices and takeaways we fit shutters and shopfront locks, and for converted warehouses, flat-door locks.",
      neighbours: ['great-horton', 'heaton', 'shipley'],
    },
    {
      slug: 'saltaire',
      name: 'Saltaire',
      postcodes: ['BD18'],
      description:
        'Saltaire is the model village Sir Titus Salt built around Salts Mill from the 1850s, now a UNESCO World Heritage Site with the Hockney gallery in the mill and the Victoria Hall nearby. Its stone terraced houses are listed, so doors and windows must keep their look. We fit discreet deadlocks and window locks that protect homes without spoiling period features.',
      more: "The village is laid out on a grid of through terraces in hammer-dressed stone under Welsh slate roofs, from two-up two-down workers' cottages that open straight onto the pavement to overlookers' houses with front gardens, with larger houses for managers on the edges of the grid, including Albert Road. Streets such as Caroline Street and Titus Street are named after members of the Salt family, and back lanes run behind the yards. Replacing a front door on a listed house generally needs listed building consent, so keeping and repairing the existing door is usually the sensible choice. Salt also built a Congregational church facing his mill, now the United Reformed Church and listed Grade I. Across the river, Roberts Park opened in 1871 as Saltaire Park; Sir James Roberts, a later owner of the mill, renamed it in memory of his son and gave it to Bradford in 1920.",
      neighbours: ['shipley', 'heaton'],
    },
    {
      slug: 'great-horton',
      name: 'Great Horton',
      postcodes: ['BD7'],
      description:
        'Great Horton stretches along Great Horton Road from the University of Bradford, with shops, takeaways and long stone terraces, many let to students and young families. It is a busy, close-knit area. We change locks between tenancies, repair uPVC doors and get you back in after a lockout; for the shops we work on shutters and back doors.',
      more: 'Great Horton and Little Horton were the two hamlets of the old township of Horton, which also took in the villages of Lidget Green and Scholemoor, and coal and flagstone were dug from its hillsides for centuries. Horton was one of the four townships, with Bradford itself, Bowling and Manningham, that made up the new borough of Bradford in 1847. A chapel of ease was built for Great Horton in 1807, and in the 1870s the village still held a cattle fair each September. An Act of 1839 allowed the Giles estate, which took in Haycliffe Hill and land along Southfield Lane, to be sold off as building spread around it, and its fields were still being divided into lots in the early 1870s. As worsted mills climbed the hill, stone terraces surrounded the old village, whose historic core is now the Great Horton Conservation Area. At the town end of Great Horton Road, the Bradford Institute of Technology received its charter as the University of Bradford in 1966.',
      neighbours: ['city-centre', 'heaton'],
    },
    {
      slug: 'heaton',
      name: 'Heaton',
      postcodes: ['BD9'],
      description:
        'North-west of the centre, Heaton has large stone Victorian villas and terraces near Lister Park and Cartwright Hall, with Heaton Woods and Chellow Dene on its western edge. Many families have lived here for generations. Bigger houses mean more doors and windows to secure, so we can upgrade front, back and garage locks together.',
      more: "Heaton, a name meaning high farm, was a hilltop village of farms, stone quarries and small coal pits, and much of its land belonged to the Field family of Heaton Hall. When John Wilmer Field died in 1837 the estate passed, through his daughter Mary's marriage, to the family of the Earls of Rosse. After a railway station opened at Frizinghall in 1875, the Rosse estate sold parcels of land for villas for Bradford's merchants and manufacturers, and in 1911 the fifth Earl sold everything the family still owned in Heaton and Shipley. Bradford Corporation bought Lister Park from Samuel Cunliffe Lister in 1870, and Cartwright Hall, built where his Manningham Hall had stood, opened in 1904, named after Edmund Cartwright, inventor of the power loom. Just off Emm Lane, the former Airedale College by the architects Lockwood and Mawson is listed, and it later became part of the University of Bradford's management centre. The villas' original timber doors are thick and heavy, and a replacement mortice lock is normally chosen to fit the pocket already cut for the old one, so that the door edge is not weakened by cutting it wider.",
      neighbours: ['shipley', 'saltaire', 'city-centre'],
    },
    {
      slug: 'shipley',
      name: 'Shipley',
      postcodes: ['BD18'],
      description:
        'Shipley is a town on the River Aire and the Leeds and Liverpool Canal, with a station and a market square, and stone terraces and semis on the hillsides around Windhill. It is well placed for commuters to Bradford and Leeds. We repair uPVC doors, change locks after moves and secure units along the canal.',
      more: "Shipley's centre was largely rebuilt after the war, so around Market Square, with its early-1960s clock tower above the indoor market, and the pedestrianised Wellcroft precinct, most buildings are post-war shop units rather than Victorian stone. Northcliffe Park was bought by Sir Norman Rae, then the town's MP, and given to Shipley in 1920. The station has platforms on all three sides of a triangle of lines, with trains to Leeds, Bradford Forster Square, Skipton and Ilkley. Shop units call for shutter locks and shopfront cylinders, and a flat above a shop needs its own secure street door. The Bradford Canal once ran from the Leeds and Liverpool Canal at Shipley into the centre of Bradford. It closed in 1922, and a short stub at the junction, the Windhill lock keeper's cottage and the old pumping station on Dock Lane, now a house, survive.",
      neighbours: ['saltaire', 'heaton', 'city-centre'],
    },
  ],
};
