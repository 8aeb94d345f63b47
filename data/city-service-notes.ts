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
    ],
    'lock-replacement': [
      'In the older terraces of Moseley and Stirchley, many front doors are still timber, and the right lock there is often a British Standard five-lever mortice deadlock working alongside a nightlatch. On the uPVC doors fitted to many interwar houses in Hall Green, Erdington and Kingstanding, replacing the lock usually means changing the euro cylinder rather than the whole mechanism.',
      'Just moved in? Previous owners, their builders and assorted relatives may all still hold keys, so a new cylinder or mortice on day one is sensible. In the Edgbaston, Moseley and Jewellery Quarter conservation areas, pick a lock that suits the original door instead of swapping the door itself.',
    ],
    'key-cutting': [
      'Apartment blocks in Birmingham, from Digbeth to the canal-side developments off Broad Street, often put restricted keys on bin stores, communal doors and post rooms. A restricted key is usually only copied against an authorisation card or a letter from whoever holds the key system, normally the management company, so speak to them before you speak to us.',
      'For houses, the everyday jobs are spare keys for uPVC door cylinders, mortice keys for older timber doors, and replacement window keys, which have a habit of vanishing after a move. Student houses in Selly Oak get through keys quickly at the start of term; if a set has been lost rather than broken, a landlord may prefer the cylinder changed to more copies being made.',
    ],
    'security-solutions': [
      'A survey of a Birmingham terrace often starts round the back. Many rows in Sparkbrook, Small Heath and Handsworth have shared entries between pairs of houses, and some have alleys behind the gardens, so rear doors and gates deserve as much attention as the front.',
      'Landlords letting shared houses to students in Selly Oak and Bournbrook are generally advised to fit bedroom locks that can be opened from inside without a key, and a front door that shuts and latches behind every tenant.',
      'If you have had a break-in, the place the burglar got in is made secure first, then the rest of the house is looked over, because the same gaps tend to exist on other doors and windows.',
    ],
    'upvc-specialists': [
      "Across Birmingham's interwar and post-war estates, from Kingstanding to Northfield, many of the original timber doors have been replaced with uPVC over the years, and some of those doors are now old enough for the multipoint mechanism to be wearing out. The classic warning sign is a handle you have to lift harder and harder before the key will turn.",
      'Often the lock itself is fine and the door has simply dropped on its hinges, so the hooks and rollers no longer meet the keeps. Adjusting the hinges and keeps can cure that. If the gearbox inside has failed, it can often be replaced on its own without a new door. Composite doors on the newer housing around Longbridge use the same kinds of mechanism.',
    ],
    'security-upgrades': [
      'Snapping a cheap euro cylinder is a well-known way into uPVC doors, and Birmingham has a great many uPVC-fitted semis and terraces. A cylinder tested to TS 007 at 3-star, or graded Sold Secure Diamond, is built to resist that attack and is worth fitting on every external door, including the back door onto the garden or entry.',
      'With a timber front door in Harborne or Kings Norton, your insurer may expect a BS 3621 mortice deadlock, so check the wording of the policy. For a city-centre flat, a door limiter lets you see who is there before opening up. A smart lock can suit a household where teenagers forget their keys, but keep a mechanical backup.',
    ],
  },
  camden: {
    'emergency-lockout': [
      'Camden has a lot of front doors behind other front doors. In Kentish Town, Belsize Park and West Hampstead, many Victorian houses are split into flats, so a lockout can mean getting past a shared street door and then your own flat door, each with its own lock.',
      'In mansion blocks and on estates with a communal entrance, someone else controls the main door. If you cannot get into the building at all, a neighbour, porter or caretaker may be quicker than a locksmith.',
      'Most of the borough has controlled parking, and the southern part around Bloomsbury and Holborn sits inside the Congestion Charge zone, so tell us exactly where the door is and where a van can stop.',
    ],
    'lock-replacement': [
      'Georgian and early Victorian terraces in Bloomsbury, Camden Town and Primrose Hill often have heavy panelled timber front doors, and many are listed or stand in conservation areas. On these, a lock change usually means a like-for-like mortice deadlock and rim nightlatch, in a finish that matches the existing door furniture, without altering the face of the door.',
      'Flat entrance doors in converted houses and purpose-built blocks are often fire doors. A replacement lock should fit the existing cut-outs properly and should not weaken the door. If you own the flat on a lease, check whether the door belongs to you or the freeholder before work starts; council and housing association tenants in Gospel Oak or Somers Town should check their tenancy terms.',
    ],
    'key-cutting': [
      "Communal doors on Camden's estates and mansion blocks often run on restricted or registered key systems, where blanks are only released to whoever holds the authorisation, usually the landlord or managing agent. For another entrance, bin store or bike store key, go to them first.",
      'Copies for your own flat are routine: mortice keys, cylinder keys, nightlatch keys, and the small keys for sash and casement window locks in older houses.',
      'Bought a conversion in Kentish Town or West Hampstead? Think about how many keys changed hands with the sale before paying to copy them all; fitting new locks may make more sense than cutting more keys to the old ones.',
    ],
    'security-solutions': [
      "Basement flats are one of Camden's particular weak spots. The lower-ground flats of terraced houses in Camden Town, Kentish Town and Bloomsbury often have their door and windows down in the front area, out of sight of the street, and sash windows there benefit from proper sash locks or stops.",
      'In mansion blocks, ground-floor flats can suffer when the communal door does not close properly behind visitors. That door usually falls to the managing agent, so report it to them as well as securing your own. For landlords of shared houses, a survey covers the front door, room locks that can be opened from the inside without a key, and keeping a sensible record of who holds what.',
    ],
    'upvc-specialists': [
      "uPVC is less common on Camden's period streets than in many places, partly because conservation area controls limit replacing traditional doors and windows. Where you do find it is mostly on post-war estates, newer infill housing and the backs of houses, where garden doors and French doors have often been replaced.",
      'Those doors use the same multipoint locks as anywhere else: hooks, rollers or bolts along the edge, driven by a gearbox behind the handle. If the handle has gone floppy or the key is stiff, stop forcing it, as a failing gearbox can jam the door shut. Composite front doors on newer terraces are repaired in much the same way.',
    ],
    'security-upgrades': [
      'For a timber door on a Hampstead or Bloomsbury terrace, the standard upgrade is a BS 3621 mortice deadlock, which is often what insurers ask for; keep the nightlatch, but consider one that deadlocks. British Standard locks are widely available in brass and other traditional finishes, so an upgrade need not change how a listed door looks.',
      'Flats above shops on Camden High Street and Kentish Town Road are often reached through a narrow street door and stair, and a chain or limiter on the flat door adds a check before you open. Any euro cylinder on a uPVC or composite door should be anti-snap. Smart locks can work well, but find out whether your flat door is a fire door before anyone drills it.',
    ],
  },
  liverpool: {
    'emergency-lockout': [
      'Around Anfield and Walton, many homes are Victorian terraces, a lot of them with the front door right on the street. On match days at Anfield, parking on those streets is restricted, so mention it if you are locked out on a home game day, as it affects where a van can stop.',
      'In the Georgian Quarter, many of the big houses on Canning Street, Huskisson Street and around Falkner Square have been converted into flats, so there may be a shared street door as well as your own. Apartment blocks in the Baltic Triangle and along the waterfront often have fob entry; building staff or the managing agent may hold a spare, and asking them first can save time.',
    ],
    'lock-replacement': [
      'Student houses off Smithdown Road and around Wavertree change hands every summer, and some landlords change the front door cylinder between tenancies rather than chasing every key from the last group. On uPVC doors, that means a new euro cylinder measured to the door; on older timber doors, a mortice deadlock and nightlatch.',
      'Larger Victorian and Edwardian houses in Aigburth, Mossley Hill and Allerton often keep their original timber front doors, sometimes with stained glass. A mortice lock can be fitted or replaced without changing the character of the door, which matters because parts of south Liverpool lie within conservation areas.',
    ],
    'key-cutting': [
      "City-centre apartments around the Ropewalks, Liverpool ONE and the waterfront often have a fob for the main entrance and sometimes a restricted key for the flat or post box. Fobs belong to the building's access system, so extra ones normally come from the managing agent, and restricted keys are usually only duplicated once the key holder has signed off the request.",
      'Terraced houses in Walton, Wavertree and Old Swan mostly need plain copies of cylinder, nightlatch and mortice keys, plus the little keys for uPVC window handles. If you let several student houses, a labelled set of keys for each property saves a lot of cutting later on.',
    ],
    'security-solutions': [
      "The jiggers, the back entries behind Liverpool's terraced streets, can give burglars a hidden way in, so a survey of a terraced house in Anfield, Kirkdale or Wavertree looks at the yard door and gate as closely as the front. Some entries have been gated, but a yard door with a worn bolt is still an easy target.",
      'HMO landlords in the student areas should look for locks that keep each room private while letting tenants get out quickly in a fire, and a front door that closes and latches by itself.',
      'After a break-in, the first job is to make the damaged door or window secure that day; the second is to work out why that point was chosen.',
    ],
    'upvc-specialists': [
      "Many of Liverpool's terraced houses swapped their timber front doors for uPVC years ago, and some of those mechanisms have already been replaced. Homes close to the river may also see more corrosion on the exposed metal parts, so stiff locks and rusty keeps turn up there.",
      'A door that has dropped will drag on the threshold and make the multipoint lock hard to engage. Adjusting the hinges and keeps is usually the first fix, and a worn gearbox or split lock case can normally be replaced on its own.',
      'Converted houses in the Georgian Quarter rarely have uPVC at the front, but rear doors and newer flats often do.',
    ],
    'security-upgrades': [
      "Anti-snap cylinders are the obvious upgrade for the uPVC doors on Liverpool's terraced streets; look for the TS 007 3-star mark or a Sold Secure Diamond rating. Fit one to the back yard door too, since that is the door nobody sees from the street.",
      'For the Victorian villas of Aigburth and the Georgian houses off Hope Street with timber doors, a five-lever mortice deadlock made to BS 3621 usually meets the standard insurance wording. Chains and limiters make sense for ground-floor flats, and ground-floor sashes are worth fitting with window locks. Landlords who hand over keys to changing tenants may find a smart lock handy, provided it has a key override.',
    ],
  },
  manchester: {
    'emergency-lockout': [
      'Fallowfield and Withington have a great many student houses, and lockouts there tend to happen at odd hours, often with a door that was only pulled shut on the latch. A nightlatch on its own can usually be opened without harming the door; a mortice that has been locked with the key takes longer.',
      'In the city centre, converted mills in Ancoats and the towers around Deansgate and the Green Quarter often have a concierge or management office. If they hold a spare key, that is the quickest way back in. If not, the locksmith still has to get through the fob door, so let the concierge know someone is on the way.',
    ],
    'lock-replacement': [
      "Manchester's Victorian and Edwardian terraces in Levenshulme, Longsight and Gorton were built with timber doors, and while plenty have since gone uPVC, some originals remain. The job differs on each: a mortice deadlock and rim nightlatch on timber, and a euro cylinder, or sometimes the whole multipoint strip, on uPVC.",
      'Didsbury and Whalley Range have many large Victorian houses divided into flats, each with its own lockable flat door off a shared hallway. When you move into one, change the lock on your own door. The main street door is shared, so any change to it usually needs agreeing with the other flats or the freeholder.',
    ],
    'key-cutting': [
      "Restricted key systems are found on many of Manchester's apartment blocks, in areas such as the Northern Quarter, Castlefield and Spinningfields, where they can cover bin stores, service doors and sometimes the flat doors themselves. For a copy, you need authorisation from whoever registered the system, normally the management company.",
      'Landlords of student houses in Fallowfield and Rusholme often keep one master set and cut fresh copies for each new group of tenants. Copying from an original key rather than a worn copy gives a cleaner result.',
      'Window keys for uPVC handles come in a handful of common patterns and are easily replaced, which is useful when a previous occupant has left none behind.',
    ],
    'security-solutions': [
      'Plenty of south Manchester terraces back onto alleys, and in Moss Side, Levenshulme and Longsight many of those alleys have been gated. A gate helps, but the yard door and any ground-floor window onto the yard are still where a survey should focus.',
      'HMO landlords in Fallowfield, Withington and Victoria Park have to balance security against safe escape: a thumbturn on the inside of the front door and room doors that can be opened from within without a key.',
      'If you have been burgled, get the point of entry made good first, then go round every other door and window with the same critical eye.',
    ],
    'upvc-specialists': [
      'Heavy daily use and years of settlement make uPVC doors drop, and once the hooks and rollers stop lining up, the multipoint lock starts to bind. You see it on the estates of Wythenshawe and Blackley and on inner-city terraces where the front door was replaced with uPVC.',
      'Gearbox failure is the other common fault: the handle turns but nothing moves, or the door will not lock at all. A replacement gearbox of the right size often sorts it out without changing the whole door. Composite doors on newer estates use similar mechanisms, often with a heavier slab that puts more strain on the hinges.',
    ],
    'security-upgrades': [
      'Student houses in Fallowfield and Withington tend to be full of laptops, phones and bikes, so they are worth securing properly before term starts. Anti-snap cylinders on every outside door, with three stars under TS 007 or a Sold Secure Diamond grade, key-locking catches on ground-floor windows and a limiter on the front door are sensible upgrades.',
      "Owners of large Victorian houses in Didsbury and Whalley Range with timber front doors often find their insurer expects a BS 3621 mortice deadlock. In city-centre flats, a door viewer or limiter is a sensible addition, and smart locks can work well, though check your building's rules first, as many management companies control changes to flat doors.",
    ],
  },
  leeds: {
    'emergency-lockout': [
      'Leeds still has whole streets of red-brick back-to-back terraces, in Harehills, Beeston, Holbeck, Armley and around Hyde Park. A back-to-back usually has only one outside door, so there is no back door to try: if the front is locked, that is the door that has to be opened.',
      'Student houses in Headingley and Hyde Park are the other big source of lockouts, often late at night with a door on the latch. Where a letting agent manages the house, they may have a spare key; otherwise, opening a nightlatch without damage is usually quick.',
      'City-centre flats at Leeds Dock or Granary Wharf may need building staff to let a locksmith into the block.',
    ],
    'lock-replacement': [
      'A new tenancy in Headingley or Hyde Park is the usual reason for changing locks in the student areas. Many landlords prefer euro cylinders on front doors so that only the cylinder needs swapping between tenant groups, rather than the whole lock.',
      'On a back-to-back, the front door is the only way in and out, so its lock matters twice over: it must be secure, and it must open easily from inside in an emergency. A cylinder with a thumbturn on the inside, or a sashlock with an inside handle, meets both needs.',
      'In Roundhay and Chapel Allerton, larger Victorian houses with timber doors often take a British Standard mortice deadlock.',
    ],
    'key-cutting': [
      'Leeds students share houses, and shared houses lose keys. Copying cylinder and mortice keys for a Headingley or Hyde Park house is quick, but if a key has gone missing rather than simply broken, the landlord may want the lock changed instead. Check your tenancy agreement before cutting extra keys to a rented house.',
      "Apartment blocks at Leeds Dock, Holbeck and along the Calls often use restricted keys for communal doors and post boxes. Those blanks are controlled, and copies are normally only cut against the authorisation card or the key holder's written permission. Spare keys for locking window handles and older casement locks are rarely a problem.",
    ],
    'security-solutions': [
      'Back-to-backs in Harehills and Beeston have no back door or back yard of their own, so the front door and the front windows take most of the attention in a survey.',
      'Through terraces elsewhere in the city are different: many have back yards onto shared alleys, and the rear door needs checking as carefully as the front.',
      'HMO landlords in Headingley and Hyde Park should look at room locks, a self-closing front door and a proper record of who holds keys. After a break-in, have the point of entry secured before anything else, then get the rest of the house checked.',
    ],
    'upvc-specialists': [
      'Many back-to-backs and through terraces around Leeds now have uPVC or composite front doors, and on a back-to-back that single door takes every entry and exit for the whole household. All that use can wear out the gearbox and the hooks of a multipoint lock sooner than on a house with two doors.',
      'Dropped doors are the other familiar fault; a uPVC door that has sagged will catch on the frame and need lifting before it locks. Adjusting the hinges and keeps often solves it. On new-build estates at the edge of the city, composite doors use much the same mechanism, though the heavier slab can need firmer hinge adjustment.',
    ],
    'security-upgrades': [
      'For red-brick terraces with uPVC doors, the upgrade most worth having is an anti-snap cylinder, either 3-star to TS 007 or approved at Sold Secure Diamond. Because a back-to-back has a single door, that one cylinder does most of the work of keeping the house secure.',
      'On most back-to-backs the ground-floor windows all face the front, so key-operated window locks are a sensible addition. Owners in Chapel Allerton and Roundhay with timber doors should check whether their insurer asks for a BS 3621 mortice lock. A smart lock suits a shared house well, provided every tenant keeps a way in if the battery fails.',
    ],
  },
  glasgow: {
    'emergency-lockout': [
      'Across Partick, Dennistoun, Shawlands and Govanhill, many flats are up a close, and a lockout often has two parts: the secure entry door at the foot of the close and your own door on the landing. If a neighbour can buzz the locksmith into the close, that saves time; if not, say so when you call.',
      'Tenement flat doors are often solid timber with a mortice lock and a rim nightlatch. If you only pulled the door shut on the nightlatch, it can often be opened without damage; if the mortice was locked, expect a longer job. Main door flats, with their own entrance straight off the street, are handled much like a house.',
      'Glasgow flats are often identified by floor and position rather than by a number of their own, so 2/1 means the second floor, first flat on that landing, and 0/1 a flat at ground level. Quote that position when you call, because a single close can hold a dozen flats and the name plates on a Govanhill or Partick landing are not always up to date. In the converted warehouses of the Merchant City, the street entrance is usually a heavy communal door on an entry system, often looked after by a factor, and whoever answers for the building out of hours is the person who can let a locksmith in.',
    ],
    'lock-replacement': [
      'Original tenement flat doors in Hyndland and Dennistoun are often thick panelled timber, and a lock change should respect that. A replacement mortice deadlock can usually go into the existing pocket, and a new nightlatch can often use the old fixing holes, so the door is not cut about more than it needs to be.',
      'The lock on the close door usually belongs to all the owners in the stair and, where there is a factor, is normally looked after by them, so that is not one to change on your own. Your own flat door is generally yours to secure, and if you have just bought, changing its locks is wise, since previous owners and tradespeople may still have keys.',
      "In 2003 the city's council housing was transferred to Glasgow Housing Association, so tenants in former council flats from Castlemilk to Possilpark now rent from a housing association and should check their tenancy agreement before changing a lock. Owners in the West End face a different check: much of Hillhead, Dowanhill and Kelvinside lies within the Glasgow West Conservation Area, and many terraces there are listed by Historic Environment Scotland. Work that would change how a listed front door looks, such as moving a letter plate, is worth raising with the council's planning service before a locksmith starts.",
    ],
    'key-cutting': [
      'Most tenement flats need a key or fob for the close door as well as keys for their own locks. Some closes use an ordinary key that any key cutter can copy, but others have moved to restricted keys or fobs, and those copies usually have to come through the factor, or the owners where there is no factor.',
      'Mortice keys for older tenement doors can be cut from an existing key; if every one has been lost, changing the lock is often simpler. In the West End, landlords letting to students around Hillhead and Partick often need several sets at once for a new tenancy, and keeping one labelled spare back is worth the trouble.',
      'Many Glasgow closes have a back door leading out to the back court and the bin stores, and it does not always take the same key as the front close door. When you move into a tenement flat, check the keys you were handed against every shared door, front and back, while the seller or the last tenant can still be reached. Since the Property Factors (Scotland) Act 2011, property factors must be on the Scottish Property Factor Register, which can be searched online, so you can find which firm looks after your stair even if the previous owner never said.',
    ],
    'security-solutions': [
      'In a Glasgow tenement, security starts at the close door. A secure entry door that does not shut on its closer lets anyone into the stair, and then the flat doors take all the strain. Report a faulty close door to the factor, or agree a repair with the other owners if there is no factor.',
      'Main door and ground-floor flats with windows onto the back court are often the most exposed, and window locks are worth adding there. Four-in-a-block cottage flats, common in the interwar council schemes, give each flat its own outside door, so each needs looking at separately. After a break-in, the damaged door is made secure first and the rest checked afterwards.',
      'Replacing a close door or its entry system is a common shared repair, and the Tenements (Scotland) Act 2004 gives owners a way to decide on it. Unless the title deeds provide otherwise, the Tenement Management Scheme lets a majority of the flats agree the work and share its cost, which matters in a stair with an absentee landlord or an empty flat. A survey of a whole close in Dennistoun or Govanhill covers the street door with its closer and release button, the back door to the court, and any cellar or store doors off the stair, since a weak door at the back undoes a strong one at the front.',
    ],
    'upvc-specialists': [
      'In Glasgow, uPVC doors turn up mostly on four-in-a-blocks, terraced and semi-detached houses in the outer schemes, and on newer homes built in places like Drumchapel and Easterhouse to replace older housing. Tenement flat doors inside a close are rarely uPVC, and main doors in conservation areas are usually kept as timber.',
      'The faults are the familiar ones: a dropped door dragging on the frame, a gearbox worn out, or a cylinder that turns stiffly. Wet west-coast weather does keeps and hinges no favours, so cleaning, lubrication and a hinge adjustment can solve a lot before any part needs replacing.',
      'In Glasgow, uPVC reaches the tenements mostly through their windows. On many streets outside the conservation areas, the original timber sash and case windows have been replaced with uPVC units, often tilt-and-turn, which open inwards so that a flat three floors up can clean its glass from inside. A single handle drives locking points round the whole opening pane through a gear, and when it grows stiff or the pane will not sit flat against the frame, the keeps and hinges usually need adjusting rather than the window replacing. A pane that has dropped out of its top hinge needs refitting before the handle is forced, or the gear can break.',
    ],
    'security-upgrades': [
      'Tenement flat doors in Glasgow are often solid timber, but a nightlatch alone is a weak way to secure one. Adding a British Standard mortice deadlock, to BS 3621, brings the door up to what insurers commonly ask for. Because anyone let into the close can reach your landing unseen from the street, a chain or limiter gives you a look at the caller before the door opens fully.',
      'For houses with uPVC or composite doors, fit an anti-snap cylinder graded Sold Secure Diamond, or one with the TS 007 3-star marking. Ground-floor windows onto a back court deserve window locks. A smart lock on the flat door can work, but the close door will still need its key.',
      'Many tenement flat doors have a letterbox at about waist height, a short reach below the inside knob of the nightlatch, and a hooked wire fed through the flap can sometimes catch that knob and draw the latch back. A letterbox cowl or guard fixed behind the flap blocks the wire, and a deadlocking nightlatch to BS 3621, whose bolt cannot be pushed back once the door is locked, also resists being slipped with a card. For the sandstone villas of Pollokshields that have French doors onto the garden, hinge bolts and long surface bolts top and bottom on the fixed leaf are worth adding, because the two leaves meet each other with no frame post between them.',
    ],
  },
  edinburgh: {
    'emergency-lockout': [
      'In Marchmont, Bruntsfield, Leith and Gorgie, many flats are in tenements up a common stair, so the locksmith needs to get into the stair before starting on your door. A neighbour buzzing the stair door open is the quickest way in; a shared stair door should not be forced to reach one flat.',
      "Main door flats and houses in the New Town have heavy panelled doors, often with an old mortice lock. Opening without damage is the aim, because a damaged door on a listed building can be costly to put right. Parking is controlled across central Edinburgh and the Old Town's closes cannot take a van, so explain exactly how best to reach the door.",
      'Edinburgh flats in a common stair are often numbered by floor and position, so 3F2 is the second flat on the third floor, and giving that along with the street number saves a search when the buzzer labels are out of date. In August, when the Festival and the Fringe fill the city, many flats are let to visitors for a few nights at a time. A guest locked out of a short let should call the host or the letting agent before a locksmith, because opening a flat needs the agreement of someone who lives there or is responsible for it.',
    ],
    'lock-replacement': [
      "Georgian doors in the New Town and Stockbridge are part of what makes those streets look as they do, and many of the buildings are listed. A lock replacement on one of these doors should keep to the existing mortice pockets, use furniture matching the original finish and add nothing visible that was not there before. If in doubt, ask the council's planning team before work that changes the look of the door.",
      'Tenement flat doors in Marchmont, Leith and Dalry are usually simpler: a mortice deadlock and nightlatch on a timber door. The stair door is usually common property, looked after by the factor where there is one or by the owners together, so its lock is not yours to change alone.',
      'Victorian villas in the Grange and Morningside, both conservation areas, often have storm doors: a pair of solid outer doors that fold back against the vestibule during the day and close at night in front of a half-glazed inner door. The storm doors often lock with a mortice or a heavy rim lock, with a flush bolt holding the fixed leaf, and the inner door with a nightlatch, so a full change of keys after a purchase covers both sets. Because many storm doors are well over a century old, the timber around the lock can be worn or split, and it may need repairing before a new lock will hold.',
    ],
    'key-cutting': [
      'Some Edinburgh stair doors use restricted keys, and the right to order copies sits with the factor or with the owners together. If you need another stair key, ask the factor, or your neighbours if there is no factor; a restricted key is not normally copied without authorisation.',
      'Colony flats in Stockbridge and Abbeyhill are simpler. Each flat has its own front door, with upper flats reached by an outside stair from the other side of the row, so the keys are only for your own locks.',
      'Student flats in Marchmont and Newington tend to need several sets every September, and the tiny keys that work sash window locks in older tenements are easily lost.',
      "Some doors in the New Town and Stockbridge still carry old mortice locks with long, heavy keys that no modern blank matches. A key like that can sometimes be cut by hand from the original. Tenement stairs in Leith and Bruntsfield often have a back door onto a shared back green, and the gate from the green to the lane may have a key of its own. Scotland's licensing scheme for short-term lets began in 2022, and hosts who hand keys to a stream of guests often use a key safe rather than cutting set after set.",
    ],
    'security-solutions': [
      'Security in an Edinburgh tenement depends heavily on the stair door closing behind everyone who uses it. If yours does not latch properly, raise it with your neighbours or the factor, as it is a shared repair rather than something one flat fixes alone.',
      'Main door and basement flats in the New Town have their own doors onto the street or down into an area, and sash windows at basement level deserve sash locks or restrictors. Landlords of HMOs, which in Scotland generally need a licence from the council, should plan for room locks that any occupant can release from within, and a written list of key holders. Following a break-in, secure the way the intruder used before anything else.',
      'Flats in the Old Town often open off a close, one of the narrow lanes that drop steeply from the Royal Mile, and a stair door set back in a dark pend cannot be seen by passers-by on the main street. A survey there looks at lighting, at whether the stair door shuts on a latch that could be slipped with a card, and at ground-floor windows facing the close. In the New Town, mews lanes such as Circus Lane run behind the terraces, and the rear doors, garages and basement windows facing a lane deserve the same attention as the front of the house.',
    ],
    'upvc-specialists': [
      'In the city centre, uPVC doors are uncommon: most stair doors and New Town doors are timber, and conservation controls apply across much of the centre. You will find uPVC and composite doors on bungalows and semis in places like Corstorphine, Liberton and Gilmerton, on former council housing, and on new developments around Granton.',
      'Homes near the coast at Portobello and Granton get salt in the air, which can corrode hinges, keeps and multipoint locks faster than inland. A door that needs a hard lift before it locks has usually dropped; adjusting the hinges and keeps fixes many, and a worn gearbox or failed lock case can be swapped without changing the door.',
      'Many suburban houses have a uPVC sliding patio door onto the back garden, and these have faults of their own. The rollers under the sliding leaf wear flat, so the door grows heavy to move and its hook lock stops meeting the keep. On some older sliders, the anti-lift blocks in the top track were never fitted or have dropped out, and without them a closed leaf can be lifted out of its track from outside. New rollers, a fresh keep and anti-lift blocks usually restore such a door without touching the frame, and the lock can be checked while the leaf is out.',
    ],
    'security-upgrades': [
      'For a timber tenement flat door in Bruntsfield or Leith, a BS 3621 five-lever mortice deadlock alongside the nightlatch is the upgrade insurers most often look for, and a door viewer or limiter lets you check who has come up the stair. On New Town doors, British Standard locks are available in finishes that sit comfortably with traditional brass fittings.',
      "Ground-floor and basement sash windows benefit from sash locks. Where there is a uPVC or composite door, change its cylinder for one with Sold Secure's Diamond grade or TS 007's three stars. Smart locks can suit flats let to visitors, but check first what the rules for your building and any short-let licence allow.",
      'A tenement flat door opens inwards into the lobby, as the hall of a Scottish flat is often called, and when one is kicked in, it is usually the frame that splits at the keep rather than the lock that gives way. A London bar screwed over the keep side of the frame, with a Birmingham bar on the hinge side, spreads that force into the wall, and on an old panelled door both can be painted to match the woodwork. The same bars suit the doors of colony flats in Stockbridge and Abbeyhill where the original frame is still in place.',
    ],
  },
  bradford: {
    'emergency-lockout': [
      "Many of Bradford's older terraces are built of local stone, with front doors set in stone surrounds, in areas such as Manningham, Girlington, Great Horton and Heaton. Many now have uPVC doors; if the handle was not lifted and the key not turned, only the latch is holding it and getting in without damage is often possible.",
      'Older timber doors with a nightlatch and a mortice lock are still found on many of the bigger Victorian houses in Heaton and Manningham. Students near the university on Great Horton Road should try the letting agent for a spare key first.',
      "In the city centre, apartments in the converted warehouses of Little Germany may need the building's management to open the main entrance for a locksmith.",
      "Lister Mills in Manningham, the former silk and velvet works whose chimney still stands over the district, has been converted into apartments reached through shared entrances and corridors. A lockout there means getting into the building as well as the flat, so residents should find out in advance who can open the main entrance at night. Many tenants on the estates of Holme Wood and Buttershaw rent from Incommunities, the housing association that took over Bradford's council homes; if a lock has to be drilled to get them back in, they should tell the landlord, because the new lock goes into a door it owns.",
    ],
    'lock-replacement': [
      "Saltaire, in Shipley, is a World Heritage Site, and its original stone terraced houses are listed, so a lock replacement there should keep the look of the front door. Replacing a mortice deadlock like-for-like in the existing pocket is usually the right approach, and the council's conservation team can advise before anything more.",
      'Across the rest of the city, the choice depends on the door. Timber doors on stone terraces in Eccleshill or Idle take a mortice deadlock and nightlatch; uPVC doors take a euro cylinder, sized so that it does not stick out past the handle. After moving in, change the cylinder rather than trusting that every old key was handed back.',
      "Many of the merchants' warehouses in Little Germany are listed, and the flats created inside them sit behind fire-rated entrance doors off shared corridors. Changing the lock on one of those doors means choosing a lock tested for fire doors and refitting it with intumescent material round the case, so that the door still holds back fire and smoke for as long as it was rated to. Cutting a larger pocket or adding a second lock can weaken it, and the building's fire strategy may not allow that without the freeholder's agreement. Flat doors in the city's other converted mills raise the same point.",
    ],
    'key-cutting': [
      'Most key cutting for Bradford homes is straightforward: spare cylinder keys for uPVC doors on terraces in Bradford Moor and Thornbury, keys for the lever locks on original wooden doors, and window handle keys. If you are copying keys for a student let near the university, make sure the landlord is happy with extra keys in circulation.',
      'Apartments in the warehouses of Little Germany and in newer blocks near the city centre may use restricted keys for entrances and bin stores, which are normally only copied with authorisation from the management company. If a key is worn and sticking, a copy cut from it carries the wear too, so cutting to code, where the code is known, or replacing the cylinder is the better fix.',
      "Many of Bradford's stone through terraces were built with a cellar, and the door at the cellar head, or an outside door down a few steps at the back, may have an old rim lock or a two-lever mortice with a key of its own. That key can go missing when a house changes hands. Copying it is possible if one survives, but a two-lever lock gives little protection on a door to the outside, so where the cellar opens onto the yard, fitting a five-lever lock is a better use of the visit than cutting a copy.",
    ],
    'security-solutions': [
      'Stone terraces in Bradford are solid, but the weak points are the same as anywhere: the back door onto the yard or alley, windows at ground level and an entrance relying on a single lock. Some streets in areas like Girlington and Lidget Green have back alleys, and the rear doors there deserve a proper look in any survey.',
      'Landlords with HMOs near the university or in the larger houses of Manningham should think about bedroom locks that turn by hand from within and a front door fitted with a closer. After a break-in, making the entry point secure comes first; fixings into stone need the right plugs and screws if a repaired frame is to hold properly.',
      'Houses on the western side of the city, around Heaton, Daisy Hill and Allerton, sometimes back onto woodland or open land such as Chellow Dene, and a garden with nothing overlooking it gives an intruder time and cover. A survey there looks at the rear boundary, any side gate and the garage or shed, since ladders and tools left in an outbuilding can be used against the house. Older stone houses in villages now inside the district, such as Thornton and Tong, may have mullioned windows divided into several small casements, and each one that opens needs its own lock.',
    ],
    'upvc-specialists': [
      "Where Bradford's stone terraces have had their original timber doors swapped for uPVC, the new frames went into old stone openings that are not always square. Over time, that can leave a door slightly out of line, so the multipoint lock binds and the handle needs forcing.",
      'On the high ground at Queensbury, Wibsey and Thornton, doors facing into the weather take a beating, and hinges, keeps and gearboxes wear accordingly. The fix is usually adjustment first, then a new gearbox or lock case if needed.',
      'Composite doors on the newer estates around the edges of the city use the same types of mechanism and are serviced in the same way.',
      'New homes in England built under the Building Regulations since October 2015 have had to meet Approved Document Q on security, and their doors are usually supplied as doorsets tested to PAS 24. When the multipoint lock on a door of that kind is repaired, parts from the same maker or of the same specification keep the door as it was tested. Older uPVC doors on terraces in Bradford Moor and Barkerend sometimes use lock strips that are no longer made, and a universal replacement with the same backset and spacing usually fits the existing holes.',
    ],
    'security-upgrades': [
      'The cylinder is often the weak point of a uPVC door on a Bradford terrace. Swap a basic euro cylinder for an anti-snap one that meets TS 007 3-star or carries a Sold Secure Diamond rating, on the back door as well as the front.',
      'Timber doors on the Victorian villas of Heaton and Manningham often need a BS 3621 mortice deadlock to satisfy insurance wording. A chain or limiter suits older people living alone, and ground-floor sashes and casements can take key-operated window locks.',
      'A smart lock can help families who share the care of a relative, as long as a key override stays in place for when the electronics let you down.',
      'Shared houses let to students of the University of Bradford and Bradford College come under mandatory HMO licensing in England once five or more people from more than one household live there. On the front door of such a house, a lock to BS 8621, which needs a key from outside but opens from inside with a thumbturn, lets everyone get out quickly in a fire without a key being left in the lock. On a uPVC door, a thumbturn cylinder does the same job and should itself be anti-snap. Ground-floor windows left open in warm weather can take key-locking restrictors that let air in without leaving a gap to climb through.',
    ],
  },
  sheffield: {
    'emergency-lockout': [
      "Sheffield's terraces in Walkley, Crookes, Heeley and Meersbrook sit on steep streets, and some front doors are up a flight of steps from the road. Tell us if the house is at the top of a steep path or along a gennel, so we know how to reach it, and where there is room to pull in on the hill.",
      'Student houses in Broomhill, Crookes and off Ecclesall Road often have a nightlatch on the front door and a back door onto a yard; if the back might be open, check it before calling anyone. City-centre flats around Kelham Island and West Street usually need building staff or a neighbour to let a locksmith through the main entrance.',
      'Park Hill, the deck-access estate on the hill above the railway station, was built between 1957 and 1961 and listed at Grade II* in 1998. Its refurbished flats open off the long decks its architects called streets in the sky, so reaching a flat door means getting into the block and onto the right deck first. In terraced houses where the family uses the back door every day, the front door is often kept bolted on the inside, and if that is the case, no work on the front lock will open it: say so when you call, because entry will have to be made at the back.',
    ],
    'lock-replacement': [
      'Many Sheffield terraces have back doors reached through a gennel, the shared passage between houses, so the rear lock often gets as much use as the front. When replacing locks in Walkley or Sharrow, consider cylinders keyed alike, so one key opens both doors.',
      'Victorian villas in Nether Edge and Broomhall often keep their original timber doors with glazed panels; a BS 3621 mortice deadlock and a nightlatch that deadlocks suit these well.',
      'Managed apartment blocks in the city centre may have rules about who can change flat door locks and what can be fitted, so check with the building before work starts.',
      'Sheffield City Council still owns and manages tens of thousands of homes, on estates such as Parson Cross, Shiregreen and the Manor, so a council tenant there should ask the council before any lock is changed. In interwar semis at Hillsborough and Totley, a uPVC front door may sit alongside a timber back door that has kept an old sashlock. A five-lever sashlock to BS 3621 gives that back door a latch and a deadbolt in a single case, which suits a door used all day and locked at night.',
    ],
    'key-cutting': [
      'With two universities, Sheffield has many shared houses, and the start of each academic year brings requests for several copies at once in Crookes and Broomhill. Cutting from a good original gives the best result, because a key copied from a copy can pick up errors each time. Landlords who keep one unused original per lock save themselves trouble.',
      'Apartment blocks at Kelham Island and in the city centre use restricted keys and fobs for entrances, and copies of restricted keys need authorisation from the management company. On terraces in Hillsborough and Heeley, spares for window handles and for the lever locks on older wooden doors can be matched from a key you already have.',
      'Behind many terraces in Walkley, Crookes and Heeley, a gennel leads to a yard shared by several houses, and where a gate has been fitted at the street end, every household holds a key to the same lock. An extra key for a lodger or a cleaner is then something for all the neighbours to agree, and changing that lock means new keys for each house. The brick outhouses in those yards, built as coal stores or toilets, are now often used for bikes and bins, and their padlock keys are worth including when keys are counted at the end of a tenancy.',
    ],
    'security-solutions': [
      'The hills give many Sheffield terraces a front and back at different levels, with a yard reached through a gennel shared with the neighbours. A survey looks at whether the gennel door or gate locks, whether the back door is overlooked, and whether ground-floor windows can be reached from the yard.',
      'HMO landlords in Broomhill, Crookes and Sharrow should look for room locks that always open from inside, a front door that closes on its own, and a record of who has keys. After a break-in, the point of entry comes first and every other opening follows, since whoever got in may have spotted other weaknesses.',
      "Sheffield's old metal trades left a stock of small workshops, many still let to makers and small firms, as at Portland Works on Randall Street, a listed cutlery works now owned by a community benefit society. A survey of a unit in a shared works covers the unit door, any shutters and how the outer doors are secured at night, since one tenant's stock is only as safe as the shared entrance. Shops along London Road and Abbeydale Road often have a flat or storeroom above reached by its own door, and that door needs a proper lock, along with a look at anything that could be climbed to reach the windows above.",
    ],
    'upvc-specialists': [
      'On a sloping street, a door that has dropped on its hinges starts rubbing the threshold or catching the frame, and the multipoint lock then needs a hard lift on the handle before it will lock. Left alone, that extra force wears out the gearbox.',
      'uPVC doors are common on terraces across Hillsborough, Darnall and Firth Park, and composite doors on newer builds. Many faults can be fixed by adjusting hinges and keeps, and a worn gearbox or cylinder can be replaced without changing the door.',
      'Houses in conservation areas such as Nether Edge tend to keep timber fronts, but uPVC often appears at the back.',
      'Gleadless Valley, built by the council after the war on the slopes of a steep wooded valley, has houses and maisonettes stepped down the hillside, and many of their original doors have since given way to uPVC or composite. Doors on the exposed upper slopes take wind-driven rain against the threshold, and if the drainage slots at the foot of a uPVC frame are blocked, water sits in the sill and can rust the lowest locking points of the multipoint strip. Clearing those slots each autumn is worth the effort, and a door whose bottom hook has seized should not be forced shut with the handle.',
    ],
    'security-upgrades': [
      'Terraces with back doors onto gennels or shared yards gain most from anti-snap cylinders on both doors, carrying a 3-star TS 007 rating or Sold Secure Diamond approval. For the stone villas of Nether Edge and Ranmoor with wooden front doors, insurers asking for a five-lever lock usually mean one made to BS 3621.',
      'In student houses, locks on the ground-floor windows and a front-door limiter are simple additions. Smart locks can suit shared houses in Crookes and Walkley, as codes can be changed between tenancies, but keep a mechanical key override.',
      "Victorian front doors in Crookes, Walkley and Sharrow often have a glazed panel or a side light close to the lock, and where that is ordinary glass, breaking it puts the nightlatch's inside knob within reach. Laminated glass, which holds together when struck, makes that much harder, and so does a nightlatch whose inside handle locks with a key. Where a terrace has a cellar, the coal grate at pavement level was made so that coal could be tipped in from the street, and a grate fixed down from inside stops it becoming a way in for anyone else.",
    ],
  },
  swansea: {
    'emergency-lockout': [
      'Many Swansea homes climb the hills above the bay, in places such as Mount Pleasant, Townhill and St Thomas below Kilvey Hill, and many front doors are reached by steps or a steep path. Let us know the best way up to the door and whether there is anywhere to park nearby.',
      'Student houses in Brynmill and Uplands are close to the Singleton campus, and lockouts there often involve a door left on the latch, which can usually be opened without damage.',
      'Waterfront apartment blocks often have fob entry to the building, so ask the managing agent or building staff whether they keep a spare key before anything else.',
      "Much of Swansea's city centre was rebuilt after the Three Nights' Blitz of February 1941, and many of the post-war blocks have shops at street level with offices or flats above. A flat of that kind is usually reached by a door at the side or back of the building rather than through the shopfront, so give the exact entrance when you call. On Gower, designated an Area of Outstanding Natural Beauty in 1956, many homes stand in small villages reached by narrow lanes, some of them single-track, so tell us the village and how the house is approached from the road.",
    ],
    'lock-replacement': [
      'In Uplands and Brynmill, terraced houses let to students change hands often, and many landlords fit a fresh cylinder each time one group of tenants leaves. On the older timber doors that survive on some of these streets, a mortice deadlock and nightlatch is the usual pairing.',
      'In Mumbles and along the seafront, salt air gets into locks, and a cylinder or mortice that has started to stick may be corroded rather than worn; a replacement with a corrosion-resistant finish lasts longer there. In Sketty and West Cross, uPVC and composite doors on semis take euro cylinders, which should be measured to sit flush with the handle.',
      'Since 1 December 2022, people renting from private and social landlords in Wales have been contract-holders under the Renting Homes (Wales) Act 2016, each with an occupation contract. Before changing a lock on a rented house in Sandfields or St Thomas, read that contract and ask the landlord. Private landlords in Wales must also be registered with Rent Smart Wales, and anyone who manages lets, whether an agent or a landlord doing it personally, must hold a licence from it, so an agency managing a Swansea property may prefer to arrange the lock change itself.',
    ],
    'key-cutting': [
      'Flats in SA1 and the Maritime Quarter generally use fobs for the main door and sometimes restricted keys for bin stores and post boxes. Both are usually controlled by the management company, and copies of restricted keys are normally only cut with their authorisation.',
      'For houses, the routine jobs are spare cylinder, mortice and nightlatch keys, and window handle keys. A key that has corroded near the sea in Mumbles may no longer give a clean copy; a key cut to code or a new cylinder can be better. Students sharing in Brynmill should check with the landlord before making extra keys.',
      "Swansea University teaches on two sites, Singleton Park beside the bay and the Bay Campus on Fabian Way, which opened in 2015, and students living in the university's own residences on either site hold keys or cards issued by its accommodation office. A lost one is a matter for that office rather than a key cutter. Many suburban houses have an up-and-over garage door whose lock may have a number stamped on it, and a key can often be cut to that number even when every original has gone.",
    ],
    'security-solutions': [
      'Hillside terraces in Swansea often have a back lane or steps behind them, with a back door sitting higher or lower than the street. In Mount Pleasant and St Thomas, a survey checks the back gate, the rear door and any windows that can be reached from the lane.',
      'HMO landlords in Uplands and Brynmill need a front door that secures itself when it closes and bedroom locks that open from inside. Holiday lets in Mumbles and on Gower have their own issue: many different people handle the keys, so a key safe or a smart lock with changeable codes is often better than more copies.',
      'After a break-in, the entry point is secured first.',
      'Flats and townhouses in the Maritime Quarter, built from the 1980s around the old South Dock, often face public walkways along the marina where people pass at all hours. A survey there looks at patio and balcony doors at walkway level, and at any first-floor balcony that could be reached from a wall or a bin store. On Wind Street, a conservation area where bars and restaurants fill several listed buildings, rear doors onto service lanes need as much care as the front, and a new shutter or grille on a listed frontage normally needs consent before it goes up.',
    ],
    'upvc-specialists': [
      'Salt air along the bay, from the Marina out to Mumbles, is hard on the metal parts of uPVC and composite doors. Hinges, keeps and the multipoint strip can corrode, and a door that used to lock easily starts to need force. Cleaning, lubricating and adjusting can help, but a badly corroded lock is better replaced.',
      'Up on Townhill and Mayhill, where the houses face the weather, doors take a lot of wind and rain, and dropped doors and worn gearboxes are common faults. A dropped door catching on the frame can usually be adjusted at the hinges, and a failed gearbox replaced on its own.',
      "Social landlords in Wales have had to bring their homes up to the Welsh Housing Quality Standard, which expects external doors and windows to be secure, and on north Swansea estates such as Penlan and Blaenymaes many homes now have uPVC or composite doors. Where the landlord is the council or a housing association, a dropped door or a stiff multipoint lock should be reported to it, because repairs to the door are its responsibility. Homes bought under the right to buy, which ended in Wales in January 2019, are the owner's to maintain, including the door and its mechanism.",
    ],
    'security-upgrades': [
      'For a uPVC door on a Swansea terrace or semi, the first upgrade is a cylinder that resists snapping, graded 3-star under TS 007 or Diamond under Sold Secure. Near the sea, choose one with a finish that resists corrosion, as a seized cylinder is a problem of its own.',
      'Owners of older houses in Uplands and Sketty with timber doors may find a mortice deadlock to BS 3621 is a condition of their home insurance; the policy wording will say. Window locks are worth having on ground-floor windows onto back lanes, a door chain or limiter suits anyone living alone, and smart locks can work for holiday lets in Mumbles, provided there is a key backup for when a battery or connection fails.',
      'Where a detached house has an integral garage with a door straight into the house, that inner door is sometimes fitted with no more than a latch. A thief who gets into the garage is out of sight with time to work, so that door deserves a BS 3621 mortice deadlock and, where it opens outwards into the garage, hinge bolts. Large sliding or folding doors onto sea-facing gardens should lock at several points, and when one is replaced, it is worth asking for a doorset tested to PAS 24.',
    ],
  },
};
