import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: 'Smart locks promise keyless entry, codes for visitors and a record of who came and went. Some are excellent, but not every model suits a British door, and no amount of electronics will stop a weak cylinder being snapped. Here is what our locksmiths think you should know before you buy, from compatibility and security to batteries and insurance.',
  blocks: [
    { kind: 'h2', text: 'The main types of smart lock' },
    {
      kind: 'p',
      text: 'Smart locks come in several forms, and many combine more than one way in. The right choice depends on how your household uses the door, whether you want control while away from home, and how much of your existing lock you are prepared to change.',
    },
    { kind: 'h3', text: 'Keypad and code locks' },
    {
      kind: 'p',
      text: 'A keypad opens the door when you enter a code, so there is nothing to carry or lose. Good keypads allow separate codes for different people, so a cleaner or relative can have their own and lose it later without affecting anyone else. Look for a keypad sealed against the weather that locks out after several wrong attempts.',
    },
    { kind: 'h3', text: 'App-controlled locks: Bluetooth and Wi-Fi' },
    {
      kind: 'p',
      text: 'Bluetooth locks talk directly to your phone, so they work when you are near the door but not from across town. For remote control, such as letting in a visitor or checking you locked up, the lock needs an internet connection. Some have Wi-Fi built in, which tends to drain batteries faster; many use a small bridge plugged in nearby that links the lock to your home network.',
    },
    { kind: 'h3', text: 'Fingerprint locks' },
    {
      kind: 'p',
      text: 'Fingerprint readers are quick, suit children who lose keys, and leave no code to overlook. Reliability varies, and cheaper readers can struggle with wet, cold or worn fingers, so there should always be a second way in, such as a code or key. Enrol more than one finger per person in case of a cut.',
    },
    { kind: 'h3', text: 'Retrofit units' },
    {
      kind: 'p',
      text: 'Retrofit units fit over the inside of an existing lock and turn the thumb-turn for you, leaving the outside unchanged so your key still works. They suit people who want to keep their door and cylinder, and tenants who cannot make permanent changes. Most need a thumb-turn cylinder inside, and some need a particular cylinder or adaptor.',
    },
    { kind: 'h2', text: 'Will a smart lock fit a UK door?' },
    {
      kind: 'p',
      text: "Plenty of smart locks are designed for doors abroad, so check before buying. Most UK front doors are uPVC or composite, with a multipoint lock operated by a euro cylinder. Many smart locks are made for this set-up, either replacing the cylinder with a motorised one or fitting over a thumb-turn, but some need a compatible cylinder of a specific type or length. Measure yours and check the maker's compatibility list.",
    },
    {
      kind: 'p',
      text: 'On most multipoint doors you lift the handle before the key will turn. A smart lock cannot lift the handle, so it can only lock once someone has, and may report a fault if the hooks are not engaged. Doors with an automatic multipoint lock, which throws its hooks as the door closes, tend to work better. A misaligned door will strain any motor, so have it adjusted first.',
    },
    {
      kind: 'p',
      text: 'Timber doors are different. They usually have a rim nightlatch and a separate 5-lever mortice deadlock, ideally to BS 3621. Smart nightlatches exist, but few smart products replace a mortice deadlock, and removing a rated deadlock weakens the door and may affect your insurance. Fit the smart lock alongside it instead.',
    },
    { kind: 'h2', text: 'Security: the mechanical parts still matter' },
    {
      kind: 'p',
      text: 'A smart lock is only as strong as the hardware behind it. On doors with euro cylinders, one of the best-known attacks is lock snapping, where a weak cylinder is broken at its thinnest point and the lock opened in moments. Whatever you fit, insist on an anti-snap cylinder rated TS 007 3-star or Sold Secure SS312 Diamond, or a 1-star cylinder with 2-star security handles. A motorised smart cylinder should carry one of these ratings itself.',
    },
    {
      kind: 'p',
      text: 'The electronics need looking after too. Install firmware and app updates promptly, as they fix security flaws. Avoid codes based on birthdays, house numbers or simple sequences, and delete codes people no longer need. Give the app account a strong, unique password and turn on two-factor authentication, since anyone who gets into that account may be able to open your door.',
    },
    { kind: 'h2', text: 'Batteries and what happens when they run low' },
    {
      kind: 'p',
      text: 'Most smart locks run on batteries, and how long they last depends on the model, how often the door is used and the weather; cold spells and built-in Wi-Fi both shorten battery life. A good lock warns you through the app, a light or a tone. Take those warnings seriously and keep spares in the house.',
    },
    {
      kind: 'p',
      text: 'Ask what happens if the batteries go completely flat while you are out. Better locks have a mechanical key override, or emergency power contacts on the outside that let you connect a battery or power bank for long enough to enter a code. Be wary of any lock with neither, as a flat battery could mean forcing your way into your own home.',
    },
    {
      kind: 'callout',
      title: 'Make sure nobody can be locked in',
      text: 'Everyone inside should be able to open the door quickly by hand, without power, a code or a phone, in case of fire. On timber doors, BS 8621 keyless-egress and BS 10621 dual-mode locks are designed for this. If someone is trapped inside and in danger, call 999.',
    },
    { kind: 'h2', text: 'Smart locks and your home insurance' },
    {
      kind: 'p',
      text: 'Check your home insurance policy before changing anything. Many insurers set minimum standards for locks on final exit doors, often naming BS 3621 or an equivalent. A smart lock may not meet that condition unless it carries a recognised rating, such as BS 3621 for the lock, TS 007 or SS312 Diamond for the cylinder, or PAS 24 for a complete door set. If your locks fall short, a burglary claim could be reduced or refused.',
    },
    {
      kind: 'p',
      text: 'The simplest approach is to ask your insurer in writing whether the model you are considering meets their requirements, and keep the reply with your policy. Fitting a smart lock alongside a rated mechanical lock usually satisfies the insurer and gives a fallback if the electronics fail.',
    },
    { kind: 'h2', text: 'The practical benefits and the downsides' },
    {
      kind: 'p',
      text: 'The everyday advantages are real. You can give a guest, dog walker or tradesperson a code that works only on certain days or for a set period, then delete it without changing any locks. Activity logs show when the door was opened and by whom, which is reassuring if you care for an elderly relative or have teenagers coming home late. And nobody needs to hide a key outside.',
    },
    { kind: 'h3', text: 'The downsides' },
    {
      kind: 'ul',
      items: [
        'They cost more than a good mechanical lock, and some need professional fitting.',
        'Batteries need changing, and a flat set at the wrong moment is a nuisance.',
        'Apps depend on the manufacturer; if support ends, features can stop working.',
        'Remote access relies on your home network and internet connection.',
        'Logs and remote features mean data about your comings and goings is stored, often online.',
        'A unit fitted to a misaligned door will struggle and wear quickly.',
      ],
    },
    { kind: 'h2', text: 'A short checklist before you buy' },
    {
      kind: 'ul',
      items: [
        'Measure your cylinder and confirm the lock suits your door and multipoint mechanism.',
        'Make sure the cylinder is anti-snap, rated TS 007 3-star or SS312 Diamond.',
        'Check for a key override or emergency power contacts.',
        'Confirm the door opens from inside without power, a code or a phone.',
        'Ask your insurer in writing whether the lock meets your policy.',
        'Look for regular firmware updates and two-factor authentication.',
        'Decide whether you need remote access, and so Wi-Fi or a bridge.',
        'Have a sticking or dropped door adjusted first.',
      ],
    },
    { kind: 'h2', text: 'Is a smart lock right for you?' },
    {
      kind: 'p',
      text: 'For many households a smart lock is a genuine convenience, especially where several people come and go or visitors need letting in while you are out. Treat it as an addition to good mechanical security, not a replacement. If you would like advice on what suits your door, or an anti-snap cylinder fitted first, call us and our locksmiths will talk you through the options.',
    },
  ],
};
