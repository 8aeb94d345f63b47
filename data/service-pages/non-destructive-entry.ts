import type { ServicePage } from '../../shared/types.ts';

export const page: ServicePage = {
  slug: 'non-destructive-entry',
  title: 'Non-Destructive Entry',
  metaTitle: 'Non-Destructive Entry for Lockouts',
  description:
    'We open most locked doors by picking, decoding or bypassing the lock, so there is nothing to replace afterwards. Free quote by phone before we set off.',
  intro: [
    'Being locked out is bad enough without paying for a new lock as well. Non-destructive entry means opening a door the way a key would, by working the mechanism itself, rather than drilling the cylinder or forcing the frame. When it works, and with most domestic locks it does, you are back inside with a lock that still works and nothing extra to pay for in parts.',
    'It is always the first thing our locksmiths try. Every technician is {checked} and {insured}, and will check that you live at the property before opening anything. If a lock genuinely cannot be opened without damage, we tell you why before we start, and we carry replacement cylinders, mortice locks and uPVC mechanisms so the door is secure again before we leave.',
  ],
  features: [
    {
      title: 'Tried first, every time',
      description: 'We only consider drilling once non-destructive methods have been tried, or when we can see that the lock will not allow them.',
      icon: 'lock-keyhole',
    },
    {
      title: 'Nothing to replace',
      description: 'When the door opens without damage, your existing lock and keys carry on working, and there is no new lock to pay for.',
      icon: 'key',
    },
    {
      title: 'Proof of residence checked',
      description: "We confirm that you live at the property, or have the owner's permission, before we open any door.",
      icon: 'file-check',
    },
    {
      title: 'Honest about hard locks',
      description: 'Some high-security cylinders are built to resist these methods. If yours is one, we say so before starting, not after.',
      icon: 'shield-alert',
    },
    {
      title: 'Price agreed by phone',
      description: 'Tell us about the door and the lock and we give you a free quote before a locksmith sets off, at any hour.',
      icon: 'phone',
    },
  ],
  benefits: [
    'Most domestic doors opened without any damage',
    'Your existing lock and keys still work afterwards',
    '{Checked}, {insured} locksmiths with photo identification',
    'Replacement parts on the van if drilling is unavoidable',
    'Free quote by phone and a written invoice',
  ],
  sections: [
    {
      kind: 'cards',
      id: 'techniques',
      heading: 'What non-destructive entry involves',
      intro:
        'There is no single tool that opens every door. Our locksmiths choose the method that suits the lock in front of them, and often try more than one.',
      cards: [
        {
          title: 'Picking',
          description:
            'Working the pins of a cylinder, or the levers of a mortice lock, into line one by one until the lock turns as if a key were used.',
          icon: 'lock-keyhole',
        },
        {
          title: 'Impressioning',
          description:
            'Turning a blank key in the lock so the pins leave faint marks, then filing at those marks until the blank becomes a working key.',
          icon: 'key',
        },
        {
          title: 'Bypass tools',
          description:
            'Thin, shaped tools that slip a latch back or move a mechanism directly, without touching the part of the lock the key operates.',
          icon: 'wrench',
        },
        {
          title: 'Letterbox tools',
          description:
            'A long, jointed tool passed through the letterbox to press the inside handle of a door that has closed on the latch but is not locked.',
          icon: 'door-open',
        },
        {
          title: 'Decoding',
          description: 'Reading the position of each lever inside a mortice lock, which lets us open it and, where useful, cut a key that matches.',
          icon: 'search',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'which-locks',
      heading: 'Which locks can and cannot be opened this way',
      intro: 'This is a general guide. The make, age and condition of the lock all matter, which is why we ask about it on the phone.',
      lists: [
        {
          title: 'Usually opened without damage',
          items: [
            'uPVC and composite doors closed on the latch but not locked',
            'Rim nightlatches that have not been deadlocked',
            'Standard euro cylinders without anti-pick features',
            'Many lever mortice locks, depending on their age and grade',
            'Internal doors, sheds and older padlocks',
          ],
        },
        {
          title: 'May need drilling or another destructive method',
          items: [
            'Anti-snap cylinders rated TS 007 3-star or Sold Secure SS312 Diamond',
            'High-security cylinders with patented, restricted keys',
            'Locks with a broken gearbox or snapped internal parts',
            'Multipoint locks that have jammed part-way through locking',
            'Locks damaged by an earlier forced entry attempt',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'when-drilling-is-needed',
      heading: 'When a lock has to be drilled',
      paragraphs: [
        'The better a lock is, the harder it is to open without its key, and that is exactly what you paid for. Good anti-snap cylinders contain hardened pins, anti-pick and anti-drill features, and some high-security mortice locks are designed to defeat decoding. On those locks non-destructive entry can take a very long time or may not be possible at all.',
        'If we reach that point, we stop and explain the options before doing anything else. Drilling is done carefully so the door and the rest of the lock are not harmed, and we fit a new cylinder or lock of the same or a better grade before we leave, so you are never left with a weaker door than you had.',
      ],
    },
    {
      kind: 'prose',
      id: 'proof-of-residence',
      heading: 'Proof of residence before entry',
      paragraphs: [
        'A locksmith who opens doors without asking questions is a risk to everyone. Before we open a home, our locksmith shows you photo identification and asks to see yours, along with something that links your name to the address, such as a utility bill, council tax letter, bank statement or tenancy agreement.',
        'If your documents are locked inside, we can check them once the door is open and before we leave. If you rent, we may ask to speak to your landlord or letting agent, and for business premises we check with a keyholder or manager. If we cannot satisfy ourselves that you have the right to enter, we will not open the door.',
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How a non-destructive entry visit works',
      steps: [
        {
          title: 'Describe the door and lock',
          text: 'Tell us the door material, the type of lock and whether it was locked with a key or just pulled shut. A photo helps us judge which method is likely to work.',
        },
        {
          title: 'Agree the price',
          text: 'We give you a free quote by phone before a locksmith sets off, and explain what would change it, such as a lock that turns out to need replacing.',
        },
        {
          title: 'Check identity and residence',
          text: 'On arrival our locksmith shows photo identification and checks your proof of residence, or agrees to check it inside once the door is open.',
        },
        {
          title: 'Open the door without damage',
          text: 'We choose the least invasive method that suits the lock, whether picking, a bypass or letterbox tool, impressioning or decoding, and work carefully to avoid marking the door.',
        },
        {
          title: 'Test the lock and hand over',
          text: 'Once you are inside we check that the lock and keys work properly, point out anything that looks worn, and give you a written invoice for the visit.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Non-destructive entry questions',
      items: [
        {
          question: 'Can every lock be opened without damage?',
          answer:
            'No, and any locksmith who promises otherwise is not being straight with you. Most domestic locks can be opened without damage, but good anti-snap and high-security cylinders are designed to resist picking and bypassing. With those, drilling is sometimes the only practical option, and we explain this before we start.',
        },
        {
          question: 'How long does it take?',
          answer:
            'A door that has simply closed on the latch can often be opened in a few minutes. A locked cylinder or mortice lock can take longer, depending on its design and condition. We give you an idea of the likely time when we quote, and keep you updated once we have seen the lock.',
        },
        {
          question: 'Will my keys still work afterwards?',
          answer:
            'Yes. Non-destructive methods open the lock without damaging its mechanism, so your existing keys carry on working. If we notice that the lock was already worn or close to failing, we will tell you and let you decide whether to replace it now or later.',
        },
        {
          question: 'What if I cannot prove I live there?',
          answer:
            'We can check documents inside once the door is open, or speak to a landlord, letting agent or the owner. If none of these is possible and we cannot confirm your right to enter, we will not open the door. That rule protects you and your neighbours as much as anyone.',
        },
      ],
    },
  ],
};
