import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: 'Most UK homes have a mix of locks, fitted at different times and to different standards. Knowing which ones you have helps you answer your insurer, choose sensible upgrades and spot a weak point before a burglar does. This guide explains the main lock types our locksmiths see every day, how each is attacked and what to look for.',
  blocks: [
    { kind: 'h2', text: 'Euro cylinders and multipoint locks' },
    {
      kind: 'p',
      text: 'Almost every uPVC and composite door, uses a multipoint lock. A single mechanism runs down the edge of the door and throws hooks, rollers or bolts into the frame at several points when you lift the handle. Turning the key locks them in place. The key goes into a euro cylinder, the barrel with a rounded top and narrower tail that passes right through the door. The multipoint gives strength along the edge; the cylinder decides whether it can be opened.',
    },
    { kind: 'h3', text: 'How lock snapping works' },
    {
      kind: 'p',
      text: 'A standard euro cylinder is weakest in the middle, where a fixing screw passes through it to hold it in the door. Snapping means forcing the part that sticks out of the door until the cylinder breaks at that point. With the outer half gone, the cam that works the lock can be reached and turned, and the door opened. It needs little skill or time, which is why it became common where cheap cylinders project beyond the handle.',
    },
    { kind: 'h3', text: 'Anti-snap cylinders and their ratings' },
    {
      kind: 'p',
      text: 'An anti-snap cylinder is designed to break in a controlled way. It has a sacrificial section near the outside face, so if it is attacked the front part snaps off while the part that turns the cam stays in the door, still locked. Good ones also resist picking, bumping and drilling. Any cylinder can be called anti-snap on the packaging, so look for independent test marks.',
    },
    {
      kind: 'ul',
      items: [
        'TS 007 3-star: the cylinder on its own has been tested to the top TS 007 level, including against snapping.',
        'TS 007 1-star with 2-star handles: a 1-star cylinder fitted with 2-star security handles, which shield it, reaches the same 3-star level overall.',
        'Sold Secure SS312 Diamond: a separate and demanding test in which cylinders are attacked by snapping and other methods.',
        'BS EN 1303: the European cylinder standard. It grades cylinders but does not by itself prove snap resistance.',
      ],
    },
    { kind: 'h2', text: 'Mortice deadlocks and sashlocks' },
    {
      kind: 'p',
      text: 'Traditional timber doors usually have a mortice lock, set into a pocket cut in the edge of the door so that only the keyhole and faceplate show. A deadlock has a single bolt moved only by the key. A sashlock adds a latch worked by a handle, so the door can be closed without being locked, which is why sashlocks are common on back doors. Both are described by their number of levers, the plates inside that the key must lift to the right heights.',
    },
    {
      kind: 'p',
      text: 'More levers generally means more key variations and more resistance to manipulation, so 2 and 3-lever locks are really only suitable for internal doors. For external doors the usual choice is a 5-lever mortice lock to BS 3621, which also has to resist drilling, forcing and picking. The lever count is not the test, though. A certified lock carries the Kitemark and the BS 3621 number on its faceplate; a 5-lever lock without them has not been shown to meet the standard.',
    },
    { kind: 'h2', text: 'Nightlatches and rim locks' },
    {
      kind: 'p',
      text: 'A nightlatch is a rim lock: its case is screwed to the inside face of the door and a small round cylinder shows on the outside. The spring latch engages automatically as the door shuts, which is convenient but means a basic nightlatch only latches the door. A standard latch can sometimes be slipped with a card or pushed back through a gap, and if there is glass near the door, the inside handle may be reachable.',
    },
    {
      kind: 'p',
      text: 'A deadlocking nightlatch improves on this. The latch can be deadlocked with the key from outside so it cannot be pushed back, and many also lock the internal handle. BS 3621 versions exist, marked on the case in the same way as a mortice lock. Many timber front doors have a nightlatch for convenience and a 5-lever mortice deadlock lower down, locked whenever the house is empty.',
    },
    { kind: 'h2', text: 'Keyless-egress and dual-mode locks' },
    {
      kind: 'p',
      text: 'Standard BS 3621 locks need a key on both sides. That is good for security, but in a fire someone must find the key before anyone can get out. BS 8621 covers keyless-egress locks, which meet similar security requirements but can always be opened from inside without a key, usually with a thumbturn or handle. BS 10621 covers dual-mode locks: in one mode they allow keyless exit, and in the other, meant for when the building is empty, they need the key on both sides.',
    },
    {
      kind: 'p',
      text: 'These locks matter most in flats and houses in multiple occupation (HMOs), where a front door may be part of the escape route for several people. Fire safety guidance for these buildings generally expects escape doors to open from the inside without a key, and landlords often specify BS 8621 locks for that reason. If you live in or manage a building like this, check its fire risk assessment before changing any lock on an escape route.',
    },
    {
      kind: 'callout',
      title: 'Use dual-mode locks with care',
      text: 'A BS 10621 lock should only be set to its key-only mode when nobody is inside. Locked that way with someone at home, they may not be able to get out in a fire. If anyone is ever trapped by fire, call 999.',
    },
    { kind: 'h2', text: 'Padlocks and smart locks' },
    { kind: 'h3', text: 'Padlocks' },
    {
      kind: 'p',
      text: 'For sheds, garages and gates, a padlock is only as good as what it is fitted to. Choose a closed-shackle or shrouded design, which leaves less shackle exposed to cutters, and pair it with a hasp and staple of similar strength, fixed so the screws cannot be undone from outside. Sold Secure tests padlocks and rates them Bronze, Silver, Gold or Diamond, a fair guide to attack resistance.',
    },
    { kind: 'h3', text: 'Smart locks' },
    {
      kind: 'p',
      text: 'Most smart locks for UK doors do not replace the whole lock. They fit over the inside of a euro cylinder and turn it, or replace the cylinder or the multipoint gearbox. So the mechanical parts still decide how secure the door is. A smart lock on a cylinder that can be snapped is still vulnerable, so check which cylinder it relies on and look for TS 007 3-star or SS312 Diamond. Think too about batteries, a key backup and how access is shared and removed.',
    },
    { kind: 'h2', text: 'How to identify the locks you have' },
    {
      kind: 'ul',
      items: [
        'A keyhole with a rounded top and narrow tail on a uPVC or composite door is a euro cylinder; if lifting the handle throws bolts along the edge, it works a multipoint lock.',
        'A larger keyhole for a key with a round shank and a flat, stepped end is a lever mortice lock; a handle beside it means a sashlock.',
        'A small round cylinder outside, with a metal case screwed to the inside of the door, is a nightlatch.',
        'Stamps on a faceplate or case, such as the Kitemark with BS 3621, BS 8621 or BS 10621, show the standard met; some also give the number of levers.',
        'Stars, a Kitemark or a Sold Secure mark on the face of a euro cylinder show it has been tested; no marks usually means a basic cylinder.',
      ],
    },
    { kind: 'h2', text: 'When to upgrade' },
    {
      kind: 'p',
      text: "It is worth upgrading when a lock does not meet your insurer's wording, when a euro cylinder has no TS 007 or SS312 Diamond marking, when a timber door relies on a basic nightlatch alone, or when keys are unaccounted for. Stiff, worn or loose locks are another sign, because a lock that is awkward to use tends to be left unlocked. After a break-in or an attempted one, have the whole door checked, not just the lock that was attacked. In flats and HMOs, the right upgrade may be a BS 8621 or BS 10621 lock rather than a stronger key-only one.",
    },
    { kind: 'h2', text: 'Getting the right advice' },
    {
      kind: 'p',
      text: 'The right lock depends on the door, the building and the people inside, and the strongest option is not always the right one if it blocks a way out. If you are not sure what you have, our locksmiths can identify your locks, explain the markings and tell you honestly whether anything needs changing. Call us and we will talk it through before recommending any work.',
    },
  ],
};
