/**
 * The words of the leads inbox (server/inbox), the business's own pages at /inbox. `{name}` and
 * the like are filled in by the views; the business's facts come from data/business.ts, never here.
 */
export const inboxCopy = {
  title: 'Leads inbox',
  signIn: {
    title: 'Sign in to the leads inbox',
    lead: 'Sign in with the passkey you made on this phone or computer.',
    button: 'Sign in with a passkey',
    noScript: 'Signing in with a passkey needs JavaScript: turn it on for this site, then reload the page.',
    failed: 'That did not work. Try again, or ask for a new invitation if this device has no passkey.',
    tooMany: 'Too many attempts from this connection. Wait a few minutes, then try again.',
    working: 'Waiting for your passkey…',
  },
  enrol: {
    title: 'Make your passkey',
    lead: 'Hello {name}. Make a passkey on this phone or computer to sign in to the leads inbox. This link works once, until {expires}.',
    button: 'Make a passkey',
    invalidTitle: 'This link does not work',
    invalid: 'The link has been used already, has expired or was mistyped. Ask for a new invitation.',
  },
  nav: { signOut: 'Sign out', signedInAs: 'Signed in as {name}' },
  filters: { open: 'Open', taken: 'Taken', done: 'Done', spam: 'Spam' },
  filterLabel: 'Show',
  search: { label: 'Search by name, number or postcode', button: 'Search', clear: 'Clear' },
  empty: 'No leads here.',
  urgent: 'Urgent',
  kinds: { callback: 'Call-back request', question: 'Question' },
  fields: {
    phone: 'Number',
    email: 'E-mail',
    name: 'Name',
    need: 'Needs',
    place: 'Place',
    postcode: 'Postcode',
    note: 'Their note',
    page: 'From page',
    received: 'Received',
    delivery: 'Delivery',
    state: 'State',
  },
  states: { open: 'Open', taken: 'Taken by {name}', done: 'Done', spam: 'Spam' },
  delivery: { none: 'stored only', sent: 'sent', pending: 'waiting', dead: 'failed' },
  open: 'Open this lead',
  back: 'Back to the leads',
  actions: {
    take: 'I’m taking it',
    noteLabel: 'Add a note',
    note: 'Save note',
    done: 'Mark done',
    spam: 'Mark as spam',
    reopen: 'Reopen',
  },
  taken: {
    already: '{name} already has this lead (taken {when}).',
    closed: 'Nobody can take this lead: it is marked {state}.',
  },
  history: {
    title: 'History',
    none: 'Nothing done yet.',
    actions: { taken: 'took it', note: 'added a note', done: 'marked it done', spam: 'marked it as spam', reopened: 'reopened it' },
  },
  refused: {
    title: 'Not allowed',
    csrf: 'This form has expired. Go back, reload the page and try again.',
  },
  notFound: 'No such lead: it may have been deleted after the retention period.',
} as const;
