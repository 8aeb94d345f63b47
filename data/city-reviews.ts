import type { Review } from '../shared/types.ts';

/**
 * Two reviews for every city in data/cities.ts, keyed by slug. Fixed marketing content (CONTENT.md):
 * a first name and initial, a real neighbourhood of that city, a 2025 date, a rating of 4 or 5 and a
 * concrete job. Cities with a location record or dedicated page have further reviews there; see
 * reviewsFor() in shared/locations.ts for the order they are shown in.
 */
export const cityReviews: Readonly<Record<string, readonly Review[]>> = {
  aberdeen: [
    { author: 'Morag M.', location: 'Old Aberdeen', rating: 5, date: '14 January 2025', text: 'The key snapped off in our front door cylinder on a freezing evening. Someone arrived within the hour, extracted the broken piece without damaging the door and fitted a new anti-snap cylinder. Clear about the options and tidy about it.' },
    { author: 'Alasdair K.', location: 'Cults', rating: 4, date: '22 September 2025', text: 'Our granite semi had an old mortice that the insurer would not accept, so we asked for a BS 3621 replacement. Good fit and neat work, though the first visit was rearranged because the right lock was not in the van.' },
  ],
  armagh: [
    { author: 'Siobhan D.', location: 'Milford', rating: 5, date: '3 March 2025', text: 'Locked myself out after a late shift with the keys sitting on the kitchen table. The locksmith got me in through the uPVC door without drilling anything and showed me how to stop the latch catching again. Calm and quick.' },
    { author: 'Ciaran M.', location: 'Richhill', rating: 5, date: '17 June 2025', text: 'We bought an older farmhouse and had no idea how many keys were out there. Every external lock was changed in a single morning, the back door finally closes properly, and we got a spare set cut before he left.' },
  ],
  bangor: [
    { author: 'Dafydd W.', location: 'Upper Bangor', rating: 4, date: '12 September 2025', text: 'As a landlord of a shared student house I needed all the bedroom locks and the front door changed between tenancies. Thorough job with keys labelled per room. Had to wait two days for a slot in the start-of-term rush, which was fair enough.' },
    { author: 'Nia P.', location: 'Hirael', rating: 5, date: '26 April 2025', text: 'Our back door had been stiff for months and finally the multipoint gearbox gave up, leaving the door stuck shut. Replaced the same day with a new mechanism and a 3-star cylinder. Proper explanation, no pressure to buy extras.' },
  ],
  'bangor-county-down': [
    { author: 'Aoife H.', location: 'Ballyholme', rating: 5, date: '19 July 2025', text: 'Came home from the beach with the car keys but no house keys. He arrived in about forty minutes, picked the lock rather than drilling it, and was gone again ten minutes later. Much less hassle than I feared.' },
    { author: 'Declan F.', location: 'Groomsport', rating: 4, date: '5 November 2025', text: 'The garage door lock had seized with the salt air and the handle would not turn at all. It was freed off and replaced with a better quality unit. A small delay while a matching part was ordered, but the result is solid.' },
  ],
  bath: [
    { author: 'Harriet L.', location: 'Lansdown', rating: 5, date: '27 February 2025', text: 'Our Georgian townhouse still had the original sash windows with no locks at all. Discreet brass sash stops and locks were fitted to every window on the front, and the paintwork was left untouched. Exactly the careful approach we wanted.' },
    { author: 'Toby B.', location: 'Oldfield Park', rating: 4, date: '11 August 2025', text: 'Moved into a terraced house and wanted the locks changed before unpacking. Front and back cylinders were swapped for TS 007 3-star ones. Arrival was later than the slot given, though I did get a call to warn me.' },
  ],
  belfast: [
    { author: 'Roisin K.', location: 'Stranmillis', rating: 5, date: '2 May 2025', text: 'After a lodger moved out without returning her keys, I had the front door cylinder and the mortice on the back changed the next morning. Straightforward, each step explained, and the new keys turn far more smoothly than the old ones.' },
    { author: 'Padraig O.', location: 'Ballyhackamore', rating: 5, date: '30 January 2025', text: 'We had a break-in attempt where someone tried to snap the cylinder. The door held, but we wanted an upgrade, so a Diamond-rated SS312 cylinder went in on both doors. Reassuring advice on the rest of the house too.' },
  ],
  birmingham: [
    { author: 'Bilal H.', location: 'Moseley', rating: 5, date: '18 December 2025', text: 'Just before Christmas the key broke inside the front door lock as I was heading out. The broken half came out cleanly, a new cylinder was fitted and I was still on time for work. Honest, sensible and friendly.' },
    { author: 'Jasmine E.', location: 'Erdington', rating: 4, date: '23 April 2025', text: 'Lifting the handle hard was the only way our uPVC back door would lock. The locksmith diagnosed a worn gearbox and had to return with the right part two days later. Works perfectly now, just a shame it needed a second trip.' },
  ],
  bradford: [
    { author: 'Nadia A.', location: 'Heaton', rating: 5, date: '9 March 2025', text: 'Landlord check-out day, and the agency wanted new locks before the next tenants arrived that afternoon. Both doors on the terrace were done within an hour, with spare keys cut and receipts emailed for my records. Very organised.' },
    { author: 'Trevor T.', location: 'Eccleshill', rating: 5, date: '15 October 2025', text: 'Burgled while we were away, and the back door had been forced. The frame was made secure that night, then he came back to fit a new multipoint lock and anti-snap cylinder. Kind and practical at a rotten time.' },
  ],
  'brighton-and-hove': [
    { author: 'Maya J.', location: 'Hanover', rating: 5, date: '28 June 2025', text: 'Lost my keys on a night out, and the flat is up three flights in a converted house. The communal front door and my own door were both opened without damage, and new locks were fitted the next morning.' },
    { author: 'Oliver S.', location: 'Kemptown', rating: 4, date: '4 February 2025', text: 'We wanted a smart lock on the front door of our Regency flat without changing its look. A keypad model was fitted neatly, though it took two visits because the door needed a different spindle. Happy with it overall.' },
  ],
  bristol: [
    { author: 'Lucy W.', location: 'Southville', rating: 5, date: '13 May 2025', text: 'Having just bought a Victorian terrace, I asked for every lock to be checked. The back door mortice was upgraded to a BS 3621 lock so the insurance is valid, and the front cylinder replaced. Clear written quote beforehand.' },
    { author: 'Kwame O.', location: 'Bishopston', rating: 5, date: '21 August 2025', text: 'Shed and garage had padlocks that had rusted shut, and the garage up-and-over lock was broken. Everything was cut off and replaced in one visit, with all the new locks keyed alike, which is a real improvement.' },
  ],
  cambridge: [
    { author: 'Rebecca H.', location: 'Chesterton', rating: 5, date: '10 April 2025', text: 'Got locked out with a toddler asleep in the car and the house keys inside. Arrived fast, opened the door without any damage and was genuinely patient with a stressed parent. Cannot fault the service.' },
    { author: 'Wei L.', location: 'Cherry Hinton', rating: 4, date: '1 September 2025', text: 'Needed a safe opened after losing the combination written on an old card. It took longer than estimated and he had to come back with a different tool, but the safe was opened and reset without being wrecked.' },
  ],
  camden: [
    { author: 'Ruby G.', location: 'Kentish Town', rating: 5, date: '16 March 2025', text: "The entry system on our block had been faulty for weeks, with the communal door not latching. The residents' association arranged a repair, and the new maglock and release button work properly. Neighbours are relieved." },
    { author: 'Joel K.', location: 'Belsize Park', rating: 5, date: '7 November 2025', text: 'A bent key jammed in the mortice of our mansion flat door on a Sunday morning. It was worked out without harming the lock, new keys were cut, and a spare made while he was there. Polite and quick.' },
  ],
  canterbury: [
    { author: 'Graham P.', location: 'Wincheap', rating: 4, date: '24 January 2025', text: 'My elderly mother lost her keys somewhere in town, so we had her locks changed as a precaution. Thoughtful with her and fitted easy-turn cylinders. Waited most of the morning for the visit, which was the only downside.' },
    { author: 'Chloe N.', location: 'Sturry', rating: 5, date: '12 July 2025', text: 'The back door key would not turn at all one evening, meaning the door was left unlocked. An emergency call-out sorted a failed cylinder within the hour and I could go to bed knowing the house was secure.' },
  ],
  cardiff: [
    { author: 'Rhys E.', location: 'Cathays', rating: 5, date: '20 September 2025', text: 'Our student house had five bedroom doors and a front door, with keys that had been passed around for years. The landlord booked a full lock change at the start of term and the new locks feel far more secure.' },
    { author: 'Ffion T.', location: 'Llandaff', rating: 4, date: '29 May 2025', text: 'Asked for window locks on the ground floor and an anti-snap cylinder after a neighbour was burgled. Good quality fittings and fair advice. He ran about an hour late because of an earlier emergency, which he apologised for.' },
  ],
  carlisle: [
    { author: 'Joanne R.', location: 'Stanwix', rating: 5, date: '18 February 2025', text: 'Stiff in the cold and sticking every morning, our old rim lock finally had to go. It was replaced with a British Standard nightlatch and a mortice deadlock, which our insurer had asked for. Tidy fitting, no chips in the old door.' },
    { author: 'Ian C.', location: 'Denton Holme', rating: 5, date: '8 June 2025', text: 'Lost the only key to the garage at the back of our terrace. The lock was opened, a new one fitted and three keys cut in the same visit. Good to know someone local will turn up when they say.' },
  ],
  chelmsford: [
    { author: 'Sophie A.', location: 'Moulsham', rating: 5, date: '25 March 2025', text: 'Keys snapped in the front door at half eleven at night after a long train journey home. The stub was extracted and replaced with a 3-star cylinder in well under an hour. Relieved and impressed in equal measure.' },
    { author: 'Marcus D.', location: 'Springfield', rating: 4, date: '14 August 2025', text: 'Our shop shutter lock jammed on a Saturday morning, so we could not open. It was freed and we were trading by ten, but a replacement lock had to be ordered and fitted on Monday. Reliable once it was done.' },
  ],
  chester: [
    { author: 'Ellie M.', location: 'Hoole', rating: 5, date: '3 April 2025', text: 'I moved into a Victorian terrace and the sellers could not say who still had keys. Both doors now have new cylinders, and the back gate padlock was swapped too. Clear, friendly and neatly done.' },
    { author: 'Stephen H.', location: 'Handbridge', rating: 5, date: '22 October 2025', text: 'The multipoint lock on our French doors failed with the doors locked, so we could not get into the garden. Opened and repaired that afternoon with a new gearbox, plus an explanation of how to avoid straining the handle in future.' },
  ],
  chichester: [
    { author: 'Penny W.', location: 'Summersdale', rating: 5, date: '6 May 2025', text: 'Insurance renewal flagged that our back door lock was not to BS 3621. A five-lever mortice was fitted the following day, with a detailed invoice showing the lock standard for the insurer. Efficient and no fuss.' },
    { author: 'Arjun P.', location: 'Fishbourne', rating: 4, date: '31 July 2025', text: 'The wind slammed the door shut with my keys on the hall table. It took about an hour and a half to reach me on a busy afternoon, but once here the door was opened in minutes without damage.' },
  ],
  'city-of-london': [
    { author: 'Claire F.', location: 'Barbican', rating: 5, date: '13 January 2025', text: 'The lock on my flat door stopped working properly and the estate has strict rules about fittings. A matching replacement was sourced and fitted so the door still meets the estate standard. Careful and very well informed.' },
    { author: 'Jonathan E.', location: 'Aldgate', rating: 5, date: '19 March 2025', text: 'Our small office needed new locks after a staff member left without handing back keys. Done early on a weekday before the team arrived, with a restricted key system so copies cannot be cut casually.' },
  ],
  colchester: [
    { author: 'Kate V.', location: 'Lexden', rating: 5, date: '2 August 2025', text: 'Lovely old front door, flimsy lock. A BS 3621 sashlock was fitted without spoiling the door, and the side gate got a proper bolt too. Patient with all our questions.' },
    { author: 'Liam B.', location: 'Greenstead', rating: 4, date: '27 November 2025', text: 'My key snapped in the uPVC door cylinder on a wet Sunday. Fixed the same day with a new anti-snap cylinder, though the call-out was a while coming because of weekend demand. Fair and honest service.' },
  ],
  coventry: [
    { author: 'Harpreet S.', location: 'Earlsdon', rating: 5, date: '10 June 2025', text: 'A burglary on our street made us look at our own doors. The cylinders were upgraded to SS312 Diamond, and he pointed out a loose hinge on the back door that we would never have noticed. Worth every minute.' },
    { author: 'Dean W.', location: 'Tile Hill', rating: 5, date: '30 October 2025', text: 'Halfway to a night shift I realised my keys were still inside the house. He had me back in within forty minutes, the lock worked fine afterwards, and I still made work on time. Would call again.' },
  ],
  derby: [
    { author: 'Megan C.', location: 'Darley Abbey', rating: 5, date: '15 April 2025', text: 'A heavy wooden door with an old box lock is part of the charm of our mill cottage, until the lock jammed. It was repaired rather than replaced, keeping the character, and a discreet second deadlock was added for insurance.' },
    { author: 'Sanjay R.', location: 'Littleover', rating: 4, date: '5 September 2025', text: 'Straight after getting the keys to our new house, I booked a lock change for the front, back and garage doors. Solid work and good cylinders. The garage lock needed a second visit for the right size part, but I was kept updated throughout.' },
  ],
  derry: [
    { author: 'Orla Q.', location: 'Waterside', rating: 5, date: '28 January 2025', text: 'Lost the keys to our rental flat and the letting agent wanted the locks done before handing over new ones. Done the same afternoon, with receipts for the agent and three fresh keys. No bother at all.' },
    { author: 'Eamon D.', location: 'Culmore', rating: 5, date: '11 May 2025', text: 'A smart lock with a keypad was fitted to our back door so the kids can get in after school without keys. Set up properly with each of our phones and a spare code for their granny.' },
  ],
  doncaster: [
    { author: 'Karen J.', location: 'Bessacarr', rating: 5, date: '21 February 2025', text: 'With the back door locking but refusing to unlock, the whole family had been using the front. The multipoint strip had snapped inside the door. Replaced that day, and the door now closes more easily than it has in years.' },
    { author: 'Wayne A.', location: 'Balby', rating: 4, date: '3 October 2025', text: 'Needed new locks after splitting up with my partner. Good work and handled sensitively. I waited a couple of days for the appointment as it was not an emergency, which was fine, just slower than I hoped.' },
  ],
  dundee: [
    { author: 'Kirsty L.', location: 'Stobswell', rating: 5, date: '9 April 2025', text: 'Our tenement stair door had a broken lock for weeks and anyone could wander in. The factor finally booked it, and a new keyed lock with a door closer was fitted. Every flat got new keys the same day.' },
    { author: 'Euan B.', location: 'Broughty Ferry', rating: 4, date: '16 July 2025', text: 'We asked for a key safe and a new front door cylinder for my dad so carers could get in. Fitted well and explained clearly. The first appointment was moved, which was a bit frustrating, but the work was good.' },
  ],
  dunfermline: [
    { author: 'Shona W.', location: 'Pitcorthie', rating: 5, date: '7 March 2025', text: 'Got home from holiday to find the key would not go into the lock, as someone had tried to tamper with it. The cylinder was replaced with an anti-snap one that evening, and I felt much safer.' },
    { author: 'Craig H.', location: 'Duloch', rating: 5, date: '24 June 2025', text: 'Even on a new build, the snagging list included a badly fitted back door lock. Rather than wait for the developer, we had it adjusted and upgraded to a 3-star cylinder. Worked perfectly straight away.' },
  ],
  durham: [
    { author: 'Hannah P.', location: 'Gilesgate', rating: 5, date: '17 January 2025', text: 'As the owner of a couple of student lets, I use this service for every check-out lock change. Always on time, always tidy, and tenants get their keys labelled. Saves me a lot of running around.' },
    { author: 'Michael T.', location: 'Framwellgate Moor', rating: 4, date: '14 September 2025', text: 'When the garage door lock failed, the door would not open at all. Sorted on the first visit, although the exact replacement handle had to be ordered, so a temporary one stayed on for a week.' },
  ],
  edinburgh: [
    { author: 'Catriona S.', location: 'Marchmont', rating: 5, date: '4 March 2025', text: 'Top-floor tenement flat, and the old mortice key snapped in the lock just as I was leaving for work. He carried his kit up four flights, removed the broken key and fitted a new BS 3621 mortice. Tidy and cheerful.' },
    { author: 'Jamie F.', location: 'Portobello', rating: 5, date: '26 August 2025', text: 'Beach day ended with the house keys lost somewhere in the sand. Entry was gained without damage and the locks changed on the spot so nobody finding the keys could use them. Very sensible advice.' },
  ],
  ely: [
    { author: 'Helen R.', location: 'Stuntney', rating: 5, date: '20 April 2025', text: 'We needed the locks sorted at a cottage we had just inherited, including an old safe nobody could open. The doors were upgraded and the safe opened carefully so it can still be used. Patient and thorough.' },
    { author: 'Adam K.', location: 'Queen Adelaide', rating: 4, date: '18 November 2025', text: 'The uPVC front door kept dropping and the lock would not engage. He adjusted the hinges and replaced the cylinder. It took a little longer than I expected to get a slot, being a bit out of town, but the fix has held.' },
  ],
  exeter: [
    { author: 'Bethany O.', location: 'Heavitree', rating: 5, date: '12 March 2025', text: 'My housemate moved out and kept a key, so we asked the landlord for a lock change. The front door cylinder was replaced that week and each of us got two keys. Simple, quick and friendly.' },
    { author: 'Peter N.', location: 'Topsham', rating: 5, date: '1 June 2025', text: 'Tall sash windows and a side door onto the lane never felt secure in our period house. Sash locks went on all the ground floor windows and a proper deadlock on the side door. Careful work.' },
  ],
  glasgow: [
    { author: 'Mhairi C.', location: 'Dennistoun', rating: 5, date: '23 February 2025', text: "Keys left at a friend's flat meant I was stuck outside my tenement at midnight. A neighbour let him into the close and my door was open in minutes with no marks. Calm, polite and reasonably quick." },
    { author: 'Farah Z.', location: 'Shawlands', rating: 4, date: '10 September 2025', text: 'The close entry system stopped buzzing visitors in, which was a nightmare for deliveries. The handset in our flat and the door release were both repaired, but a replacement panel part took a week to arrive.' },
  ],
  gloucester: [
    { author: 'Rachel D.', location: 'Kingsholm', rating: 5, date: '8 April 2025', text: 'On match day I discovered the front door key had snapped in half in my hand. The locksmith still got through the traffic, removed the stub and fitted a fresh cylinder. Very much appreciated.' },
    { author: 'Neil S.', location: 'Quedgeley', rating: 4, date: '19 December 2025', text: 'Bought a garage on a separate block and needed new locks. The work was good and the keys are smooth, though I had to be there for a longer window than quoted as he was held up at a previous job.' },
  ],
  hereford: [
    { author: 'Gwen A.', location: 'Tupsley', rating: 5, date: '27 March 2025', text: 'A rental property I manage needed locks changed between tenants with only a day to spare. Sorted in one morning, keys left with the agent, and an invoice sent the same day. Dependable.' },
    { author: 'Robert L.', location: 'Holmer', rating: 5, date: '9 July 2025', text: 'My wife found the ancient lock on the back door of our bungalow too stiff to manage. A new multipoint mechanism and easy-turn cylinder have made it simple to lock every night. Kind and unhurried.' },
  ],
  inverness: [
    { author: 'Morag F.', location: 'Crown', rating: 5, date: '13 June 2025', text: 'For years the back door lock on our Victorian villa had not worked properly. A BS 3621 mortice and new keeps were fitted, and the front door latch was adjusted during the same visit. Good value.' },
    { author: 'Fraser M.', location: 'Culloden', rating: 4, date: '2 November 2025', text: 'Somewhere on a hillwalk my keys fell out of a pocket, and I had to get back into the house. The door was opened without damage and the locks changed, though with it being late on a Sunday it was a bit of a wait. Decent, reliable work.' },
  ],
  'kingston-upon-hull': [
    { author: 'Zoe H.', location: 'The Avenues', rating: 5, date: '6 February 2025', text: 'The front door of our big Edwardian house had a rim lock that anyone could slip. We now have a British Standard nightlatch and a sturdy mortice deadlock. The original door furniture was kept, which mattered to us.' },
    { author: 'Lee W.', location: 'Bransholme', rating: 5, date: '22 May 2025', text: 'Broken cylinder on the back door left us unable to lock up overnight. He came out late evening, swapped it for an anti-snap one and checked the front door while he was there. Reassuring and tidy.' },
  ],
  lancaster: [
    { author: 'Amy T.', location: 'Bowerham', rating: 5, date: '5 April 2025', text: 'No lock at all on the back yard gate of our terrace, plus a tired front door cylinder. Both sorted in one visit, with a new 3-star cylinder and a gate lock that works from either side. Very neat job.' },
    { author: 'Tariq M.', location: 'Skerton', rating: 4, date: '28 October 2025', text: 'My key would not turn in the front door, and it turned out the multipoint mechanism had worn through. Replaced properly, though the first part supplied was the wrong length and he had to return the next day.' },
  ],
  leeds: [
    { author: 'Jack O.', location: 'Headingley', rating: 5, date: '15 September 2025', text: 'Moving into our student house, we found the front door lock barely held. The letting agent called in a locksmith, who changed it and fitted locks on each bedroom door the same week. Friendly and efficient.' },
    { author: 'Aisha B.', location: 'Armley', rating: 5, date: '3 December 2025', text: 'Our back-to-back terrace only has the one door, so when the cylinder jammed we were properly stuck. He got us out and back in, fitted a Diamond SS312 cylinder and left no mess on the step.' },
  ],
  leicester: [
    { author: 'Anna W.', location: 'Clarendon Park', rating: 5, date: '20 January 2025', text: 'Renting out rooms means I change locks fairly often, and this is my go-to service. Most recently a lodger left, and the front door cylinder plus his room lock were swapped in under an hour.' },
    { author: 'Vikram J.', location: 'Belgrave', rating: 4, date: '11 June 2025', text: 'The shutter on our shop front would not lock after someone tried to force it overnight. A temporary fix kept us secure, and a new lock was fitted two days later once the part arrived. Good communication throughout.' },
  ],
  lichfield: [
    { author: 'Laura K.', location: 'Boley Park', rating: 5, date: '26 September 2025', text: 'I wanted a smart lock for the front door so we could stop hiding a key under the plant pot. Fitted neatly, connected to the app, and the old cylinder replaced with a matching anti-snap one. Happy with the result.' },
    { author: 'Martin G.', location: 'Streethay', rating: 5, date: '8 August 2025', text: 'Key cutting for our new build went badly at a kiosk, with copies that jammed. A proper set was cut from the original and the lock checked for wear. Small job, handled like it mattered.' },
  ],
  lincoln: [
    { author: 'Harriet W.', location: 'Ermine', rating: 5, date: '14 January 2025', text: 'Locked myself out of our semi at half ten on a freezing night with the kids already in pyjamas. They arrived within forty minutes, picked the lock without damaging anything and checked the back door was secure before leaving.' },
    { author: 'Tomasz K.', location: 'Boultham', rating: 4, date: '22 June 2025', text: 'The multipoint mechanism on our uPVC back door gave up and the handle just spun. A replacement gearbox had to be ordered, so it took a second visit, but the door now locks smoothly and they kept me informed throughout.' },
  ],
  lisburn: [
    { author: 'Grainne D.', location: 'Lambeg', rating: 5, date: '3 March 2025', text: 'After our lodger moved out without returning her key, I wanted both doors sorted. They swapped the front cylinder for a 3-star anti-snap one and rekeyed the back to match, so I only carry one key now.' },
    { author: 'Padraig M.', location: 'Hilden', rating: 4, date: '18 September 2025', text: 'Key snapped clean off in the front door of my terrace on a Sunday morning. It was a couple of hours before anyone could come out, which was frustrating, but the broken piece was extracted neatly and a new cylinder fitted.' },
  ],
  liverpool: [
    { author: 'Esther O.', location: 'Wavertree', rating: 5, date: '9 April 2025', text: 'Our Victorian terrace still had the original front door with a tired old sashlock. The insurer wanted a BS 3621 five-lever mortice, so I booked a fit. Tidy job, the door was eased slightly so it closes properly, and everything was explained.' },
    { author: 'Liam H.', location: 'Aigburth', rating: 5, date: '27 November 2025', text: 'Lost my keys somewhere on a night out and got home at 2am to a locked flat. Someone turned up in about half an hour, got me in without drilling and changed the cylinder there and then.' },
  ],
  london: [
    { author: 'Yusuf B.', location: 'Walthamstow', rating: 5, date: '6 February 2025', text: "We had a break-in through the back door of our terrace and the police suggested upgrading. Both doors now have SS312 Diamond cylinders and there's a proper padlock on the garden gate. Calm, patient people at a pretty rotten time." },
    { author: 'Chloe P.', location: 'Peckham', rating: 4, date: '15 July 2025', text: 'Moving into a rented flat, I asked the landlord whether the locks had been changed and got a vague answer, so I arranged it myself with his permission. Quick fit, though they arrived an hour later than the slot given.' },
  ],
  manchester: [
    { author: 'Ravi P.', location: 'Ancoats', rating: 5, date: '20 May 2025', text: 'The fob entry on our canal-side block had been playing up for weeks and the managing agent finally called them in. They traced the fault to the door maglock, replaced it and removed the lost fobs from the system.' },
    { author: 'Megan T.', location: 'Didsbury', rating: 5, date: '2 October 2025', text: 'Bought a 1930s semi and had no idea how many keys were floating about. They changed every external lock, fitted sash window locks upstairs and pointed out a loose hinge on the side gate. Good value and very tidy.' },
  ],
  'milton-keynes': [
    { author: 'Tunde A.', location: 'Bletchley', rating: 5, date: '11 March 2025', text: 'Our garage door lock seized completely, with the mower and bikes stuck inside. Oiling it did nothing, so they fitted a new T-handle lock the same afternoon. Friendly, on time, and the garage opens smoothly again.' },
    { author: 'Joanne L.', location: 'Wolverton', rating: 4, date: '24 August 2025', text: 'Had a smart lock fitted to the front door so the kids can get in after school without keys. It took longer than expected because the existing cylinder was an odd size, but it works well and they set up the app with me.' },
  ],
  'newcastle-upon-tyne': [
    { author: 'Dominic F.', location: 'Heaton', rating: 5, date: '30 January 2025', text: "The back door of our Tyneside flat wouldn't lock at all one evening. They came out the same night, found the multipoint strip had cracked and fitted a replacement, so we weren't left insecure overnight." },
    { author: 'Aisha K.', location: 'Jesmond', rating: 4, date: '13 October 2025', text: "Six of us share a student house, and the landlord agreed to new locks after a set of keys went missing in freshers' week. Done properly with keys for everyone, though we waited a few days for a booking slot." },
  ],
  newport: [
    { author: 'Owain E.', location: 'Caerleon', rating: 5, date: '7 April 2025', text: "Came back from holiday to find the front door key wouldn't turn. The cylinder had failed internally. They got us in without damage and fitted a new anti-snap one that matches the back door, which was a nice touch." },
    { author: 'Carys J.', location: 'Maindee', rating: 5, date: '19 November 2025', text: 'My elderly mum kept losing her keys, so I asked about options. They fitted a key safe by the front door and cut a set of spares for the family. Patient, and explained everything to her twice without any fuss.' },
  ],
  newry: [
    { author: 'Niamh O.', location: 'Derrybeg', rating: 5, date: '12 May 2025', text: 'Someone tried to force my back door and damaged the lock, so it no longer closed properly. They came the next morning, fitted a new uPVC lock mechanism and a sturdier cylinder, and checked the windows too.' },
    { author: 'Padraig C.', location: 'Bessbrook', rating: 4, date: '28 July 2025', text: "A stiff old mortice on the farmhouse back door that finally jammed shut. The replacement lock wasn't on the van, so it needed a return trip the next day, but the work itself was spot on." },
  ],
  norwich: [
    { author: 'Edward B.', location: 'Eaton', rating: 5, date: '17 February 2025', text: "Our home insurance renewal flagged that the front door lock wasn't up to standard. They fitted a BS 3621 sashlock and left the paperwork I needed for the insurer. Quick, clean, and no pressure to buy anything else." },
    { author: 'Lucy V.', location: 'Thorpe Hamlet', rating: 5, date: '5 September 2025', text: 'Keys stolen with my bag in town, and my address was on a letter inside. I rang in a panic and they changed both door cylinders that evening. Such a relief to sleep properly that night.' },
  ],
  nottingham: [
    { author: 'Hamza A.', location: 'Lenton', rating: 5, date: '8 October 2025', text: "Our student house front door kept sticking and one night the lock simply wouldn't open from outside. They replaced a failed gearbox in the multipoint lock and showed us how to lift the handle properly so it lasts." },
    { author: 'Bethany C.', location: 'Sherwood', rating: 4, date: '21 March 2025', text: 'Changed the locks at my rental flat at the end of a tenancy. Good work, a clear quote up front and new keys for the letting agent. Only gripe was having to chase for the invoice afterwards.' },
  ],
  oxford: [
    { author: 'Julian S.', location: 'Summertown', rating: 5, date: '25 April 2025', text: 'The sash windows in our Edwardian house had no locks at all, which the insurer queried. Dual screws and restrictors went on every sash without marking the paintwork. Very neat work indeed.' },
    { author: 'Jia L.', location: 'Cowley', rating: 5, date: '10 August 2025', text: 'Snapped the key in the front door at midnight after a late shift. Someone arrived within the hour, removed the broken piece, fitted a new cylinder and cut me spare keys from the van.' },
  ],
  perth: [
    { author: 'Alasdair M.', location: 'Craigie', rating: 5, date: '4 June 2025', text: 'Our tenement close door had a broken lock for weeks and nobody wanted to take charge. I finally booked it, and they fitted a new communal lock with a closer, plus cut keys for every flat. Much tidier entrance now.' },
    { author: 'Kirsty D.', location: 'Bridgend', rating: 4, date: '16 January 2025', text: "I was locked out with a toddler and a dead phone, ringing from a neighbour's house. We waited about an hour because of the snow, which I understood, and they got us in without any damage." },
  ],
  peterborough: [
    { author: 'Jaspreet S.', location: 'Werrington', rating: 5, date: '29 March 2025', text: "Needed a safe opened because my late father's combination was never written down. It took patience, but it was opened with minimal damage and they advised on a replacement. They treated the situation with real care." },
    { author: 'Gary N.', location: 'Orton', rating: 4, date: '9 November 2025', text: 'Front door cylinder replaced with a TS 007 3-star one after a spate of lock snapping on our estate. Good job and clear advice, but the first appointment was rescheduled at short notice.' },
  ],
  plymouth: [
    { author: 'Sam W.', location: 'Mutley', rating: 5, date: '1 July 2025', text: 'Landlord here. After a tenant left without handing keys back, they changed the locks on both flats in our converted Victorian house the same day, so the new tenants could move in as planned.' },
    { author: 'Ellie R.', location: 'Plympton', rating: 5, date: '23 February 2025', text: "My patio door lock had been stiff for months before it finally jammed. They freed it, replaced the worn mechanism and adjusted the rollers so it slides properly again. Wish I'd called sooner." },
  ],
  portsmouth: [
    { author: 'Connor M.', location: 'Southsea', rating: 5, date: '14 August 2025', text: 'Our first-floor flat shares a front door with the downstairs neighbours, and its latch could be slipped with a card. They fitted a proper deadlock and a door closer. Feels far safer now.' },
    { author: 'Precious O.', location: 'Fratton', rating: 4, date: '5 May 2025', text: 'The wind slammed the door behind me while I was putting the bins out. It took a while for someone to arrive on a busy bank holiday, but the lock was opened cleanly and nothing needed replacing.' },
  ],
  preston: [
    { author: 'Farhan H.', location: 'Fulwood', rating: 5, date: '18 April 2025', text: 'We wanted a smart lock on the front door so my parents could let themselves in while we were away. They advised which model would suit a uPVC door, fitted it neatly and kept a key cylinder as a backup.' },
    { author: 'Rebecca D.', location: 'Ashton-on-Ribble', rating: 5, date: '26 September 2025', text: 'Keys went missing somewhere between the car and the house, and I had a horrible feeling they were in the street. Both doors had new cylinders within a couple of hours. Calm and reassuring on the phone.' },
  ],
  ripon: [
    { author: 'Geoffrey T.', location: 'Sharow', rating: 5, date: '12 March 2025', text: 'The cottage door had a rim lock older than me and the insurer wanted something better. They fitted a BS 3621 mortice deadlock while keeping the character of the old door intact. Very pleased.' },
    { author: 'Helen A.', location: 'Littlethorpe', rating: 4, date: '30 October 2025', text: 'Asked for the garage and shed locks to be changed after moving in. Tidy, knowledgeable work. It did take a second visit because one padlock hasp needed replacing, but nothing was left half done.' },
  ],
  salford: [
    { author: 'Kwame B.', location: 'Salford Quays', rating: 5, date: '8 January 2025', text: "The flat door in our apartment block has a multipoint lock that started catching badly. They adjusted the keeps, replaced a worn cylinder and explained what building management would and wouldn't cover." },
    { author: 'Jodie F.', location: 'Pendleton', rating: 4, date: '21 July 2025', text: 'A burglary next door rattled us, so we asked for advice on our own house. Anti-snap cylinders went on both doors and a lock on the side gate. The only delay was a part for the gate, fitted later that week.' },
  ],
  salisbury: [
    { author: 'Margaret H.', location: 'Harnham', rating: 5, date: '2 April 2025', text: 'At eighty-one I was nervous about someone coming to the house, but they rang ahead and showed ID. My front door now has a proper five-lever lock and a door chain, and the back door works properly at last.' },
    { author: 'Oliver N.', location: 'Laverstock', rating: 5, date: '15 November 2025', text: "The safe in our spare room jammed after the batteries died mid-code. It was opened within the hour without drilling, which I didn't think was possible, and they showed me how to change the batteries myself." },
  ],
  sheffield: [
    { author: 'Naomi J.', location: 'Walkley', rating: 5, date: '19 March 2025', text: 'Steep hill, terraced house, back door straight onto a ginnel, so security matters to us. The old cylinder was swapped for an SS312 Diamond one and they fitted a London bar to the frame. Straightforward and tidy.' },
    { author: 'Marcus E.', location: 'Nether Edge', rating: 4, date: '6 August 2025', text: "Lost the only key to our bike store lock. It was opened and replaced, but the arrival window slipped by an hour. Otherwise friendly and efficient, and they cut two spares so it won't happen again." },
  ],
  southampton: [
    { author: 'Ana R.', location: 'Portswood', rating: 5, date: '28 September 2025', text: "Started a new job with early shifts just as the front door lock began sticking every morning. They replaced the worn cylinder and realigned the keep on our terrace, and it's been perfect since." },
    { author: 'Stuart G.', location: 'Shirley', rating: 5, date: '12 June 2025', text: 'I manage a small shop and the roller shutter lock failed at closing time. They came out within an hour, got the shutter down and locked, and fitted a new lock the next morning before we opened.' },
  ],
  'southend-on-sea': [
    { author: 'Tracey L.', location: 'Leigh-on-Sea', rating: 5, date: '24 May 2025', text: 'Had new locks fitted throughout after my divorce, because it was important to me to feel safe at home again. They were kind and unhurried, and fitted a better cylinder to the back door too.' },
    { author: 'Dale W.', location: 'Westcliff-on-Sea', rating: 4, date: '10 February 2025', text: 'The communal entry phone in our converted building stopped releasing the front door. They repaired the lock release, although it needed a second visit for a replacement handset in one of the flats.' },
  ],
  'st-albans': [
    { author: 'Philippa R.', location: 'Fleetville', rating: 5, date: '3 June 2025', text: 'Our Edwardian terrace had a rim nightlatch and nothing else, so we finally added a BS 3621 mortice as the insurer asked. Clean work on an old door, and they matched the brass finish.' },
    { author: 'Sunil D.', location: 'Marshalswick', rating: 5, date: '13 September 2025', text: "Locks changed on the day we collected our keys, which we always do with a new house. Efficient and polite, and they pointed out that the patio door needed new handles, which we hadn't noticed." },
  ],
  'st-asaph': [
    { author: 'Iwan W.', location: 'Trefnant', rating: 5, date: '11 July 2025', text: 'The farmhouse back door lock broke with the key stuck in it and the dog inside. They arrived quickly for somewhere so rural, removed the lock and fitted a new sashlock on the same visit.' },
    { author: 'Elin P.', location: 'Bodelwyddan', rating: 4, date: '2 March 2025', text: "Our uPVC front door had dropped and the lock would only engage if you lifted hard. They adjusted the hinges and replaced the multipoint gearbox. The part had to be ordered, so two visits, but it's solid now." },
  ],
  'st-davids': [
    { author: 'Huw L.', location: 'Solva', rating: 5, date: '20 August 2025', text: 'Holiday let changeover day, and the guests had left with the only spare key. They changed the cylinder and cut new keys before the next family arrived. Saved our weekend, honestly.' },
    { author: 'Bethan G.', location: 'Nun Street', rating: 4, date: '7 May 2025', text: 'Locked out of my flat after work. Being so far west it took a little while for someone to reach me, which I expected, but the door was opened with no damage and the call-out charge was reasonable.' },
  ],
  stirling: [
    { author: 'Fraser C.', location: 'St Ninians', rating: 5, date: '22 February 2025', text: 'Moved into a tenement flat where the previous owner had apparently handed keys to half the street. New cylinder on the flat door and a mortice deadlock added. Quick job, with sensible advice about the close door too.' },
    { author: 'Isla M.', location: 'Causewayhead', rating: 4, date: '17 October 2025', text: "I needed a lock on the shed and a replacement key for my window locks. Both done well, but they had to come back with the window key as it wasn't a common type." },
  ],
  'stoke-on-trent': [
    { author: 'Wayne H.', location: 'Burslem', rating: 5, date: '27 January 2025', text: "Broke the key off in the back door of our terrace early on a Sunday. Someone was out within the hour, extracted the stub and fitted a new anti-snap cylinder. Couldn't have been easier." },
    { author: 'Zainab Q.', location: 'Hanley', rating: 5, date: '4 September 2025', text: "Our takeaway's shutter lock was damaged in an attempted break-in overnight. They secured it by mid-morning so we could trade, and came back to fit a heavier-duty lock later that week." },
  ],
  sunderland: [
    { author: 'Kieran D.', location: 'Roker', rating: 5, date: '14 April 2025', text: 'Sea air had corroded the lock on our front door so badly the key barely turned. They replaced the cylinder and handles with more weather-resistant ones and gave the hinges some attention too.' },
    { author: 'Lauren B.', location: 'Millfield', rating: 4, date: '25 June 2025', text: 'Our single-storey Sunderland cottage had an ancient back door lock with no spare keys. A new five-lever mortice was fitted, though they ran late because of an earlier job. Tidy work regardless.' },
  ],
  swansea: [
    { author: 'Owain T.', location: 'Sketty', rating: 5, date: '9 February 2025', text: 'Thieves got in through a ground-floor window while we were away, so we asked for every window lock to be checked. Several new locking handles went in, and the front door got a better cylinder as well.' },
    { author: 'Seren H.', location: 'Uplands', rating: 4, date: '30 April 2025', text: 'Renting a room in a shared house, I lost my keys and the landlord told me to sort it. With his okay they changed the lock on my room and the front door. Slightly longer wait than quoted, but fine.' },
  ],
  truro: [
    { author: 'Morwenna K.', location: 'Kenwyn', rating: 5, date: '19 June 2025', text: "We'd only ever had one key for the front door mortice, and it was wearing thin. They made new keys by decoding the lock, as copying the worn one wasn't reliable. Never knew that was possible." },
    { author: 'Jack P.', location: 'Malpas', rating: 4, date: '8 March 2025', text: 'Had the locks changed after a lodger left on bad terms. Quick and tidy once they were here, though booking took a couple of days as they were busy. Would use again.' },
  ],
  wakefield: [
    { author: 'Nathan K.', location: 'Sandal', rating: 5, date: '16 May 2025', text: 'Bought my first house and wanted everything sorted before moving in. They changed three locks, fitted a key safe for the cleaner and talked me through what the insurer would expect. Felt looked after.' },
    { author: 'Farah Y.', location: 'Outwood', rating: 4, date: '3 December 2025', text: 'The oven was still on when I shut myself out, which was frightening. They prioritised me and had the door open in about twenty-five minutes. The cylinder needed drilling, though, and the replacement was only fitted on a second trip.' },
  ],
  wells: [
    { author: 'Penelope S.', location: 'Coxley', rating: 5, date: '22 May 2025', text: 'Our stable door had two bolts and a latch, but nothing lockable from outside. They fitted a proper mortice deadlock to the top and bottom halves so the house is safe to leave. Sensible and unhurried.' },
    { author: 'Robert J.', location: 'Wookey Hole', rating: 5, date: '29 August 2025', text: 'Came down one morning to find someone had tried to force the back door overnight. The lock held but was badly damaged. They replaced it with a sturdier multipoint and added a door guard.' },
  ],
  westminster: [
    { author: 'Hugo B.', location: 'Pimlico', rating: 5, date: '5 March 2025', text: "Our mansion block flat had a tired rim lock and a door that didn't quite meet the frame. They fitted a BS 3621 mortice, adjusted the door and made sure the fire door closer still worked. Very professional." },
    { author: 'Leila M.', location: 'Maida Vale', rating: 4, date: '28 October 2025', text: 'Stuck outside my flat in a stucco-fronted conversion with no spare anywhere. They arrived after about an hour and a half, longer than quoted, but opened the door without damage and were very polite.' },
  ],
  winchester: [
    { author: 'Charlotte E.', location: 'Fulflood', rating: 5, date: '1 February 2025', text: 'Victorian terrace, original front door, and a latch that could be slipped with a card. They added a five-lever deadlock, matched the existing brass and left the door looking exactly as it did.' },
    { author: 'Matthew O.', location: 'Stanmore', rating: 4, date: '11 September 2025', text: 'My son managed to snap his key in the cylinder of our uPVC door. They removed it and fitted a new anti-snap cylinder. We had to wait until the next morning as it was late, but they were clear about that.' },
  ],
  wolverhampton: [
    { author: 'Gurpreet K.', location: 'Tettenhall', rating: 5, date: '17 April 2025', text: 'There was a safe in the study nobody could open after a house clearance. It was opened carefully, and the contents turned out to be old deeds. Honest, patient people who explained each step.' },
    { author: 'Darren P.', location: 'Penn', rating: 5, date: '6 June 2025', text: 'After a spate of shed break-ins down the road, we had a closed-shackle padlock and hasp put on the shed and a new lock on the side gate. Sound advice and no upselling.' },
  ],
  worcester: [
    { author: 'Poppy A.', location: 'Barbourne', rating: 5, date: '23 July 2025', text: 'Moving-in lock change for our terrace, plus a letterbox cage because a neighbour warned us about key fishing. Good tip, fitted neatly, and nothing left behind apart from the new keys.' },
    { author: 'Ahmed S.', location: "St John's", rating: 4, date: '14 October 2025', text: "The smart lock on our back door stopped responding after an update. They reset and re-paired it, though the first visit didn't fix it and a follow-up was needed. Handled patiently." },
  ],
  wrexham: [
    { author: 'Dylan R.', location: 'Rhosddu', rating: 5, date: '26 March 2025', text: 'The key would not go into the front door lock one morning, as someone had jammed something into it overnight. They cleared it, fitted a new anti-snap cylinder and showed me how to spot tampering.' },
    { author: 'Angharad E.', location: 'Gresford', rating: 5, date: '9 July 2025', text: 'We inherited a house with a cellar door no one had opened in years. They opened the old mortice, made a key to fit it and serviced the lock rather than replacing it.' },
  ],
  york: [
    { author: 'Hannah F.', location: 'Acomb', rating: 5, date: '16 August 2025', text: "The uPVC front door on our 1950s semi wouldn't lock after a hot spell. They adjusted the hinges and keeps, swapped the cylinder for a 3-star one and advised us to oil the mechanism twice a year." },
    { author: 'Ibrahim N.', location: 'Heworth', rating: 4, date: '20 January 2025', text: 'Lock change after our tenant moved out. All done properly, but it took two goes to agree a time as their first slot clashed with the cleaners. The new keys work well.' },
  ],
};
