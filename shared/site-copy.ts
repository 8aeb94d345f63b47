import type { HoursWords } from './hours.ts';

/**
 * The words of what surrounds every page's content: the header and footer, the error pages, the
 * call-back dialog and the sentences the forms share. They are written in data/ (data/frame.ts,
 * data/errors.ts, data/call-back.ts, data/forms.ts) and travel with the site's data to the browser
 * (server/views/site-data.ts), where data/ itself may not go (docs/decisions/001). `{phone}` is the
 * page's number, shown as a call link (client/components/phone-text.tsx); `{hours}` is when the
 * phone line is answered (wordsForHours in shared/hours.ts).
 */
export interface SiteCopy {
  header: {
    phoneHint: HoursWords;
  };
  footer: {
    servicesHeading: string;
    areasHeading: string;
    allLocations: string;
    contactHeading: string;
    /** Beside the clock in the contact column. */
    hours: HoursWords;
    /** After '© {site name}.' at the foot of the page. */
    tagline: HoursWords;
    privacy: string;
    terms: string;
    sitemap: string;
  };
  errors: ErrorPagesCopy;
  callbackDialog: {
    /** The button that opens the dialog (a link to /call-back without JavaScript). */
    button: string;
    title: string;
    close: string;
    /** Above the form: `{phone}`. */
    urgent: string;
    /** After a request was stored, under the confirmation: `{phone}` and the hours. */
    nextSteps: HoursWords;
    /** Plain text, `{phone}` as the number (the same words as the /call-back page's). */
    tooLarge: string;
    failed: string;
  };
  forms: {
    /** Where a form would be while the site takes no forms (docs/decisions/038): `{phone}` and `{hours}`. */
    callInstead: string;
    /** The closed question card: `{phone}`. */
    askByPhone: string;
    /** The title of the error summary over a call-back form with errors. */
    checkFields: string;
    /** The notice's title when a question could not be sent. */
    questionNotSent: string;
    finderHeading: string;
    /** Under the postcode finder's answer when it names no number: `{phone}`. */
    finderCallUs: string;
    /** The fields' labels and the buttons of the call-back and question forms and the postcode finder. */
    labels: {
      name: string;
      phone: string;
      postcode: string;
      need: string;
      note: string;
      email: string;
      question: string;
      /** After the label of a field that may be left empty. */
      optional: string;
      /** The hidden field only bots fill in. */
      honeypot: string;
      sending: string;
      requestCallback: string;
      submitQuestion: string;
      /** The call-back form's second button: `{phone}` is the number as text. */
      call: string;
      finderPostcode: string;
      finderPlaceholder: string;
      finding: string;
      find: string;
    };
  };
}

/** The 404 and 500 pages' words, also the static page shown when nothing could render (server/http/fatal-error-page.tsx). */
export interface ErrorPagesCopy {
  notFound: { title: string; description: HoursWords; lead: string };
  /** A page the business's facts take away (410): a service it does not offer. */
  gone: { title: string; lead: string; services: string };
  serverError: { title: string; description: HoursWords; lead: HoursWords };
  home: string;
  /** The call button's words before the number. */
  call: string;
  /** The static page's call button: `{name}` and `{phone}`. */
  callByName: string;
}
