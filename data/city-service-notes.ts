import type { CityService } from './city-services.ts';

/**
 * What is particular to each local service in the dedicated cities: the housing and doors that are
 * common there and what they mean for the job, by city slug and service slug. Shown on
 * /{city}/{service} under the service's own text; a page without a note simply has no such section.
 */
export const cityServiceNotes: Record<string, Partial<Record<CityService['slug'], readonly string[]>>> = {
  birmingham: {
    'emergency-lockout': [
      'Large parts of Birmingham are Victorian and Edwardian terraced housing, in places like Kings Heath, Sparkhill and Handsworth, where the front door is often only a step or a small front garden from the pavement. Plenty of these still have a timber door with a nightlatch, and if that latch was all that held it, getting you back in without damage is often straightforward.',
      'Flats in the city centre, around Brindleyplace, the Jewellery Quarter and Digbeth, are a different job. Without your fob, a concierge or neighbour may have to let you into the building before your own flat door can be tackled. If building management keeps a spare key on file, ring them first, as that can save you a call-out.',
      "Birmingham City Council still owns tens of thousands of homes, among them the tower blocks of estates such as Ladywood and Druids Heath. In those blocks, a flat's entrance door is normally a fire door, hung with a self-closer and fitted with smoke seals, and for a council tenant it is the council's door rather than the tenant's. Opening one without damage after a lockout matters more than usual: a split frame, a torn seal or a closer that no longer pulls the door shut can let smoke reach the landing in a fire. If anything is damaged getting in, the closer and seals need putting right as well as the lock, and the council should be told so that the door is checked against its fire rating.",
    ],
    'lock-replacement': [
      'In the older terraces of Moseley and Stirchley, many front doors are still timber, and the right lock there is often a British Standard five-lever mortice deadlock working alongside a nightlatch. On the uPVC doors fitted to many interwar houses in Hall Green, Erdington and Kingstanding, replacing the lock usually means changing the euro cylinder rather than the whole mechanism.',
      'Just moved in? Previous owners, their builders and assorted relatives may all still hold keys, so a new cylinder or mortice on day one is sensible. In the Edgbaston, Moseley and Jewellery Quarter conservation areas, pick a lock that suits the original door instead of swapping the door itself.',
      "Bournville, the village George Cadbury laid out beside his chocolate works from the 1890s, is still looked after by the Bournville Village Trust, and many of its houses come under the Trust's scheme of management even where the owner holds the freehold. A scheme of that kind generally requires consent for changes to the outside of a house, so swapping an original timber front door for uPVC or composite is not a decision an owner there makes alone, and asking the Trust what it allows before ordering a door saves a wasted purchase. The houses the Trust still lets are its own responsibility as landlord, so a tenant there should ask the Trust before any lock is changed, even one that has stopped working.",
    ],
    'key-cutting': [
      'Apartment blocks in Birmingham, from Digbeth to the canal-side developments off Broad Street, often put restricted keys on bin stores, communal doors and post rooms. A restricted key is usually only copied against an authorisation card or a letter from whoever holds the key system, normally the management company, so speak to them before you speak to us.',
      'For houses, the everyday jobs are spare keys for uPVC door cylinders, mortice keys for older timber doors, and replacement window keys, which have a habit of vanishing after a move. Student houses in Selly Oak get through keys quickly at the start of term; if a set has been lost rather than broken, a landlord may prefer the cylinder changed to more copies being made.',
      'Two Birmingham terraced houses that share a covered entry often have a single lock on the gate or door at its street end, serving both households, so its keys are in effect joint property. Before copying one for a lodger or a builder, tell the neighbours, who have the same interest in knowing how many are about. If nobody can say how many gate keys exist, a new padlock or rim lock with keys handed only to the two households can be better than another round of copies. Sutton Coldfield, part of the city since 1974, is different again: its larger detached houses in places such as Four Oaks often have a garage, side gate and outbuildings on separate keys, which a keyed-alike set can bring down to one.',
    ],
    'security-solutions': [
      'A survey of a Birmingham terrace often starts round the back. Many rows in Sparkbrook, Small Heath and Handsworth have shared entries between pairs of houses, and some have alleys behind the gardens, so rear doors and gates deserve as much attention as the front.',
      'Landlords letting shared houses to students in Selly Oak and Bournbrook are generally advised to fit bedroom locks that can be opened from inside without a key, and a front door that shuts and latches behind every tenant.',
      'If you have had a break-in, the place the burglar got in is made secure first, then the rest of the house is looked over, because the same gaps tend to exist on other doors and windows.',
      "The Worcester and Birmingham Canal runs south-west out of the city centre past Edgbaston, Selly Oak, Bournville and Kings Norton, and other canals cross the city to the north and east. Where a back garden ends at a towpath, the rear boundary faces a public path that people use at every hour. The towpath itself cannot be closed off, so the answers lie on the householder's side of the fence: a gate that locks and whose hinges cannot be lifted off, lighting over the back door, and locks on ground-floor windows that face the water.",
    ],
    'upvc-specialists': [
      "Across Birmingham's interwar and post-war estates, from Kingstanding to Northfield, many of the original timber doors have been replaced with uPVC over the years, and some of those doors are now old enough for the multipoint mechanism to be wearing out. The classic warning sign is a handle you have to lift harder and harder before the key will turn.",
      'Often the lock itself is fine and the door has simply dropped on its hinges, so the hooks and rollers no longer meet the keeps. Adjusting the hinges and keeps can cure that. If the gearbox inside has failed, it can often be replaced on its own without a new door. Composite doors on the newer housing around Longbridge use the same kinds of mechanism.',
      'Castle Vale was built in the 1960s on the site of Castle Bromwich airfield, and between 1993 and 2005 a Housing Action Trust pulled down most of its tower blocks and put up low-rise houses in their place. The homes built in that period are now twenty years old or more, so where they have uPVC doors and windows, the multipoint locks, hinges and window handles have had two decades of daily use. Worn keeps, rollers that no longer engage and window handles that spin without locking are the faults to expect at that age, and each can be replaced as a part without changing the door or window frame.',
    ],
    'security-upgrades': [
      'Snapping a cheap euro cylinder is a well-known way into uPVC doors, and Birmingham has a great many uPVC-fitted semis and terraces. A cylinder tested to TS 007 at 3-star, or graded Sold Secure Diamond, is built to resist that attack and is worth fitting on every external door, including the back door onto the garden or entry.',
      'With a timber front door in Harborne or Kings Norton, your insurer may expect a BS 3621 mortice deadlock, so check the wording of the policy. For a city-centre flat, a door limiter lets you see who is there before opening up. A smart lock can suit a household where teenagers forget their keys, but keep a mechanical backup.',
      "The Jewellery Quarter still mixes homes with working jewellers, and many of its brick workshops and small factories have become flats. A good number of those buildings are listed, and listed building consent can be needed for any change that affects their character, inside as well as out, so grilles, new street doors or visible bolts are best discussed with the council's conservation officers before anything is ordered. Upgrades that work within what is already there are simpler, such as an anti-snap cylinder dropped into an existing euro profile cut-out. When choosing that cylinder, bear in mind that a BS EN 1303 grading on its own says nothing about resistance to snapping.",
    ],
  },
  camden: {
    'emergency-lockout': [
      'Camden has a lot of front doors behind other front doors. In Kentish Town, Belsize Park and West Hampstead, many Victorian houses are split into flats, so a lockout can mean getting past a shared street door and then your own flat door, each with its own lock.',
      'In mansion blocks and on estates with a communal entrance, someone else controls the main door. If you cannot get into the building at all, a neighbour, porter or caretaker may be quicker than a locksmith.',
      'Most of the borough has controlled parking, and the southern part around Bloomsbury and Holborn sits inside the Congestion Charge zone, so tell us exactly where the door is and where a van can stop.',
      "Bloomsbury is home to UCL, SOAS and Birkbeck, and many students in the south of the borough live in university halls or purpose-built student blocks around King's Cross and Euston. Rooms there usually open with a key card or a key issued by the building, and the hall's reception or residence staff deal with lockouts themselves; a locksmith should not be called to one of those doors. Students renting a room in a Kentish Town or Camden Town house share have no desk to call on, so the tenancy agreement and the letting agent's out-of-hours number are worth keeping on the phone or with a friend rather than inside the flat.",
    ],
    'lock-replacement': [
      'Georgian and early Victorian terraces in Bloomsbury, Camden Town and Primrose Hill often have heavy panelled timber front doors, and many are listed or stand in conservation areas. On these, a lock change usually means a like-for-like mortice deadlock and rim nightlatch, in a finish that matches the existing door furniture, without altering the face of the door.',
      'Flat entrance doors in converted houses and purpose-built blocks are often fire doors. A replacement lock should fit the existing cut-outs properly and should not weaken the door. If you own the flat on a lease, check whether the door belongs to you or the freeholder before work starts; council and housing association tenants in Gospel Oak or Somers Town should check their tenancy terms.',
      "Several of Camden's post-war council estates are now listed buildings, among them Alexandra Road off Abbey Road and Dunboyne Road near Gospel Oak, both designed by Neave Brown. Alexandra Road is listed at Grade II*, and listing protects the whole building, so on those estates the original doors, their ironmongery and the way they look from the walkway are protected along with the concrete. Replacing a door, adding a second visible lock or changing the letter plate may need listed building consent.",
    ],
    'key-cutting': [
      "Communal doors on Camden's estates and mansion blocks often run on restricted or registered key systems, where blanks are only released to whoever holds the authorisation, usually the landlord or managing agent. For another entrance, bin store or bike store key, go to them first.",
      'Copies for your own flat are routine: mortice keys, cylinder keys, nightlatch keys, and the small keys for sash and casement window locks in older houses.',
      'Bought a conversion in Kentish Town or West Hampstead? Think about how many keys changed hands with the sale before paying to copy them all; fitting new locks may make more sense than cutting more keys to the old ones.',
      "Owners who let a Camden flat for short stays often want extra keys for guests. In London, a whole home can be let for short stays for up to 90 nights a year without planning permission, and some leases of flats restrict short lets altogether, so both are worth checking before a set is cut for visitors. A key safe screwed to the front of a listed house or to its railings may itself need listed building consent, and a lockbox clipped to a communal railing shows every passer-by where keys are kept. A cylinder on a registered key section, copied only against the owner's card, stops a guest having a spare made on the high street.",
    ],
    'security-solutions': [
      "Basement flats are one of Camden's particular weak spots. The lower-ground flats of terraced houses in Camden Town, Kentish Town and Bloomsbury often have their door and windows down in the front area, out of sight of the street, and sash windows there benefit from proper sash locks or stops.",
      'In mansion blocks, ground-floor flats can suffer when the communal door does not close properly behind visitors. That door usually falls to the managing agent, so report it to them as well as securing your own. For landlords of shared houses, a survey covers the front door, room locks that can be opened from the inside without a key, and keeping a sensible record of who holds what.',
      "Shops on Camden High Street, Kentish Town Road and in Hampstead village usually have flats above and often stand in conservation areas, which shapes what a survey can recommend. An external roller shutter over a shopfront generally needs planning permission, and the council's planning guidance favours open-lattice shutters fitted behind the glass over solid boxes fixed to the front of the building. Laminated glazing, a proper mortice lock on the shop door and a separate lock on the side door to the flats upstairs are often the first steps. If the residents share a passage with the shop's rear entrance, any new lock on that route has to leave them a way out without a key.",
    ],
    'upvc-specialists': [
      "uPVC is less common on Camden's period streets than in many places, partly because conservation area controls limit replacing traditional doors and windows. Where you do find it is mostly on post-war estates, newer infill housing and the backs of houses, where garden doors and French doors have often been replaced.",
      'Those doors use the same multipoint locks as anywhere else: hooks, rollers or bolts along the edge, driven by a gearbox behind the handle. If the handle has gone floppy or the key is stiff, stop forcing it, as a failing gearbox can jam the door shut. Composite front doors on newer terraces are repaired in much the same way.',
      "Some of Camden's newer council homes are built to a different pattern. The rebuilt Agar Grove estate, close to Camden Square, is designed to the Passivhaus standard, and homes built that way have heavy, well-sealed doors and windows whose multipoint locks pull the leaf tightly against its gaskets to keep the building airtight. On those doors the keeps are part of the seal. Moving one to ease a stiff lock can leave a gap that lets cold air in, so the right repair restores the compression the door was made for, and a worn gasket is renewed at the same time rather than left to make the lock harder to throw.",
    ],
    'security-upgrades': [
      'For a timber door on a Hampstead or Bloomsbury terrace, the standard upgrade is a BS 3621 mortice deadlock, which is often what insurers ask for; keep the nightlatch, but consider one that deadlocks. British Standard locks are widely available in brass and other traditional finishes, so an upgrade need not change how a listed door looks.',
      'Flats above shops on Camden High Street and Kentish Town Road are often reached through a narrow street door and stair, and a chain or limiter on the flat door adds a check before you open. Any euro cylinder on a uPVC or composite door should be anti-snap. Smart locks can work well, but find out whether your flat door is a fire door before anyone drills it.',
      "On a Georgian door in Bloomsbury or the Camden side of Fitzrovia, the weak point is often the frame rather than the lock: two centuries of screws and repairs leave old softwood that can split when a door is kicked. A London bar along the lock side and a Birmingham bar on the hinge side, both fixed on the inside, strengthen the frame without changing how the door looks from the street, and hinge bolts help a door whose hinges could be attacked. The Bedford Estates still owns a good part of Bloomsbury, and many homes there are held on leases, so a leaseholder may need the freeholder's consent before altering a front door or its frame.",
    ],
  },
  liverpool: {
    'emergency-lockout': [
      'Around Anfield and Walton, many homes are Victorian terraces, a lot of them with the front door right on the street. On match days at Anfield, parking on those streets is restricted, so mention it if you are locked out on a home game day, as it affects where a van can stop.',
      'In the Georgian Quarter, many of the big houses on Canning Street, Huskisson Street and around Falkner Square have been converted into flats, so there may be a shared street door as well as your own. Apartment blocks in the Baltic Triangle and along the waterfront often have fob entry; building staff or the managing agent may hold a spare, and asking them first can save time.',
      "Liverpool's council housing was transferred to Liverpool Mutual Homes in 2008, and Liverpool-based associations such as Riverside and Plus Dane are landlords to many thousands more households in the city. A tenant of a housing association who is locked out should ring its out-of-hours repairs line before anyone else. Some associations send their own contractor and recharge the tenant, and if a lock has to be drilled, the landlord may want its own replacement fitted so that its record of who holds which key stays accurate. A receipt naming the lock that was fitted helps if a different locksmith has done the job.",
    ],
    'lock-replacement': [
      'Student houses off Smithdown Road and around Wavertree change hands every summer, and some landlords change the front door cylinder between tenancies rather than chasing every key from the last group. On uPVC doors, that means a new euro cylinder measured to the door; on older timber doors, a mortice deadlock and nightlatch.',
      'Larger Victorian and Edwardian houses in Aigburth, Mossley Hill and Allerton often keep their original timber front doors, sometimes with stained glass. A mortice lock can be fitted or replaced without changing the character of the door, which matters because parts of south Liverpool lie within conservation areas.',
      'South-east Liverpool has a different building stone. In Woolton and Gateacre, old village cores of local red sandstone survive among the twentieth-century suburbs, and both are conservation areas. Doors there often sit in deep stone reveals, and some older back doors still carry a box-shaped rim lock on the inside face. Replacing one like that means choosing between a rim deadlock made to BS 3621, which mounts on the surface much as the old lock did, and a mortice deadlock, which needs a pocket cut into a door that may be thin or old. A timber frame sitting tight against the stone also leaves little room for long screws behind a new keep.',
    ],
    'key-cutting': [
      "City-centre apartments around the Ropewalks, Liverpool ONE and the waterfront often have a fob for the main entrance and sometimes a restricted key for the flat or post box. Fobs belong to the building's access system, so extra ones normally come from the managing agent, and restricted keys are usually only duplicated once the key holder has signed off the request.",
      'Terraced houses in Walton, Wavertree and Old Swan mostly need plain copies of cylinder, nightlatch and mortice keys, plus the little keys for uPVC window handles. If you let several student houses, a labelled set of keys for each property saves a lot of cutting later on.',
      "A gated jigger brings a key of its own. Once the entry behind a row of houses in Anfield, Wavertree or Kensington has been closed off with gates, each household backing onto it normally holds a gate key, and some gate locks use a restricted key section so that copies cannot be made over the counter. An extra key for a new lodger, or a replacement for one that has gone, then has to come through whoever runs the scheme, such as the council or a residents' group. Buying a house on a gated entry is a good moment to ask the sellers for that key and to find out who issues new ones.",
    ],
    'security-solutions': [
      "The jiggers, the back entries behind Liverpool's terraced streets, can give burglars a hidden way in, so a survey of a terraced house in Anfield, Kirkdale or Wavertree looks at the yard door and gate as closely as the front. Some entries have been gated, but a yard door with a worn bolt is still an easy target.",
      'HMO landlords in the student areas should look for locks that keep each room private while letting tenants get out quickly in a fire, and a front door that closes and latches by itself.',
      'After a break-in, the first job is to make the damaged door or window secure that day; the second is to work out why that point was chosen.',
      'Parts of Anfield, Kensington and Edge Hill were caught up in the Housing Market Renewal programme of the 2000s, when terraces were emptied for clearance, and not every plan was carried through. Where a lived-in house still stands next to an empty or boarded one, a survey looks past the obvious doors: the shared yard wall, a back gate on the empty side that anyone can open, and the roof space, since older terraces sometimes have gaps in the party wall above the ceilings. Raising the yard wall with a trellis topping and fitting a lockable loft hatch can matter more there than a second lock on the front door.',
    ],
    'upvc-specialists': [
      "Many of Liverpool's terraced houses swapped their timber front doors for uPVC years ago, and some of those mechanisms have already been replaced. Homes close to the river may also see more corrosion on the exposed metal parts, so stiff locks and rusty keeps turn up there.",
      'A door that has dropped will drag on the threshold and make the multipoint lock hard to engage. Adjusting the hinges and keeps is usually the first fix, and a worn gearbox or split lock case can normally be replaced on its own.',
      'Converted houses in the Georgian Quarter rarely have uPVC at the front, but rear doors and newer flats often do.',
      'The interwar semis of Childwall, Allerton and West Derby were built long before uPVC doors existed, and many have since had uPVC French doors or a sliding patio door added at the back, often where an extension was built on. French doors lock through shootbolts that run up and down from the second leaf into the frame head and the threshold. When those bolts wear or the leaf drops, the main door can still seem to lock while the pair can be pushed apart. An older sliding door should have anti-lift blocks in its top track, as a panel without them can sometimes be lifted off its rails from outside.',
    ],
    'security-upgrades': [
      "Anti-snap cylinders are the obvious upgrade for the uPVC doors on Liverpool's terraced streets; look for the TS 007 3-star mark or a Sold Secure Diamond rating. Fit one to the back yard door too, since that is the door nobody sees from the street.",
      'For the Victorian villas of Aigburth and the Georgian houses off Hope Street with timber doors, a five-lever mortice deadlock made to BS 3621 usually meets the standard insurance wording. Chains and limiters make sense for ground-floor flats, and ground-floor sashes are worth fitting with window locks. Landlords who hand over keys to changing tenants may find a smart lock handy, provided it has a key override.',
      'Where an Edwardian front door in Wavertree or around Sefton Park has leaded or stained glass close to the lock, a burglar may try to break a pane and reach the latch. Two upgrades answer that without losing the glass. A nightlatch made to BS 3621, once locked with its key, needs a key from inside as well as out, so a hand through a broken pane cannot open it; a household that must be able to leave without a key can choose a BS 8621 lock instead, which makes protecting the glass near it all the more important. A clear laminated panel fixed behind the old glass holds it in place if it is struck.',
    ],
  },
  manchester: {
    'emergency-lockout': [
      'Fallowfield and Withington have a great many student houses, and lockouts there tend to happen at odd hours, often with a door that was only pulled shut on the latch. A nightlatch on its own can usually be opened without harming the door; a mortice that has been locked with the key takes longer.',
      'In the city centre, converted mills in Ancoats and the towers around Deansgate and the Green Quarter often have a concierge or management office. If they hold a spare key, that is the quickest way back in. If not, the locksmith still has to get through the fob door, so let the concierge know someone is on the way.',
      'Flats above the shops and restaurants on Wilmslow Road through Rusholme, and along the parades of Burton Road in West Didsbury and Beech Road in Chorlton, are often entered not from the shopfront but from a door at the back, off a service alley or a yard shared with the business below. For a lockout, that means giving the name of the alley or the street behind it, and saying whether a gate has to be opened on the way. If the yard gate is locked and the shop is shut, the business or the landlord may hold the only key to it, so their number is worth having before it is needed.',
    ],
    'lock-replacement': [
      "Manchester's Victorian and Edwardian terraces in Levenshulme, Longsight and Gorton were built with timber doors, and while plenty have since gone uPVC, some originals remain. The job differs on each: a mortice deadlock and rim nightlatch on timber, and a euro cylinder, or sometimes the whole multipoint strip, on uPVC.",
      'Didsbury and Whalley Range have many large Victorian houses divided into flats, each with its own lockable flat door off a shared hallway. When you move into one, change the lock on your own door. The main street door is shared, so any change to it usually needs agreeing with the other flats or the freeholder.',
      "Residential towers have multiplied in central Manchester since Beetham Tower opened in 2006, and in any block over 11 metres tall, fire safety regulations in force in England since January 2023 require the responsible person to try to check every flat entrance door at least once a year. A lock change on one of those doors will therefore be seen. The flat door is usually a certified fire doorset whose test evidence covers particular kinds of lock, so a replacement should be of the same type, with the intumescent protection that sat around the old lock case refitted or renewed. Asking the managing agent for the door's certificate before the job saves guesswork.",
    ],
    'key-cutting': [
      "Restricted key systems are found on many of Manchester's apartment blocks, in areas such as the Northern Quarter, Castlefield and Spinningfields, where they can cover bin stores, service doors and sometimes the flat doors themselves. For a copy, you need authorisation from whoever registered the system, normally the management company.",
      'Landlords of student houses in Fallowfield and Rusholme often keep one master set and cut fresh copies for each new group of tenants. Copying from an original key rather than a worn copy gives a cleaner result.',
      'Window keys for uPVC handles come in a handful of common patterns and are easily replaced, which is useful when a previous occupant has left none behind.',
      "Many of the flats built in central Manchester in recent years are build-to-rent: whole blocks owned by one company and let directly to tenants, usually with an on-site management team. In those buildings the flat door often opens with a fob, a card or a phone app linked to the building's access system, and there may be no key to cut at all. Extra credentials come from the management desk, which can also cancel one that has gone missing, something no copy of a metal key allows. Where a flat door does take a conventional key, its cylinder may belong to a master-keyed suite run by the operator, and blanks for those are not sold over the counter.",
    ],
    'security-solutions': [
      'Plenty of south Manchester terraces back onto alleys, and in Moss Side, Levenshulme and Longsight many of those alleys have been gated. A gate helps, but the yard door and any ground-floor window onto the yard are still where a survey should focus.',
      'HMO landlords in Fallowfield, Withington and Victoria Park have to balance security against safe escape: a thumbturn on the inside of the front door and room doors that can be opened from within without a key.',
      'If you have been burgled, get the point of entry made good first, then go round every other door and window with the same critical eye.',
      'Hulme shows that layout matters as much as locks. The Crescents, deck-access blocks finished in the early 1970s, were pulled down in the early 1990s, and the streets built in their place were laid out so that front doors face the street and back gardens mostly back onto other gardens rather than onto paths. A survey of a home there, or anywhere with a similar layout, starts with whatever breaks that pattern: a rear garden that ends at a footpath, a side gate hidden from the street, or a corner plot with a long exposed fence. Those are the places where a gate lock, taller fencing or a light does more than a second lock on the front door.',
    ],
    'upvc-specialists': [
      'Heavy daily use and years of settlement make uPVC doors drop, and once the hooks and rollers stop lining up, the multipoint lock starts to bind. You see it on the estates of Wythenshawe and Blackley and on inner-city terraces where the front door was replaced with uPVC.',
      'Gearbox failure is the other common fault: the handle turns but nothing moves, or the door will not lock at all. A replacement gearbox of the right size often sorts it out without changing the whole door. Composite doors on newer estates use similar mechanisms, often with a heavier slab that puts more strain on the hinges.',
      "Wythenshawe was planned by Barry Parker in the late 1920s as a garden city, and its cottage-style houses have been through several rounds of door replacement since. Houses bought under the right to buy have whatever their owners chose, while those still rented are largely run by Wythenshawe Community Housing Group, which decides what goes on its own homes. The result is a mix of uPVC and composite doors from different decades and makers along a single street. For a repair, the make, backset and spacing of the existing mechanism matter far more than the look of the door, and a neighbour's fault on an identical-looking door may be nothing like yours.",
    ],
    'security-upgrades': [
      'Student houses in Fallowfield and Withington tend to be full of laptops, phones and bikes, so they are worth securing properly before term starts. Anti-snap cylinders on every outside door, with three stars under TS 007 or a Sold Secure Diamond grade, key-locking catches on ground-floor windows and a limiter on the front door are sensible upgrades.',
      "Owners of large Victorian houses in Didsbury and Whalley Range with timber front doors often find their insurer expects a BS 3621 mortice deadlock. In city-centre flats, a door viewer or limiter is a sensible addition, and smart locks can work well, though check your building's rules first, as many management companies control changes to flat doors.",
      'Behind a Longsight or Moss Side terrace, the yard is usually closed by a brick wall and a timber gate, and both can be made harder to get over or through. A gate held only by a thumb latch can take heavy bolts on the inside, top and bottom, or a hasp with a closed-shackle padlock where it must also lock from the alley side. A low wall can be raised with trellis on top. Anti-climb paint is normally applied only above about two metres and with a warning sign, because the occupier can be liable for injuries it causes.',
    ],
  },
  leeds: {
    'emergency-lockout': [
      'Leeds still has whole streets of red-brick back-to-back terraces, in Harehills, Beeston, Holbeck, Armley and around Hyde Park. A back-to-back usually has only one outside door, so there is no back door to try: if the front is locked, that is the door that has to be opened.',
      'Student houses in Headingley and Hyde Park are the other big source of lockouts, often late at night with a door on the latch. Where a letting agent manages the house, they may have a spare key; otherwise, opening a nightlatch without damage is usually quick.',
      'City-centre flats at Leeds Dock or Granary Wharf may need building staff to let a locksmith into the block.',
      "Giving the full address matters in parts of Leeds. Hyde Park's terraces were built in groups that share a name, so the Harolds are a cluster of streets all called Harold something, and the Brudenells and the Thornvilles follow the same pattern; Harehills has similar clusters. A locksmith sent to the wrong Harold loses time on a cold night, and street name plates on end walls are not always easy to read in the dark. Give the exact street name and house number, say whether the door is at the front or the side of the house, and mention a landmark such as the nearest corner shop or pub.",
    ],
    'lock-replacement': [
      'A new tenancy in Headingley or Hyde Park is the usual reason for changing locks in the student areas. Many landlords prefer euro cylinders on front doors so that only the cylinder needs swapping between tenant groups, rather than the whole lock.',
      'On a back-to-back, the front door is the only way in and out, so its lock matters twice over: it must be secure, and it must open easily from inside in an emergency. A cylinder with a thumbturn on the inside, or a sashlock with an inside handle, meets both needs.',
      'In Roundhay and Chapel Allerton, larger Victorian houses with timber doors often take a British Standard mortice deadlock.',
      'Since 2012 an Article 4 direction has required planning permission to turn a family house into a small HMO across Headingley, Hyde Park and neighbouring areas, and as more students have moved into purpose-built blocks near the city centre, some former shared houses have been sold as family homes. A buyer of one of those houses inherits years of tenancies: front and back cylinders that may have been copied many times, and a lock on every bedroom door. Changing the outside cylinders comes first. The room locks can usually be taken out or swapped for privacy latches, with the holes left in old panelled doors filled by a joiner.',
    ],
    'key-cutting': [
      'Leeds students share houses, and shared houses lose keys. Copying cylinder and mortice keys for a Headingley or Hyde Park house is quick, but if a key has gone missing rather than simply broken, the landlord may want the lock changed instead. Check your tenancy agreement before cutting extra keys to a rented house.',
      "Apartment blocks at Leeds Dock, Holbeck and along the Calls often use restricted keys for communal doors and post boxes. Those blanks are controlled, and copies are normally only cut against the authorisation card or the key holder's written permission. Spare keys for locking window handles and older casement locks are rarely a problem.",
      "A landlord with several shared houses in Headingley, Hyde Park or Burley can end up holding dozens of loose keys. A master-keyed suite is the usual answer: each tenant's key opens the outside doors and that tenant's own room, and the landlord's master key opens all of them. Those suites are normally built on a registered or restricted key section, so copies are cut only against the landlord's authorisation, which stops a departing tenant leaving with spares nobody knows about. The weak point is the master itself. If it is lost, every cylinder in the suite has to be changed, so it should be kept out of the houses and never lent to contractors.",
    ],
    'security-solutions': [
      'Back-to-backs in Harehills and Beeston have no back door or back yard of their own, so the front door and the front windows take most of the attention in a survey.',
      'Through terraces elsewhere in the city are different: many have back yards onto shared alleys, and the rear door needs checking as carefully as the front.',
      'HMO landlords in Headingley and Hyde Park should look at room locks, a self-closing front door and a proper record of who holds keys. After a break-in, have the point of entry secured before anything else, then get the rest of the house checked.',
      'Below many Leeds terraces and back-to-backs is a cellar, and its window often sits in a small light well at the front, covered by an iron grate set into the pavement or the garden. A grate that nothing holds down is easy to lift, and the window beneath is frequently old, single-glazed and out of sight once someone is down there. A survey checks whether the grate is fixed or locked in place, whether the cellar window has a lock or a bar, and whether the door at the cellar head can be secured from the house side. Old coal holes, through which coal was once tipped into the cellar, deserve the same look.',
    ],
    'upvc-specialists': [
      'Many back-to-backs and through terraces around Leeds now have uPVC or composite front doors, and on a back-to-back that single door takes every entry and exit for the whole household. All that use can wear out the gearbox and the hooks of a multipoint lock sooner than on a house with two doors.',
      'Dropped doors are the other familiar fault; a uPVC door that has sagged will catch on the frame and need lifting before it locks. Adjusting the hinges and keeps often solves it. On new-build estates at the edge of the city, composite doors use much the same mechanism, though the heavier slab can need firmer hinge adjustment.',
      'A back-to-back is single-aspect, so on the upper floor the front windows are usually the only way out other than the stairs and the front door if there is a fire. That changes how the uPVC windows upstairs should be locked: on a bedroom window, the key for a locking handle belongs on or beside the window rather than in a kitchen drawer, and restrictors fitted for children should release by hand. Older uPVC casements in these houses often have worn friction hinges that let the sash sag and foul the frame, which makes the handle hard to turn; hinges and espagnolette locks can be replaced without changing the window.',
    ],
    'security-upgrades': [
      'For red-brick terraces with uPVC doors, the upgrade most worth having is an anti-snap cylinder, either 3-star to TS 007 or approved at Sold Secure Diamond. Because a back-to-back has a single door, that one cylinder does most of the work of keeping the house secure.',
      'On most back-to-backs the ground-floor windows all face the front, so key-operated window locks are a sensible addition. Owners in Chapel Allerton and Roundhay with timber doors should check whether their insurer asks for a BS 3621 mortice lock. A smart lock suits a shared house well, provided every tenant keeps a way in if the battery fails.',
      'The thumbturn that lets a back-to-back household get out quickly has a weakness when the letterbox sits in the same door a short reach away. Tools pushed through the letter plate can sometimes turn a thumbturn, or hook keys left on a shelf near the door. A letterbox restrictor or a cage fitted behind the flap stops that without giving up the thumbturn, and some thumbturns need a button pressed before they will turn, a second step that is hard to manage blind. Keys, car keys included, are safer kept well away from the hall in a house where the front door is the only door.',
    ],
  },
  glasgow: {
    'emergency-lockout': [
      'Across Partick, Dennistoun, Shawlands and Govanhill, many flats are up a close, and a lockout often has two parts: the secure entry door at the foot of the close and your own door on the landing. If a neighbour can buzz the locksmith into the close, that saves time; if not, say so when you call.',
      'Tenement flat doors are often solid timber with a mortice lock and a rim nightlatch. If you only pulled the door shut on the nightlatch, it can often be opened without damage; if the mortice was locked, expect a longer job. Main door flats, with their own entrance straight off the street, are handled much like a house.',
    ],
    'lock-replacement': [
      'Original tenement flat doors in Hyndland and Dennistoun are often thick panelled timber, and a lock change should respect that. A replacement mortice deadlock can usually go into the existing pocket, and a new nightlatch can often use the old fixing holes, so the door is not cut about more than it needs to be.',
      'The lock on the close door usually belongs to all the owners in the stair and, where there is a factor, is normally looked after by them, so that is not one to change on your own. Your own flat door is generally yours to secure, and if you have just bought, changing its locks is wise, since previous owners and tradespeople may still have keys.',
    ],
    'key-cutting': [
      'Most tenement flats need a key or fob for the close door as well as keys for their own locks. Some closes use an ordinary key that any key cutter can copy, but others have moved to restricted keys or fobs, and those copies usually have to come through the factor, or the owners where there is no factor.',
      'Mortice keys for older tenement doors can be cut from an existing key; if every one has been lost, changing the lock is often simpler. In the West End, landlords letting to students around Hillhead and Partick often need several sets at once for a new tenancy, and keeping one labelled spare back is worth the trouble.',
    ],
    'security-solutions': [
      'In a Glasgow tenement, security starts at the close door. A secure entry door that does not shut on its closer lets anyone into the stair, and then the flat doors take all the strain. Report a faulty close door to the factor, or agree a repair with the other owners if there is no factor.',
      'Main door and ground-floor flats with windows onto the back court are often the most exposed, and window locks are worth adding there. Four-in-a-block cottage flats, common in the interwar council schemes, give each flat its own outside door, so each needs looking at separately. After a break-in, the damaged door is made secure first and the rest checked afterwards.',
    ],
    'upvc-specialists': [
      'In Glasgow, uPVC doors turn up mostly on four-in-a-blocks, terraced and semi-detached houses in the outer schemes, and on newer homes built in places like Drumchapel and Easterhouse to replace older housing. Tenement flat doors inside a close are rarely uPVC, and main doors in conservation areas are usually kept as timber.',
      'The faults are the familiar ones: a dropped door dragging on the frame, a gearbox worn out, or a cylinder that turns stiffly. Wet west-coast weather does keeps and hinges no favours, so cleaning, lubrication and a hinge adjustment can solve a lot before any part needs replacing.',
    ],
    'security-upgrades': [
      'Tenement flat doors in Glasgow are often solid timber, but a nightlatch alone is a weak way to secure one. Adding a British Standard mortice deadlock, to BS 3621, brings the door up to what insurers commonly ask for. Because anyone let into the close can reach your landing unseen from the street, a chain or limiter gives you a look at the caller before the door opens fully.',
      'For houses with uPVC or composite doors, fit an anti-snap cylinder graded Sold Secure Diamond, or one with the TS 007 3-star marking. Ground-floor windows onto a back court deserve window locks. A smart lock on the flat door can work, but the close door will still need its key.',
    ],
  },
  edinburgh: {
    'emergency-lockout': [
      'In Marchmont, Bruntsfield, Leith and Gorgie, many flats are in tenements up a common stair, so the locksmith needs to get into the stair before starting on your door. A neighbour buzzing the stair door open is the quickest way in; a shared stair door should not be forced to reach one flat.',
      "Main door flats and houses in the New Town have heavy panelled doors, often with an old mortice lock. Opening without damage is the aim, because a damaged door on a listed building can be costly to put right. Parking is controlled across central Edinburgh and the Old Town's closes cannot take a van, so explain exactly how best to reach the door.",
    ],
    'lock-replacement': [
      "Georgian doors in the New Town and Stockbridge are part of what makes those streets look as they do, and many of the buildings are listed. A lock replacement on one of these doors should keep to the existing mortice pockets, use furniture matching the original finish and add nothing visible that was not there before. If in doubt, ask the council's planning team before work that changes the look of the door.",
      'Tenement flat doors in Marchmont, Leith and Dalry are usually simpler: a mortice deadlock and nightlatch on a timber door. The stair door is usually common property, looked after by the factor where there is one or by the owners together, so its lock is not yours to change alone.',
    ],
    'key-cutting': [
      'Some Edinburgh stair doors use restricted keys, and the right to order copies sits with the factor or with the owners together. If you need another stair key, ask the factor, or your neighbours if there is no factor; a restricted key is not normally copied without authorisation.',
      'Colony flats in Stockbridge and Abbeyhill are simpler. Each flat has its own front door, with upper flats reached by an outside stair from the other side of the row, so the keys are only for your own locks.',
      'Student flats in Marchmont and Newington tend to need several sets every September, and the tiny keys that work sash window locks in older tenements are easily lost.',
    ],
    'security-solutions': [
      'Security in an Edinburgh tenement depends heavily on the stair door closing behind everyone who uses it. If yours does not latch properly, raise it with your neighbours or the factor, as it is a shared repair rather than something one flat fixes alone.',
      'Main door and basement flats in the New Town have their own doors onto the street or down into an area, and sash windows at basement level deserve sash locks or restrictors. Landlords of HMOs, which in Scotland generally need a licence from the council, should plan for room locks that any occupant can release from within, and a written list of key holders. Following a break-in, secure the way the intruder used before anything else.',
    ],
    'upvc-specialists': [
      'In the city centre, uPVC doors are uncommon: most stair doors and New Town doors are timber, and conservation controls apply across much of the centre. You will find uPVC and composite doors on bungalows and semis in places like Corstorphine, Liberton and Gilmerton, on former council housing, and on new developments around Granton.',
      'Homes near the coast at Portobello and Granton get salt in the air, which can corrode hinges, keeps and multipoint locks faster than inland. A door that needs a hard lift before it locks has usually dropped; adjusting the hinges and keeps fixes many, and a worn gearbox or failed lock case can be swapped without changing the door.',
    ],
    'security-upgrades': [
      'For a timber tenement flat door in Bruntsfield or Leith, a BS 3621 five-lever mortice deadlock alongside the nightlatch is the upgrade insurers most often look for, and a door viewer or limiter lets you check who has come up the stair. On New Town doors, British Standard locks are available in finishes that sit comfortably with traditional brass fittings.',
      "Ground-floor and basement sash windows benefit from sash locks. Where there is a uPVC or composite door, change its cylinder for one with Sold Secure's Diamond grade or TS 007's three stars. Smart locks can suit flats let to visitors, but check first what the rules for your building and any short-let licence allow.",
    ],
  },
  bradford: {
    'emergency-lockout': [
      "Many of Bradford's older terraces are built of local stone, with front doors set in stone surrounds, in areas such as Manningham, Girlington, Great Horton and Heaton. Many now have uPVC doors; if the handle was not lifted and the key not turned, only the latch is holding it and getting in without damage is often possible.",
      'Older timber doors with a nightlatch and a mortice lock are still found on many of the bigger Victorian houses in Heaton and Manningham. Students near the university on Great Horton Road should try the letting agent for a spare key first.',
      "In the city centre, apartments in the converted warehouses of Little Germany may need the building's management to open the main entrance for a locksmith.",
    ],
    'lock-replacement': [
      "Saltaire, in Shipley, is a World Heritage Site, and its original stone terraced houses are listed, so a lock replacement there should keep the look of the front door. Replacing a mortice deadlock like-for-like in the existing pocket is usually the right approach, and the council's conservation team can advise before anything more.",
      'Across the rest of the city, the choice depends on the door. Timber doors on stone terraces in Eccleshill or Idle take a mortice deadlock and nightlatch; uPVC doors take a euro cylinder, sized so that it does not stick out past the handle. After moving in, change the cylinder rather than trusting that every old key was handed back.',
    ],
    'key-cutting': [
      'Most key cutting for Bradford homes is straightforward: spare cylinder keys for uPVC doors on terraces in Bradford Moor and Thornbury, keys for the lever locks on original wooden doors, and window handle keys. If you are copying keys for a student let near the university, make sure the landlord is happy with extra keys in circulation.',
      'Apartments in the warehouses of Little Germany and in newer blocks near the city centre may use restricted keys for entrances and bin stores, which are normally only copied with authorisation from the management company. If a key is worn and sticking, a copy cut from it carries the wear too, so cutting to code, where the code is known, or replacing the cylinder is the better fix.',
    ],
    'security-solutions': [
      'Stone terraces in Bradford are solid, but the weak points are the same as anywhere: the back door onto the yard or alley, windows at ground level and an entrance relying on a single lock. Some streets in areas like Girlington and Lidget Green have back alleys, and the rear doors there deserve a proper look in any survey.',
      'Landlords with HMOs near the university or in the larger houses of Manningham should think about bedroom locks that turn by hand from within and a front door fitted with a closer. After a break-in, making the entry point secure comes first; fixings into stone need the right plugs and screws if a repaired frame is to hold properly.',
    ],
    'upvc-specialists': [
      "Where Bradford's stone terraces have had their original timber doors swapped for uPVC, the new frames went into old stone openings that are not always square. Over time, that can leave a door slightly out of line, so the multipoint lock binds and the handle needs forcing.",
      'On the high ground at Queensbury, Wibsey and Thornton, doors facing into the weather take a beating, and hinges, keeps and gearboxes wear accordingly. The fix is usually adjustment first, then a new gearbox or lock case if needed.',
      'Composite doors on the newer estates around the edges of the city use the same types of mechanism and are serviced in the same way.',
    ],
    'security-upgrades': [
      'The cylinder is often the weak point of a uPVC door on a Bradford terrace. Swap a basic euro cylinder for an anti-snap one that meets TS 007 3-star or carries a Sold Secure Diamond rating, on the back door as well as the front.',
      'Timber doors on the Victorian villas of Heaton and Manningham often need a BS 3621 mortice deadlock to satisfy insurance wording. A chain or limiter suits older people living alone, and ground-floor sashes and casements can take key-operated window locks.',
      'A smart lock can help families who share the care of a relative, as long as a key override stays in place for when the electronics let you down.',
    ],
  },
  sheffield: {
    'emergency-lockout': [
      "Sheffield's terraces in Walkley, Crookes, Heeley and Meersbrook sit on steep streets, and some front doors are up a flight of steps from the road. Tell us if the house is at the top of a steep path or along a gennel, so we know how to reach it, and where there is room to pull in on the hill.",
      'Student houses in Broomhill, Crookes and off Ecclesall Road often have a nightlatch on the front door and a back door onto a yard; if the back might be open, check it before calling anyone. City-centre flats around Kelham Island and West Street usually need building staff or a neighbour to let a locksmith through the main entrance.',
    ],
    'lock-replacement': [
      'Many Sheffield terraces have back doors reached through a gennel, the shared passage between houses, so the rear lock often gets as much use as the front. When replacing locks in Walkley or Sharrow, consider cylinders keyed alike, so one key opens both doors.',
      'Victorian villas in Nether Edge and Broomhall often keep their original timber doors with glazed panels; a BS 3621 mortice deadlock and a nightlatch that deadlocks suit these well.',
      'Managed apartment blocks in the city centre may have rules about who can change flat door locks and what can be fitted, so check with the building before work starts.',
    ],
    'key-cutting': [
      'With two universities, Sheffield has many shared houses, and the start of each academic year brings requests for several copies at once in Crookes and Broomhill. Cutting from a good original gives the best result, because a key copied from a copy can pick up errors each time. Landlords who keep one unused original per lock save themselves trouble.',
      'Apartment blocks at Kelham Island and in the city centre use restricted keys and fobs for entrances, and copies of restricted keys need authorisation from the management company. On terraces in Hillsborough and Heeley, spares for window handles and for the lever locks on older wooden doors can be matched from a key you already have.',
    ],
    'security-solutions': [
      'The hills give many Sheffield terraces a front and back at different levels, with a yard reached through a gennel shared with the neighbours. A survey looks at whether the gennel door or gate locks, whether the back door is overlooked, and whether ground-floor windows can be reached from the yard.',
      'HMO landlords in Broomhill, Crookes and Sharrow should look for room locks that always open from inside, a front door that closes on its own, and a record of who has keys. After a break-in, the point of entry comes first and every other opening follows, since whoever got in may have spotted other weaknesses.',
    ],
    'upvc-specialists': [
      'On a sloping street, a door that has dropped on its hinges starts rubbing the threshold or catching the frame, and the multipoint lock then needs a hard lift on the handle before it will lock. Left alone, that extra force wears out the gearbox.',
      'uPVC doors are common on terraces across Hillsborough, Darnall and Firth Park, and composite doors on newer builds. Many faults can be fixed by adjusting hinges and keeps, and a worn gearbox or cylinder can be replaced without changing the door.',
      'Houses in conservation areas such as Nether Edge tend to keep timber fronts, but uPVC often appears at the back.',
    ],
    'security-upgrades': [
      'Terraces with back doors onto gennels or shared yards gain most from anti-snap cylinders on both doors, carrying a 3-star TS 007 rating or Sold Secure Diamond approval. For the stone villas of Nether Edge and Ranmoor with wooden front doors, insurers asking for a five-lever lock usually mean one made to BS 3621.',
      'In student houses, locks on the ground-floor windows and a front-door limiter are simple additions. Smart locks can suit shared houses in Crookes and Walkley, as codes can be changed between tenancies, but keep a mechanical key override.',
    ],
  },
  swansea: {
    'emergency-lockout': [
      'Many Swansea homes climb the hills above the bay, in places such as Mount Pleasant, Townhill and St Thomas below Kilvey Hill, and many front doors are reached by steps or a steep path. Let us know the best way up to the door and whether there is anywhere to park nearby.',
      'Student houses in Brynmill and Uplands are close to the Singleton campus, and lockouts there often involve a door left on the latch, which can usually be opened without damage.',
      'Waterfront apartment blocks often have fob entry to the building, so ask the managing agent or building staff whether they keep a spare key before anything else.',
    ],
    'lock-replacement': [
      'In Uplands and Brynmill, terraced houses let to students change hands often, and many landlords fit a fresh cylinder each time one group of tenants leaves. On the older timber doors that survive on some of these streets, a mortice deadlock and nightlatch is the usual pairing.',
      'In Mumbles and along the seafront, salt air gets into locks, and a cylinder or mortice that has started to stick may be corroded rather than worn; a replacement with a corrosion-resistant finish lasts longer there. In Sketty and West Cross, uPVC and composite doors on semis take euro cylinders, which should be measured to sit flush with the handle.',
    ],
    'key-cutting': [
      'Flats in SA1 and the Maritime Quarter generally use fobs for the main door and sometimes restricted keys for bin stores and post boxes. Both are usually controlled by the management company, and copies of restricted keys are normally only cut with their authorisation.',
      'For houses, the routine jobs are spare cylinder, mortice and nightlatch keys, and window handle keys. A key that has corroded near the sea in Mumbles may no longer give a clean copy; a key cut to code or a new cylinder can be better. Students sharing in Brynmill should check with the landlord before making extra keys.',
    ],
    'security-solutions': [
      'Hillside terraces in Swansea often have a back lane or steps behind them, with a back door sitting higher or lower than the street. In Mount Pleasant and St Thomas, a survey checks the back gate, the rear door and any windows that can be reached from the lane.',
      'HMO landlords in Uplands and Brynmill need a front door that secures itself when it closes and bedroom locks that open from inside. Holiday lets in Mumbles and on Gower have their own issue: many different people handle the keys, so a key safe or a smart lock with changeable codes is often better than more copies.',
      'After a break-in, the entry point is secured first.',
    ],
    'upvc-specialists': [
      'Salt air along the bay, from the Marina out to Mumbles, is hard on the metal parts of uPVC and composite doors. Hinges, keeps and the multipoint strip can corrode, and a door that used to lock easily starts to need force. Cleaning, lubricating and adjusting can help, but a badly corroded lock is better replaced.',
      'Up on Townhill and Mayhill, where the houses face the weather, doors take a lot of wind and rain, and dropped doors and worn gearboxes are common faults. A dropped door catching on the frame can usually be adjusted at the hinges, and a failed gearbox replaced on its own.',
    ],
    'security-upgrades': [
      'For a uPVC door on a Swansea terrace or semi, the first upgrade is a cylinder that resists snapping, graded 3-star under TS 007 or Diamond under Sold Secure. Near the sea, choose one with a finish that resists corrosion, as a seized cylinder is a problem of its own.',
      'Owners of older houses in Uplands and Sketty with timber doors may find a mortice deadlock to BS 3621 is a condition of their home insurance; the policy wording will say. Window locks are worth having on ground-floor windows onto back lanes, a door chain or limiter suits anyone living alone, and smart locks can work for holiday lets in Mumbles, provided there is a key backup for when a battery or connection fails.',
    ],
  },
};
