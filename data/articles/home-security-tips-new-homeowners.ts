import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: 'The day you get the keys is the best time to think about security. You cannot know who else holds a key, the locks may be older than they look, and your insurer may expect a particular standard. These are the steps our locksmiths suggest to new homeowners, roughly in the order we would tackle them.',
  blocks: [
    { kind: 'h2', text: 'Change or rekey the locks as soon as you move in' },
    {
      kind: 'p',
      text: 'However friendly the sale, you have no way of knowing how many keys to your new home exist. Previous owners lend keys to cleaners, neighbours, builders, dog walkers and relatives, and few people keep track of them all. Until the locks are changed, you are trusting every one of those people, and anyone they passed a key on to. We treat this as the first job in any new home, ahead of alarms or cameras.',
    },
    {
      kind: 'p',
      text: 'Changing the locks does not always mean new hardware. On most uPVC and composite doors only the euro cylinder needs replacing, leaving the rest of the mechanism in place. A good mortice lock can often be rekeyed by changing its levers, so the old keys no longer work. If the existing locks are worn or below the standard you need, that is the moment to upgrade rather than simply rekey.',
    },
    { kind: 'h2', text: 'Check what your home insurance policy requires' },
    {
      kind: 'p',
      text: 'Read the security section of your home insurance before anything goes wrong, not after. Many policies set out minimum locks for the doors you leave by, and some require key-operated locks on accessible windows. Insurers often name BS 3621, the British Standard for thief-resistant locks, for timber doors. If your locks fall short and you are burgled, a claim could be reduced or refused, so it is worth knowing exactly what your wording says.',
    },
    {
      kind: 'p',
      text: 'A BS 3621 lock is marked on its faceplate, the metal strip you see on the edge of the door when it is open. Look for the Kitemark symbol and the standard number, often followed by the year of the edition. A 5-lever mortice deadlock is the most common type, but the number of levers alone proves nothing: plenty of 5-lever locks are not certified. For uPVC and composite doors, ask your insurer what they accept if the wording is unclear.',
    },
    { kind: 'h2', text: 'uPVC and composite doors' },
    {
      kind: 'p',
      text: 'Most modern front and back doors in the UK use a multipoint lock operated by a euro cylinder. The multipoint mechanism is strong, but the cylinder is often the weak point. Many older and budget cylinders can be snapped: the cylinder is broken at its thinnest part and the lock opened in a short time. A new home may still have the cylinders the doors were fitted with years ago.',
    },
    {
      kind: 'p',
      text: 'The fix is an anti-snap cylinder tested to a recognised standard. Look for TS 007 3-star, or SS312 Diamond from Sold Secure, which tests cylinders against snapping and other attacks. A TS 007 1-star cylinder combined with 2-star security handles also reaches the 3-star level overall. It should also be the right length, not sticking out beyond the handle.',
    },
    {
      kind: 'p',
      text: 'Habit matters as much as hardware. On most multipoint locks, pulling the door shut only engages the latch. You need to lift the handle to throw the hooks or bolts, then turn the key to lock them in place. If you lift the handle but do not turn the key, the door can often be opened again simply by pushing the handle down from outside. Make lifting and locking part of leaving the house and going to bed.',
    },
    { kind: 'h2', text: 'Windows, side gates and outbuildings' },
    { kind: 'h3', text: 'Windows' },
    {
      kind: 'p',
      text: 'Start with ground-floor windows and any that are easy to reach from a flat roof, a conservatory, a wall or a wheelie bin. Check they have key-operated locks and that the keys are actually there. Locking handles can usually be replaced without changing the window, and PAS 24 is the standard to ask for if you buy new windows later. Keep window keys somewhere everyone in the household knows, so windows can still be opened in a fire.',
    },
    { kind: 'h3', text: 'Side gates' },
    {
      kind: 'p',
      text: 'A side gate is often how a burglar reaches the back of a house unseen, where doors and windows are less overlooked. A tall, sturdy gate set level with the front of the house, locked on the inside with a good bolt or padlock, makes that route much harder. Trim back anything that would help someone climb over, and check the hinges cannot be removed from outside.',
    },
    { kind: 'h3', text: 'Garages and sheds' },
    {
      kind: 'p',
      text: 'Outbuildings deserve attention for two reasons: what is stored in them has value, and much of it would help a burglar get into the house. Ladders, spades, pry bars and power tools are exactly what someone needs to force a window or reach an upper floor. Fit a good padlock and hasp, choose Sold Secure rated products where you can, chain ladders to a fixed point, and lock any door from an integral garage into the house to the same standard as the front door.',
    },
    { kind: 'h2', text: 'Lighting, alarms and video doorbells' },
    {
      kind: 'p',
      text: 'Lighting, alarms and cameras are useful, but they work best on top of good locks, not instead of them. Dusk-to-dawn or motion-activated lights at the front and back make an approach less comfortable, angled so they do not dazzle neighbours. A visible alarm box is a deterrent, and a working alarm can alert you or others quickly. If the previous owner left one, check it works and have the codes changed.',
    },
    {
      kind: 'p',
      text: "Video doorbells and cameras let you see who is at the door and can record useful footage. Keep the spending in proportion to the risk, and put the door and cylinder first. Point cameras at your own property where possible: if they record beyond your boundary, data protection rules can apply, and neighbours may reasonably object. Change default passwords and remove the previous owner's access.",
    },
    { kind: 'h2', text: 'Keep keys away from the door and letterbox' },
    {
      kind: 'p',
      text: 'Letterbox fishing is a simple trick: someone pushes a rod or wire through the letterbox to hook keys left on a hall table or hanging by the door, or to turn a thumbturn or pull a handle from the inside. Keep keys, including car keys, out of sight and out of reach of the door. A letterbox guard fitted inside makes this much harder. If your car has keyless entry, keep the fob in a signal-blocking pouch, as relay attacks can pass its signal from inside the house to the car outside.',
    },
    {
      kind: 'p',
      text: 'Resist hiding a spare key under a mat, a plant pot or a fake stone, the first places a burglar looks. If someone needs access while you are away, leave a key with a neighbour you trust. If you need a key safe, choose one with an independent security rating and have it fixed firmly into masonry.',
    },
    {
      kind: 'callout',
      title: 'If you find signs of a break-in',
      text: 'If you come home to a forced door or a broken window, do not go inside, as someone could still be there. Move somewhere safe and call 999 if the intruder may still be present or anyone is in danger; otherwise report it to the police. Once the police have finished, call us and we will make the door secure.',
    },
    { kind: 'h2', text: 'A simple first-week checklist' },
    {
      kind: 'ol',
      items: [
        'Change or rekey every external door lock, including any door from a garage.',
        'Check for BS 3621 on mortice locks and nightlatches, and TS 007 3-star or SS312 Diamond on euro cylinders.',
        'Read the lock and window wording in your insurance policy.',
        'Find every window key and test each window lock, ground floor first.',
        'Lock the side gate, shed and garage, and secure ladders and tools.',
        'Change alarm codes and passwords on any devices left behind.',
        'Move keys away from the door and letterbox, and fit a letterbox guard if needed.',
      ],
    },
    { kind: 'h2', text: 'Getting it done properly' },
    {
      kind: 'p',
      text: 'Apart from the locks, none of this has to happen on moving day, but the first week is a natural time to work through it. If you would like help, our locksmiths can change or upgrade your locks, fit anti-snap cylinders and window locks, and give an honest view of what your home needs. Call us, and we will explain the options and the standards before any work starts.',
    },
  ],
};
