import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: 'Most locks that jam, stick or refuse to turn have not suddenly broken. They have been slowly clogged with dirt, starved of the right lubricant or pushed out of line by a door that has moved. A few minutes of care each season keeps them working smoothly, saves you a lockout and stops a small fault becoming an expensive repair.',
  blocks: [
    { kind: 'h2', text: 'Why locks fail' },
    {
      kind: 'p',
      text: 'A lock is a small machine working to fine tolerances. The commonest cause of trouble is dirt: dust, grit and pocket fluff ride into the keyway on every key. Old lubricant makes it worse, drying into a sticky paste that holds the grit around the pins, until they stop dropping cleanly and the key turns stiffly or not at all.',
    },
    {
      kind: 'p',
      text: 'The door itself is the other big culprit. Doors drop on their hinges and timber swells and shrinks, so bolts and hooks no longer meet their keeps squarely. Add ordinary wear, as keys and pins wear together and gearboxes are forced, and you have most lock faults, all of which develop slowly.',
    },
    { kind: 'h2', text: 'How to lubricate a lock correctly' },
    {
      kind: 'p',
      text: 'The product matters. For the cylinder, the part the key goes into, use a dry PTFE spray or a graphite-based lock lubricant. These leave a fine dry film that frees the pins without attracting dirt. Apply a short burst into the keyway, work the key in and out and turn it fully both ways, then wipe the key clean.',
    },
    {
      kind: 'p',
      text: 'Avoid heavy oil, cooking oil and general-purpose grease in cylinders. They feel like a quick fix, but they collect grit, and within months the lock can be stiffer than before. Water-dispersant sprays can free a seized mechanism, but follow up with a proper lock lubricant.',
    },
    { kind: 'h3', text: 'Multipoint locks' },
    {
      kind: 'p',
      text: 'The long mechanism down the edge of a uPVC or composite door is different. Its hooks, rollers and bolts want a light oil or light grease, applied sparingly to the moving parts and keeps. Work the handle to spread it and wipe off any excess. If the manufacturer gives maintenance instructions, follow them.',
    },
    { kind: 'h2', text: 'Keeping uPVC and composite doors in line' },
    {
      kind: 'p',
      text: 'Most UK front and back doors are uPVC or composite with a multipoint lock: you lift the handle to throw the hooks and bolts into the frame, then turn the key to lock them. On a well-aligned door the handle lifts with light pressure and the key turns easily. Over time the door drops, and the hooks catch on the keeps instead of sliding in.',
    },
    {
      kind: 'callout',
      title: 'Warning sign: lifting the handle hard',
      text: 'If you have to lift the handle hard, or push the door, before the key will turn, the gearbox is under strain. A failed gearbox can leave the door stuck locked or unable to lock, so treat a stiff handle as a fault to fix now.',
    },
    { kind: 'h3', text: 'Adjusting hinges and keeps' },
    {
      kind: 'p',
      text: 'Many uPVC doors have hinges adjustable with an Allen key, letting you raise the door, move it sideways or change how firmly it closes against the seals. A small turn at the top hinge often lifts a dropped door back into line. Make one small change at a time and test after each. If the door still binds, call us.',
    },
    { kind: 'h2', text: 'Look after your keys' },
    {
      kind: 'p',
      text: 'A worn key is a common reason for a lock that only works if you jiggle it. Every copy cut from a worn key reproduces that wear plus a little error of its own, and a copy of a copy of a copy can drag on the pins and wear the cylinder faster. Have new keys cut from the original, and keep one good original safely at home.',
    },
    {
      kind: 'p',
      text: 'For restricted key systems, copies need proof of ownership, usually a key card, so keep that card safe. Do not hang a heavy bunch of keys from the key in the lock, as the weight strains the cylinder, and replace a bent or cracked key before it snaps off inside.',
    },
    { kind: 'h2', text: 'Seasonal and outdoor care' },
    { kind: 'h3', text: 'Winter and summer' },
    {
      kind: 'p',
      text: 'Doors change with the weather. Timber doors take up moisture in damp winters, swell and stick, so bolts and latches miss their strike plates. In hot weather uPVC and composite doors expand, especially dark ones in direct sun, and may be hard to lock in the afternoon but fine by evening. Do not force a door that binds in the heat; a small adjustment is kinder.',
    },
    {
      kind: 'p',
      text: 'Before winter, lubricate cylinders and mechanisms, and make sure timber doors are painted or sealed on every edge, including the top and bottom. Never pour boiling water on a frozen lock. Warm the key or use a lock de-icer, then dry and lubricate the lock once it turns again.',
    },
    { kind: 'h3', text: 'Outdoor and coastal locks' },
    {
      kind: 'p',
      text: 'Gates, sheds and garages get little shelter. Rain gets into keyways, and near the coast salt in the air speeds up corrosion, pitting steel and seizing springs. Choose brass, stainless steel or weather-resistant finishes, with a keyway cover where available, and lubricate outdoor locks more often, every few months near the sea.',
    },
    {
      kind: 'p',
      text: 'Hang padlocks with the keyway facing down so water drains out. Near the coast, rinse them now and then in fresh water, dry them, then put a dry lubricant in the keyway and a drop of light oil on the shackle. Replace a padlock that has started to seize rather than forcing it.',
    },
    { kind: 'h2', text: 'Your lock maintenance checklist' },
    { kind: 'h3', text: 'Every month' },
    {
      kind: 'ul',
      items: [
        'Lock and unlock each outside door with the key, noting any stiffness or hard handle lift.',
        'Check doors close and latch without slamming.',
        'Wipe dirt from keyways and keeps.',
        'Look over keys for bends, cracks or heavy wear.',
        'Try padlocks and rarely used outdoor locks.',
      ],
    },
    { kind: 'h3', text: 'Once a year' },
    {
      kind: 'ul',
      items: [
        'Lubricate every cylinder with a dry PTFE or graphite-based product.',
        "Oil or grease multipoint moving parts and keeps, following the manufacturer's guidance.",
        'Tighten loose hinge and keep screws, and adjust any dropped door.',
        'Check euro cylinders are anti-snap, rated TS 007 3-star or Sold Secure SS312 Diamond.',
        'Confirm timber doors still have a working BS 3621 deadlock if your insurer requires one.',
        'Have fresh keys cut from the original if yours are worn.',
      ],
    },
    { kind: 'h2', text: 'When to call a locksmith' },
    {
      kind: 'p',
      text: "Cleaning, lubricating and small hinge adjustments are well within most people's reach. If a lock is still stiff after all that, something inside is worn or broken, and more force will only make it worse. That is the point to stop and call us, particularly if:",
    },
    {
      kind: 'ul',
      items: [
        'The handle stays stiff or floppy, or the key will not turn, after adjusting the door.',
        'A key has snapped in the lock, or the cylinder turns without locking.',
        'The multipoint gearbox grinds, clicks or slips.',
        'You have lost keys, moved house or want an anti-snap cylinder.',
        'A timber door needs a BS 3621 deadlock fitted or replaced.',
      ],
    },
    {
      kind: 'callout',
      title: 'If someone is shut in and at risk',
      text: 'If a young child or a vulnerable person is locked in, cannot open the door and is in danger, call 999 first. A locksmith can follow once everyone is safe.',
    },
    {
      kind: 'p',
      text: 'UK locksmiths are not licensed by law, so choose with care. Membership of a trade association such as the Master Locksmiths Association, which vets and inspects its members, is a good sign, and a reputable locksmith will explain the fault and the cost before starting.',
    },
    { kind: 'h2', text: 'A little care goes a long way' },
    {
      kind: 'p',
      text: 'Most lock failures give plenty of warning: a key that needs jiggling, a handle that needs a hard lift, a door that sticks in wet weather. Act on those signs early, use the right lubricant in the right place and keep an original key safe, and your locks should last for years.',
    },
  ],
};
