import type { PolicyDocument } from '../../shared/types.ts';
import { chargingSummary, labourRates } from '../prices.ts';

/** 'Midnight to 7am' -> 'midnight to 7am', for a rate in the middle of a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The terms and conditions shown at /terms-conditions. The labour-rate list is built from
 * data/prices.ts so it always matches the pricing page; the page template adds the trading name
 * and contact details from the site configuration, so the text never names them.
 */
export const termsConditions = {
  title: 'Terms and Conditions',
  metaTitle: 'Terms and Conditions of Service',
  description: 'The terms for every job we do: quotes, call-out and labour charges, cancelling, guarantees on parts and work, and our liability.',
  effective: '2025-04-01',
  lead: 'These terms explain how we quote, what we charge, how we work at your property and what happens if something goes wrong.',
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      blocks: [
        {
          kind: 'p',
          text: "These terms apply whenever you book us for locksmith work, whether you are a householder, a landlord or letting agent, or a business. 'We', 'us' and 'our' mean the business named at the top of this page. 'You' means the person or organisation who books the work.",
        },
        {
          kind: 'p',
          text: 'A few parts apply only to consumers (individuals booking mainly for themselves, such as work on their own home) or only to business customers, which usually includes landlords and letting agents booking work on a let property. We say so where that is the case.',
        },
        {
          kind: 'p',
          text: 'Our contract with you starts when you accept our quote and we agree to carry out the work. The version of these terms that applies is the one in force on the day you book.',
        },
      ],
    },
    {
      id: 'quotes',
      title: 'Quotes',
      blocks: [
        {
          kind: 'p',
          text: 'Every job starts with a free quote by phone, before anyone sets off. Tell us about the door, the lock and what has happened, and we will give you a price. There is no obligation to book.',
        },
        {
          kind: 'p',
          text: "The prices on our website are starting prices, which is why they say 'from'. The quote we give you covers the work you describe to us.",
        },
        { kind: 'h3', text: 'If we find something different' },
        {
          kind: 'p',
          text: 'Sometimes the locksmith finds something different on arrival, such as another type of lock or a damaged door frame. If so, they explain what they have found and what it will cost, and we agree any change with you before doing it.',
        },
        {
          kind: 'p',
          text: "If you decide not to go ahead, the most you pay is the travel charge explained under 'Cancellations'.",
        },
        { kind: 'h3', text: 'Planned work' },
        {
          kind: 'p',
          text: 'For planned work, such as changing all the locks in a house, we can give you a written quote, valid for 30 days from the date on it.',
        },
      ],
    },
    {
      id: 'charges',
      title: 'Our charges',
      blocks: [
        {
          kind: 'p',
          text: `${chargingSummary.callOut}{callOutFeeSentence} We do not use surge pricing.`,
        },
        { kind: 'p', text: chargingSummary.fixed },
        {
          kind: 'p',
          text: `${chargingSummary.hourly} The hourly rates are the same whatever the weather, the date or how busy we are:`,
        },
        {
          kind: 'ul',
          items: labourRates.map((r) => `${r.period} (${lowerFirst(r.hours)}): ${lowerFirst(r.rate)}`),
        },
        {
          kind: 'p',
          text: 'All our rates include VAT. The first hour is charged in full. After that, we charge in 15-minute increments.',
        },
        { kind: 'h3', text: 'Parts' },
        {
          kind: 'p',
          text: 'A fixed job price includes the standard parts the job needs. For work charged by the hour, and where you choose a better part than the standard one, parts are charged in addition: before fitting any such part we tell you its price and agree it with you. Where there is a choice, such as a standard or an anti-snap cylinder, we explain the difference and you decide.',
        },
        { kind: 'h3', text: '{PriceMatch}' },
        {
          kind: 'p',
          promise: 'priceMatch',
          text: 'If you have a written quote for the same work from a comparable local locksmith, show it to us before the work starts and we will match it. Comparable means a locksmith working in your area who would fit parts to the same standard, with a similar guarantee.',
        },
      ],
    },
    {
      id: 'proof-of-entitlement',
      title: 'Proof that you can enter the property',
      blocks: [
        {
          kind: 'p',
          text: 'Before we open a door, we ask for photo ID and evidence that you live at the property or are entitled to enter it. For a vehicle or a safe, we ask for evidence that you own it or are entitled to open it. This is what stops a stranger getting a locksmith to open your home.',
        },
        { kind: 'p', text: 'Useful evidence includes:' },
        {
          kind: 'ul',
          items: [
            'a driving licence or passport',
            'a recent utility bill, council tax bill or bank statement showing the address',
            'a tenancy agreement, or written permission from the owner or landlord',
            'for business premises, evidence that you are authorised to act for the business',
          ],
        },
        {
          kind: 'p',
          text: 'If your documents are locked inside, we can usually check them as soon as the door is open, before doing anything else.',
        },
        {
          kind: 'p',
          text: "We may refuse to start, or stop part-way, if we are not satisfied that you are entitled to enter, and we may contact the police. In that case the travel charge explained under 'Cancellations' may apply. We look at your documents but do not copy or keep them; our privacy policy explains more.",
        },
      ],
    },
    {
      id: 'how-we-open-doors',
      title: 'Non-destructive entry first',
      blocks: [
        {
          kind: 'p',
          text: 'When we open a locked door, we always try non-destructive methods first. Most lockouts can be opened without damaging the lock or the door.',
        },
        {
          kind: 'p',
          text: 'Some locks, especially high-security ones, cannot be opened without damage. Before any drilling or lock replacement, we tell you why it is needed and what it will cost, and we go ahead only with your agreement.',
        },
        {
          kind: 'p',
          text: 'If a lock has to be destroyed to open the door, we can fit a replacement at an agreed price so that the property is secure before we leave.',
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      blocks: [
        { kind: 'h3', text: 'Householders' },
        {
          kind: 'p',
          text: 'Payment is due when the work is complete, by debit or credit card or by bank transfer. We give you an invoice showing the fixed price or the labour and parts, and the VAT.',
        },
        { kind: 'h3', text: 'Business accounts' },
        {
          kind: 'p',
          text: 'Business customers with an account with us are invoiced, and payment is due within 30 days of the invoice date. On late payment we may claim interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998.',
        },
        { kind: 'h3', text: 'Parts' },
        {
          kind: 'p',
          text: 'Parts we supply remain our property until they have been paid for in full.',
        },
      ],
    },
    {
      id: 'cancellations',
      title: 'Cancellations',
      blocks: [
        {
          kind: 'p',
          text: 'You can cancel a booking free of charge at any time before the locksmith sets off. Just call us.',
        },
        {
          kind: 'p',
          text: 'If you cancel after the locksmith has set off, or the job cannot go ahead because nobody is there to meet us, we may charge for the time spent travelling at the labour rate that applies. We never charge more than one hour for this.',
        },
        { kind: 'h3', text: 'Your right to cancel planned work' },
        {
          kind: 'p',
          text: 'If you are a consumer and you book planned work away from our premises, for example by phone, by e-mail or with us at your home, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you the right to cancel within 14 days. The 14 days start on the day after the contract is made, and you do not need to give a reason.',
        },
        {
          kind: 'p',
          text: 'To cancel, tell us clearly by phone, e-mail or letter, using the contact details at the top of this page. We refund any money due within 14 days of hearing from you.',
        },
        {
          kind: 'p',
          text: 'We will not start planned work within the 14 days unless you ask us to. If you ask us to start and then cancel, you pay for the work done up to the time you tell us. If we finish within the 14 days at your request, your right to cancel ends when the work is complete; we ask you to confirm you understand this before we start. Your rights if the work is faulty are not affected.',
        },
        { kind: 'h3', text: 'Emergency call-outs' },
        {
          kind: 'p',
          text: 'When you call us out for urgent repairs or maintenance, such as opening a door you are locked out of or securing a broken lock, the Regulations do not give a 14-day right to cancel that work. You can still cancel free of charge before we set off, as above.',
        },
        {
          kind: 'p',
          text: 'If, while we are with you, you ask for extra work beyond what you called us out for, or buy goods other than the replacement parts the repair needs, the 14-day right to cancel applies to those extras.',
        },
      ],
    },
    {
      id: 'guarantees',
      title: 'Our guarantees',
      blocks: [
        {
          kind: 'p',
          text: 'Our workmanship is guaranteed for 12 months from the date the work is completed. If a fault in our work appears in that time, we will come back and put it right free of charge.',
        },
        {
          kind: 'p',
          text: "Parts we supply are guaranteed for 12 months, or for the length of the manufacturer's guarantee if that is longer.",
        },
        { kind: 'h3', text: 'What the guarantees do not cover' },
        {
          kind: 'ul',
          items: [
            'damage caused by accident, a break-in or attempted break-in, or someone else working on the lock or door',
            'misuse, and wear caused by forcing a key, lock or handle',
            'locks and parts we did not supply, although our workmanship on them is still guaranteed',
          ],
        },
        {
          kind: 'p',
          text: 'To claim, contact us with the job address and roughly when the work was done.',
        },
        {
          kind: 'callout',
          title: 'Your statutory rights',
          text: 'Our guarantees are in addition to your legal rights. Under the Consumer Rights Act 2015, our work must be carried out with reasonable care and skill, and parts must be of satisfactory quality, fit for purpose and as described. Nothing in these terms affects those rights.',
        },
      ],
    },
    {
      id: 'our-liability',
      title: 'Our liability',
      blocks: [
        {
          kind: 'p',
          text: 'We carry out all work with reasonable care and skill.',
        },
        {
          kind: 'p',
          text: 'We do not exclude or limit our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else the law does not allow us to exclude or limit.',
        },
        {
          kind: 'p',
          text: 'Where you have agreed to destructive entry, the damage that method necessarily does to the lock is part of the agreed work.',
        },
        { kind: 'h3', text: 'If you are a householder' },
        {
          kind: 'p',
          text: 'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. Loss is foreseeable if it is obvious that it will happen, or if both of us knew it might happen when the contract was made.',
        },
        {
          kind: 'p',
          text: 'We work for householders for domestic and private use only, so we are not liable to you for business losses such as lost profits or business interruption.',
        },
        { kind: 'h3', text: 'If you are a business customer' },
        {
          kind: 'p',
          text: 'Apart from the liability we never exclude, set out above, our total liability for any job is limited to the price of that job. We are not liable for indirect or consequential loss.',
        },
        { kind: 'h3', text: 'Insurance' },
        {
          kind: 'p',
          text: 'We hold {liabilityInsurance}. If you think our work has damaged your property, tell us straight away.',
        },
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      blocks: [
        { kind: 'p', text: 'To help us do a good job safely, please:' },
        {
          kind: 'ul',
          items: [
            'give us accurate information when you book, because our quote depends on it',
            'give us safe access to the area we are working on',
            'keep pets and children clear of the work area',
            'tell us before we start about any alarm, access control or smart system connected to the door',
            'if you rent, check whether your tenancy agreement needs the landlord to agree to a lock change',
          ],
        },
        {
          kind: 'p',
          text: "If the work cannot go ahead because of wrong information or unsafe access, the travel charge explained under 'Cancellations' may apply.",
        },
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        {
          kind: 'p',
          text: 'If you are unhappy with our work or our service, please tell us as soon as you can, by phone or e-mail using the contact details at the top of this page.',
        },
        {
          kind: 'p',
          text: 'We will reply within 5 working days. If we need longer to look into it, we will tell you when to expect a full answer. Where we have got something wrong, we will put it right.',
        },
        {
          kind: 'p',
          text: 'If you are still not satisfied, Citizens Advice (Advice Direct Scotland in Scotland, Consumerline in Northern Ireland) offers free, independent consumer advice.',
        },
      ],
    },
    {
      id: 'law',
      title: 'The law that applies',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the law of England and Wales, and disputes can be heard in the courts of England and Wales.',
        },
        {
          kind: 'p',
          text: 'If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in the courts where you live, and nothing in these terms takes away the protection the law there gives you.',
        },
      ],
    },
  ],
} satisfies PolicyDocument;
