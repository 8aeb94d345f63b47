import type { ArticleBody } from '../../shared/types.ts';

export const article: ArticleBody = {
  lead: 'Being locked out is stressful, and that is exactly when rogue traders do their best business. Choosing a good emergency locksmith takes only a few minutes if you know what to look for. This guide sets out the warning signs, the checks worth making, the questions to ask on the phone and what a fair callout should look like from start to finish.',
  blocks: [
    { kind: 'h2', text: 'Why the choice matters in an emergency' },
    {
      kind: 'p',
      text: 'Most people look for a locksmith at the worst possible moment: late at night, in the rain, with a phone battery running low. The first result in a search is not always a local business. Some listings belong to national call centres that sell the job on to whoever is nearby, adding their own fee along the way. A careful choice protects your money, your door and your security.',
    },
    {
      kind: 'p',
      text: 'The good news is that honest locksmiths are easy to recognise once you know the pattern. They quote clearly, turn up identifiable, try to open the door without damage and leave you with proper paperwork. The sections below explain what to watch for, what to check and what to ask, so you can decide well even under pressure.',
    },
    {
      kind: 'callout',
      title: 'If anyone is in danger, call 999',
      text: 'If a child or vulnerable person is alone behind a locked door, someone inside is hurt, or you think an intruder is in the property, call 999 before you call a locksmith. When a life is at risk, the emergency services will get in faster.',
    },
    { kind: 'h2', text: 'Five warning signs of a rogue locksmith' },
    {
      kind: 'p',
      text: 'None of these signs proves dishonesty on its own, but each one is a good reason to pause. If you notice two or more, it is usually wiser to thank the person for their time and call someone else, even if it means waiting a little longer on the doorstep.',
    },
    {
      kind: 'ul',
      items: [
        "The price changes once they arrive. The figure you were given on the phone suddenly grows on the doorstep because of a 'special lock' or a surcharge nobody mentioned. A genuine locksmith explains possible extras before setting out.",
        'No marked vehicle and no identification. An unmarked car is not always a problem for a small firm, but a locksmith who cannot show photo ID and a business name should not be working on your door.',
        'An immediate push to drill or replace the lock. A skilled locksmith can open most domestic locks without damage. Someone who reaches for the drill first may be inexperienced, or may be creating work so they can sell you an overpriced lock.',
        'No formal estimate or invoice. You should be told the cost before work starts and given an itemised invoice with the business name and address when it finishes. Without paperwork, a complaint or insurance claim becomes very hard.',
        "A generic greeting on the phone. If the call is answered with a bare 'Locksmith' or 'Locksmith services' rather than a business name, you may be talking to a call centre that passes jobs to subcontractors, leaving you unsure who will turn up or who is responsible if things go wrong.",
      ],
    },
    { kind: 'h2', text: 'What to look for in a locksmith' },
    { kind: 'h3', text: 'Vetting, licensing and insurance' },
    {
      kind: 'p',
      text: "Locksmiths in the UK are not licensed by law. Anyone can buy tools and advertise, so a claim to be 'fully licensed' means little on its own. What counts is independent checking. The Master Locksmiths Association, the main UK trade association, vets the companies it approves, including criminal record checks, and inspects their work before admitting them. It also gives customers a route for complaints. Ask whether the locksmith is a member, and confirm it with the association directly rather than trusting a logo on a van.",
    },
    {
      kind: 'p',
      text: 'Two further checks matter. Public liability insurance covers damage to your property while the work is carried out, so ask whether the business holds it and be wary of vague answers. A DBS check is a criminal record check carried out through the Disclosure and Barring Service. A reputable locksmith will have one and will not mind you asking, because they will see exactly how your home is secured and may cut keys to it.',
    },
    { kind: 'h3', text: 'Reputation and reviews' },
    {
      kind: 'p',
      text: 'Reviews are useful if you read them properly. Look for a steady spread over months or years rather than a burst of five-star comments posted in the same week. The most telling reviews describe a real job in a named area, with details such as the arrival time, whether the lock survived and whether the final bill matched the quote. How a business replies to a poor review is revealing too.',
    },
    {
      kind: 'p',
      text: 'Check that the business has a genuine local address rather than only a mobile number, and that the name on the reviews matches the name on the website, the van and the invoice. Recommendations from neighbours, friends or a local community group are often the most reliable guide of all.',
    },
    { kind: 'h2', text: 'What to ask on the phone before booking' },
    {
      kind: 'p',
      text: 'A two-minute call tells you a great deal. Have these questions ready, and jot down the answers so you can compare them with what happens when the locksmith arrives. A good firm will be glad you asked, and a vague one will soon give itself away.',
    },
    {
      kind: 'ol',
      items: [
        'What is the name of your business, and where are you based?',
        'Will the locksmith who comes out work for you directly, or will the job be passed to someone else?',
        'What is the total price for opening my door, including the callout, VAT and any evening or weekend charge?',
        'What could make the price change, and will you tell me before doing anything extra?',
        'Will you try non-destructive entry first?',
        'Are you a member of a vetted trade association, and do you hold public liability insurance?',
        'How long will it take you to get here?',
        'Which payment methods do you accept, and will I get an itemised invoice?',
      ],
    },
    {
      kind: 'p',
      text: "An honest locksmith answers these questions without hesitation. If the person on the phone cannot give a business name or a clear price, or says the locksmith will 'sort the price out on site', treat that as a warning and try someone else. Unusual locks can make an exact figure hard, but you should still hear a realistic range.",
    },
    { kind: 'h2', text: 'What a fair emergency visit looks like' },
    {
      kind: 'p',
      text: 'On arrival, the locksmith should show identification and confirm the agreed price before touching the door. They should also ask you to prove that you live at the property. This is for your protection, because a locksmith who opens doors for anyone who asks puts every home at risk. Proof might be a driving licence showing the address, a utility bill, a tenancy agreement or a neighbour who can vouch for you. If your documents are inside, expect them to be checked once the door is open.',
    },
    {
      kind: 'p',
      text: 'Next comes non-destructive entry. Using picks, bypass tools and other specialist techniques, an experienced locksmith can open most domestic locks without harming them, so you keep your existing lock and avoid paying for a replacement. Drilling is a last resort for high-security or faulty locks, and the locksmith should explain why it is needed, and what a new lock will cost, before going ahead.',
    },
    {
      kind: 'p',
      text: 'Once you are inside, a fair locksmith tests the lock, tells you honestly if anything is worn or insecure, and hands you an itemised invoice. If your home insurance names a BS 3621 lock, any replacement should meet that standard. Advice about an upgrade, such as a TS 007 3-star anti-snap cylinder, is something you are free to decline.',
    },
    { kind: 'h2', text: 'Save a trusted number before you need it' },
    {
      kind: 'p',
      text: 'The best time to choose a locksmith is on an ordinary afternoon, not on the doorstep at midnight. Spend ten minutes now checking a local business using the steps above, then save its number in your phone under a clear name. Write it down somewhere you can reach if your phone is locked inside too, such as your wallet, your car or with a trusted neighbour.',
    },
    {
      kind: 'p',
      text: 'While you are at it, leave a spare key with someone you trust rather than under a plant pot or doormat, where a burglar will look first. It is also worth checking whether your home insurance or home emergency cover includes help with lockouts. A little planning turns a stressful night into a straightforward phone call.',
    },
    { kind: 'h2', text: 'The short version' },
    {
      kind: 'p',
      text: 'A reliable emergency locksmith is vetted, insured and easy to identify, quotes clearly and sticks to it, tries non-destructive entry first, checks that you live there and leaves a proper invoice. If anything feels wrong, you are entitled to say no. If you believe you have been overcharged or misled, contact the Citizens Advice consumer helpline, which can refer the matter to Trading Standards, or report fraud to Action Fraud. For a second opinion on a lock, call us.',
    },
  ],
};
