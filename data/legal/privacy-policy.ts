import type { PolicyDocument } from '../../shared/types.ts';
import { countsData } from '../counts.ts';

/**
 * The privacy and cookie policy shown at /privacy-policy. The page template adds the 'Who we are'
 * box (trading name and e-mail address) from the site configuration, so the text never names them.
 */
export const privacyPolicy = {
  title: 'Privacy and Cookie Policy',
  metaTitle: 'Privacy and Cookie Policy',
  description:
    'What we collect when you call us or ask a question, why, how long we keep it, your rights under UK GDPR, and the cookies this site sets (none for visitors).',
  effective: '2026-12-07',
  lead: 'This policy explains what personal information we collect when you call us, book a job, send us a question or e-mail us, why we need it and how long we keep it. It also covers cookies: this website sets none for visitors.',
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect and when',
      blocks: [
        {
          kind: 'p',
          text: "The business named at the top of this page is responsible for your personal information. In data protection law that makes us the 'data controller'. We collect only what we need to run the business, and almost all of it comes straight from you.",
        },
        { kind: 'h3', text: 'When you phone us to book a job' },
        { kind: 'p', text: 'To give you a quote and send a locksmith, we ask for:' },
        {
          kind: 'ul',
          items: [
            'your name',
            'a phone number we can reach you on',
            'the address where the work is needed',
            'a description of the problem, such as the type of door and lock and what has happened',
          ],
        },
        {
          kind: 'p',
          text: 'When the locksmith arrives, we ask to see proof that you live at the property or are entitled to enter it, such as photo ID together with a document showing the address. We look at it to satisfy ourselves that we should open the door, then hand it back. We do not copy or keep it unless a dispute about the entry makes that necessary.',
        },
        { kind: 'h3', text: 'Job records and invoices' },
        {
          kind: 'p',
          text: 'When the work is done we keep a record of the job: who it was for, the address, what we did, the parts we fitted, the price and how you paid. Your invoice shows your name and the job address.',
        },
        {
          kind: 'p',
          text: 'If you pay by card, your card details are handled by the card payment provider. We never see or keep your full card number.',
        },
        { kind: 'h3', text: 'Call-back requests and questions sent through this website' },
        {
          kind: 'p',
          text: 'A call-back request asks for your name and phone number, and if you choose to give them, your postcode, what you need help with and a note. The form on our Ask the Expert page asks for your name, e-mail address and question; the shorter form on our blog asks only for your e-mail address and question. With each one we record which page of the website it was sent from and when. We use what you send to call you back or to reply to you by e-mail.',
        },
        {
          kind: 'p',
          text: "What you send is stored in our website's database, on the server that hosts the website, and passed on to us by e-mail and, if we use one, to our customer management or team chat service. Your IP address is used for a short time to stop the same connection sending too many messages, but it is not stored with your request or written to any log.",
        },
        {
          kind: 'p',
          text: 'If a question is likely to help other people, we may publish it on the website with our answer. We never publish your name or contact details with it, and we leave out anything else that could identify you.',
        },
        { kind: 'h3', text: 'E-mails you send us' },
        {
          kind: 'p',
          text: 'If you e-mail us, we receive your e-mail address, your name if you include it, and whatever you write or attach, such as photos of a lock or door.',
        },
        { kind: 'h3', text: 'Our website' },
        {
          kind: 'p',
          text: 'Our web server keeps a short log of the requests it answers, so that we can spot faults and misuse. Each entry records only:',
        },
        {
          kind: 'ul',
          items: [
            'the time of the request',
            'the request method, for example whether a page was fetched or a form was sent',
            'the address of the page asked for',
            'the response status, for example whether the page was found',
            'how long the server took to answer',
          ],
        },
        {
          kind: 'p',
          text: 'The log does not record your IP address, your name or anything you type into a form.',
        },
        {
          kind: 'p',
          text: "The website sets no cookies for visitors. It uses no third-party analytics, advertising or tracking tools, and it stores nothing in your browser's local storage. It loads no third-party scripts, fonts or embedded content: every page, image and piece of code comes from our own server, so your browser does not contact any other company while you use the site.",
        },
        { kind: 'h3', text: 'What the website counts' },
        {
          kind: 'p',
          text: 'To learn which pages and places bring us calls, the website counts, per day and per page: pages viewed, taps on our phone number, call-back forms opened, call-back requests and questions received, and postcode searches with whether they found a page. When a page is viewed or the number is tapped, your browser tells our own server only what happened and on which page, plus the name of the website you came from (for example a search engine) and any campaign tag in the link you followed; our server turns those last two into one of a few words (search engine, another site, direct, or one of our own campaigns) and keeps nothing else.',
        },
        {
          kind: 'p',
          text: `Each count is only a number added to a daily total. Nothing identifies you: no cookie, no local storage, no identifier, no record of your IP address, your browser or the full address of the page you came from, and nothing that could tell one visit from another. Your IP address is held in the server's memory for up to a minute, to stop one connection sending too many counts, and is never stored. Robots and automated tools that say what they are are not counted. The daily totals are kept for ${countsData.retentionMonths} months, so that we can compare a month with the same month a year before, then deleted.`,
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Why we use it and our lawful basis',
      blocks: [
        {
          kind: 'p',
          text: 'The UK General Data Protection Regulation (UK GDPR) allows us to use personal information only where we have a lawful basis for it.',
        },
        { kind: 'h3', text: 'Doing the job you asked for: contract' },
        {
          kind: 'p',
          text: 'We use your name, phone number, job address and description of the problem to give you a quote, send a locksmith, carry out the work and invoice you. This is necessary to perform our contract with you, or to take steps you asked for before entering into one, such as giving you a price.',
        },
        { kind: 'h3', text: 'Keeping accounting records: legal obligation' },
        {
          kind: 'p',
          text: 'Tax law requires us to keep records of our sales, including invoices. We keep job records and invoices to meet that legal obligation.',
        },
        { kind: 'h3', text: 'Running the business properly: legitimate interests' },
        {
          kind: 'p',
          text: 'Some uses are necessary for our legitimate interests, which we have weighed against your own interests and rights:',
        },
        {
          kind: 'ul',
          items: [
            'checking that you are entitled to enter a property before we open it, to prevent crime and protect the owner',
            'calling you back when you ask us to through the website, and answering the questions you send through the website or by e-mail',
            'keeping the website secure and working, using the server log',
            'handling complaints, guarantee claims and insurance claims, and defending legal claims if we have to',
          ],
        },
        {
          kind: 'callout',
          title: 'No marketing and no selling',
          text: 'We do not send marketing e-mails, texts or calls. We do not sell, rent or trade your personal information to anyone.',
        },
        {
          kind: 'p',
          text: 'If we ever wanted to use your information for a new purpose, we would tell you first and, where the law requires it, ask for your consent.',
        },
      ],
    },
    {
      id: 'who-we-share-it-with',
      title: 'Who we share it with',
      blocks: [
        {
          kind: 'p',
          text: 'We share personal information only when we need to, and then only the part that is needed.',
        },
        { kind: 'h3', text: 'Service providers' },
        {
          kind: 'p',
          text: 'A small number of providers handle information for us. They act only on our instructions, must keep it secure and may not use it for their own purposes:',
        },
        {
          kind: 'ul',
          items: [
            'our telephone and e-mail providers, which carry your calls and messages',
            'our accounting software provider, which holds job records and invoices',
            'the company that hosts our website, its server and the database where call-back requests and questions from the website are kept',
            'if we use one, the customer management or team chat service that receives call-back requests and questions from the website for us',
          ],
        },
        { kind: 'h3', text: 'Insurers, the police and other authorities' },
        {
          kind: 'p',
          text: 'If a claim is made about our work, we share the relevant details with our insurer so that it can be dealt with.',
        },
        {
          kind: 'p',
          text: 'We share information with the police or other authorities when the law requires us to, or where it is needed to prevent or detect crime. For example, we would contact the police if we believed someone was trying to get into a property they were not entitled to enter.',
        },
        { kind: 'h3', text: 'Transfers outside the UK' },
        {
          kind: 'p',
          text: "We do not transfer your information outside the UK unless it is properly protected. If a provider stores it abroad, the country must be covered by UK adequacy regulations (an 'adequacy decision'), or the provider must sign the International Data Transfer Agreement or the International Data Transfer Addendum approved under UK law. You can ask us which safeguard applies.",
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'p',
          text: 'We keep information only for as long as we need it, then delete it or, for paper, shred it.',
        },
        {
          kind: 'ul',
          items: [
            'Job records and invoices: 6 years from the end of the financial year they relate to. HMRC requires businesses to keep accounting records for several years, and this period also covers guarantee and insurance claims.',
            "Call-back requests and questions sent through the website forms: 12 months from when you send them. The website's database deletes them automatically, together with its record of passing them on to us; copies in our e-mail are deleted on the same schedule.",
            'E-mails, and notes of calls for quotes that did not go ahead: 12 months, then deleted.',
            'Published expert answers: kept on the website while they are useful. They carry no name or contact details.',
            'Server logs: these contain none of the personal information described above, and we keep them for no longer than 30 days.',
            `The website's daily counts (see 'What the website counts'): ${countsData.retentionMonths} months. They identify nobody.`,
          ],
        },
        {
          kind: 'p',
          text: 'If a complaint, claim or legal dispute is still open when a record is due for deletion, we keep the records it needs until the matter is settled.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'The UK GDPR and the Data Protection Act 2018 give you these rights over your personal information:',
        },
        {
          kind: 'ul',
          items: [
            'Access: ask for a copy of the information we hold about you.',
            'Rectification: ask us to correct anything that is wrong or complete anything that is missing.',
            'Erasure: ask us to delete your information. We will, unless we still have to keep it, for example an invoice we must keep for HMRC.',
            'Restriction: ask us to pause using your information while keeping it, for example while we check whether it is accurate.',
            'Objection: object to any use based on our legitimate interests. We must then stop, unless we have compelling grounds to continue or need it for a legal claim.',
            'Data portability: ask for the information you gave us for a contract in a common, machine-readable format, or ask us to send it to another organisation.',
          ],
        },
        { kind: 'h3', text: 'How to use your rights' },
        {
          kind: 'p',
          text: 'Write to us at the e-mail address in the contact details at the top of this page and tell us what you would like. You do not need a special form or particular wording. We may ask you to confirm your identity first, so that we never give your information to the wrong person.',
        },
        {
          kind: 'p',
          text: 'There is no charge. We reply within one month of receiving your request. If a request is complex, or you send several, we may take up to two further months; if so, we will tell you within the first month and explain why.',
        },
        { kind: 'h3', text: 'No automated decisions' },
        {
          kind: 'p',
          text: 'We do not make decisions about you by automated means alone, and we do not profile you. Every quote, booking and question is handled by a person.',
        },
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        {
          kind: 'p',
          text: 'If you are unhappy with how we have handled your personal information, please tell us first, using the contact details at the top of this page. We will look into it and reply to you.',
        },
        {
          kind: 'p',
          text: "You also have the right to complain to the Information Commissioner's Office (ICO), the UK's supervisory authority for data protection:",
        },
        {
          kind: 'ul',
          items: ['online at ico.org.uk/make-a-complaint', 'by phone on the ICO helpline, 0303 123 1113'],
        },
        {
          kind: 'p',
          text: 'The ICO normally expects you to raise the matter with us before it looks into it.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          kind: 'p',
          text: 'Cookies are small files a website stores in your browser to recognise you or follow what you do. This website sets no cookies for visitors: none for analytics, advertising or tracking, and none for remembering settings. It stores nothing in local storage either.',
        },
        {
          kind: 'p',
          text: "One thing is kept in your browser's session storage, and only while the tab is open: how far down you had scrolled on each page you opened in that tab, so that the Back button takes you to the same place. It never leaves your browser, we cannot read it, and your browser deletes it when you close the tab.",
        },
        {
          kind: 'p',
          text: "The website's own counts (see 'What the website counts' above) need no cookie and read nothing stored in your browser: your browser sends a short note to our own server when a page is viewed or the number is tapped, and the counts store nothing on, and read nothing from, your device. Under the Privacy and Electronic Communications Regulations (PECR) consent is needed for storing or reading information on your device; the counts do neither, so there is nothing to ask consent for.",
        },
        {
          kind: 'p',
          text: 'The one cookie the site can set is for our own staff: when one of us signs in to read the enquiries sent through the website, a sign-in cookie keeps that session open. It is strictly necessary for that, is never set for visitors to the public pages, and ends when the member of staff signs out or after 12 hours unused.',
        },
        {
          kind: 'p',
          text: 'Because the site loads no third-party scripts, fonts, videos, maps or social media buttons, no other company can set cookies through it. That is also why you will not see a cookie banner here: there is nothing to accept or reject.',
        },
        {
          kind: 'callout',
          title: 'If this ever changes',
          text: 'We will update this policy before the website sets any cookie. In line with the Privacy and Electronic Communications Regulations (PECR), we will ask for your consent before setting any cookie that is not strictly necessary.',
        },
        {
          kind: 'p',
          text: "If you follow a link from our site to another website, such as the ICO's, that website's own privacy and cookie policies apply.",
        },
      ],
    },
    {
      id: 'security',
      title: 'How we keep it safe',
      blocks: [
        { kind: 'p', text: 'We protect your information in practical ways:' },
        {
          kind: 'ul',
          items: [
            'only the staff who need your information to do their work can get to it',
            'this website, our e-mail and our business software use encrypted connections',
            'paper records, such as job sheets, are kept locked away and shredded when no longer needed',
          ],
        },
        {
          kind: 'p',
          text: 'If a security breach ever put your information at risk, we would report it to the ICO within 72 hours where the law requires, and tell you without delay if it was likely to cause you serious harm.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We update this policy when the way we handle personal information changes. The date from which this version applies is shown on this page.',
        },
      ],
    },
  ],
} satisfies PolicyDocument;
