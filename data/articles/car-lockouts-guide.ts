import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: "Few things stop a day as quickly as seeing your keys on the driver's seat of a locked car. Before you panic, there are some quick checks worth making. This guide covers what to try first, what to do if a child or pet is inside, how to tell which problem you have and how an auto locksmith can help.",
  blocks: [
    { kind: 'h2', text: 'First checks before you call anyone' },
    {
      kind: 'p',
      text: 'Take a breath and walk round the whole car. It sounds obvious, but a rear door or the boot is sometimes left unlocked, and on some models the boot gives you a way into the cabin by folding down a rear seat. Look for a window or sunroof left slightly open, but do not try to force it further.',
    },
    {
      kind: 'ul',
      items: [
        'Try every door and the boot, including the passenger side.',
        'Think about who holds a spare key. A partner, housemate or relative who can bring it over is often the quickest and cheapest fix.',
        'Check your breakdown cover. Many policies include help with lockouts, and some connected cars can be unlocked remotely through the manufacturer app.',
        'Look at your car insurance documents, which sometimes include key cover for lost or stolen keys.',
      ],
    },
    {
      kind: 'p',
      text: 'Avoid coat hangers, wedges and online videos promising a quick trick. Modern car doors contain airbag sensors, wiring and carefully fitted seals, and amateur attempts easily scratch paintwork, tear weather strips or damage the locking mechanism. A few minutes of improvising can turn a simple lockout into an expensive repair.',
    },
    { kind: 'h2', text: 'A child or pet locked in the car' },
    {
      kind: 'callout',
      title: 'Call 999 if a child or animal is at risk',
      text: 'If a child or a vulnerable adult is locked in a car and in distress, or the car is getting hot, call 999 straight away. Police advice is that if a child is in distress you may break a window, choosing the one furthest from the child. Call 999 for a dog in distress in a hot car as well.',
    },
    {
      kind: 'p',
      text: 'A parked car heats up very quickly in sunshine, even on a day that feels mild, and a baby, young child or dog can become seriously ill in a short time. Do not wait for a locksmith or breakdown patrol if anyone inside shows signs of distress, such as drowsiness, heavy panting, floppiness or crying that suddenly stops. If they seem comfortable, stay beside the car, shade it if you can and call for help at once, making clear that a child or animal is inside so the job is treated as urgent.',
    },
    { kind: 'h2', text: 'Keys locked in, keys lost or a dead fob?' },
    { kind: 'h3', text: 'Keys locked inside' },
    {
      kind: 'p',
      text: 'This is the simplest case. The keys are safe, so all that is needed is a way in. A breakdown patrol or an auto locksmith can usually open the car without damage, and you drive away with your own keys and nothing to replace.',
    },
    { kind: 'h3', text: 'Keys lost or stolen' },
    {
      kind: 'p',
      text: "If the keys are gone, getting in is only half the job. You will need a new key cut and programmed to the car. If the keys may have been stolen, or were lost with anything showing your address or registration, the old keys should also be removed from the car's memory so they can no longer start it. Report stolen keys to the police and let your insurer know.",
    },
    { kind: 'h3', text: 'A dead key-fob battery' },
    {
      kind: 'p',
      text: "If the buttons do nothing, the fob battery may simply be flat. Most remote fobs hide a mechanical key blade that slides or clips out, and there is usually a keyhole on the driver's door, sometimes behind a small cap on the handle. Many push-button-start cars will still start with a flat fob held against a marked spot or placed in a slot, and your handbook shows where. If the blade opens the door but nothing lights up, the car battery itself may be flat, which is a job for your breakdown service.",
    },
    { kind: 'h2', text: 'What an auto locksmith does' },
    {
      kind: 'p',
      text: 'An auto locksmith specialises in vehicle locks and keys. For a lockout, they use tools made for cars, such as inflatable wedges, long-reach tools and lock decoders, to open the door without harming the lock, paintwork or seals. Because they work with modern vehicle security every day, they know which method suits each make and model.',
    },
    {
      kind: 'p',
      text: 'When keys are lost, a well-equipped auto locksmith can often cut a new key and program its transponder chip on site from a mobile van, so the car does not need towing to a dealer. The transponder is a small chip in the key that the immobiliser must recognise before the engine will start. A key that has been cut but not programmed will turn in the door lock but will not start the car.',
    },
    {
      kind: 'p',
      text: 'Before doing any of this, a reputable locksmith will ask you to show that the car is yours. Expect to produce photo ID and the V5C registration certificate, known as the logbook, or other documents that link you to the vehicle, such as a finance or lease agreement. If the paperwork is inside, they may open the car and check it before cutting any key. These checks stop thieves using locksmiths to steal cars, so welcome them.',
    },
    { kind: 'h2', text: 'Keyless cars and relay attacks' },
    {
      kind: 'p',
      text: 'Keyless entry is convenient, but it has a known weakness. In a relay attack, thieves use a pair of devices to pick up the signal from a key inside your home and pass it to the car, which then unlocks and starts as though the key were beside it. The theft can be over quickly and usually leaves no damage. A few simple habits make your car a much harder target.',
    },
    {
      kind: 'ul',
      items: [
        'Keep keyless fobs in a signal-blocking pouch or metal box, away from doors and windows, and test it by trying to open the car with the fob inside.',
        'Check your handbook, as some fobs can be put into a sleep mode or have keyless entry switched off when you do not need it.',
        'Use a visible steering wheel lock. It will not stop a determined thief, but it slows them down and encourages them to move on.',
        "Ask about an OBD port lock. Thieves may plug into the car's diagnostic socket to program a blank key, and a lock over the port makes that much harder.",
      ],
    },
    { kind: 'h2', text: 'What it may cost' },
    {
      kind: 'p',
      text: 'There is no single price, because every job is different. The cost depends on whether you need entry only or a new key, the make, model and age of the car, the type of key, the time of day and how far the locksmith has to travel. A straightforward opening is usually the least expensive job. A replacement key with a programmed transponder, or a keyless fob, costs more, and some very new or high-security models need dealer-level equipment.',
    },
    {
      kind: 'p',
      text: 'Even so, a mobile auto locksmith is often quicker and less expensive than towing the car to a main dealer. Always ask for a total price on the phone, including the callout, and check whether your breakdown cover or insurance will pay for some or all of it.',
    },
    {
      kind: 'p',
      text: 'Our starting prices for opening a car, replacement keys, transponder programming and ignition repairs are on our car locksmith page, with what we need from you before we start.',
      link: { text: 'car locksmith page', to: '/services/car-locksmith' },
    },
    { kind: 'h2', text: 'The short version' },
    {
      kind: 'p',
      text: 'Most car lockouts end well with a calm check of the doors, a call to whoever holds the spare, or a visit from a breakdown patrol or auto locksmith. If a child or animal is inside and at risk, call 999 first. For everything else, call us and our auto locksmiths will explain what is involved, and the price, before we set out.',
    },
  ],
};
