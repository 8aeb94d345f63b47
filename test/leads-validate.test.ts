import { outwardCode } from '../server/views/postcode-finder.ts';
import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '../shared/lead-fields.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { textareaLength, validateLead } from '../server/leads/validate.ts';

const callback = { name: 'Sam Jones', phone: '07911 123456', postcode: '', need: '', note: '' };
const question = { name: 'Sam Jones', email: 'sam@example.com', question: 'Which lock?' };

function errorsOf(kind: 'callback' | 'question', fields: Record<string, unknown>, nameOptional = false) {
  const result = validateLead(kind, fields, { nameOptional });
  return result.ok ? {} : result.errors;
}

describe('call-back request validation', () => {
  it('stores the phone as E.164, the postcode normalised, LF line breaks and the default need', () => {
    const result = validateLead('callback', { ...callback, phone: '+44 (0)20 7946 0321', postcode: ' sw1a1aa ', note: 'Back door\r\nUPVC' });
    expect(result).toEqual({
      ok: true,
      data: { kind: 'callback', name: 'Sam Jones', phone: '+442079460321', postcode: 'SW1A 1AA', need: 'other', note: 'Back door\nUPVC' },
    });
    expect(validateLead('callback', { ...callback, need: 'lockout' })).toMatchObject({
      ok: true,
      data: { need: 'lockout', postcode: null, note: null },
    });
  });

  it('takes every postcode shape the finder takes, stored normalised; what the finder refuses is refused here too', () => {
    const shapes: [string, string][] = [
      ['M20 2', 'M20 2'],
      ['m202', 'M20 2'],
      ['ls6', 'LS6'],
      ['ls62ab', 'LS6 2AB'],
      ['  EC1V   9hx ', 'EC1V 9HX'],
    ];
    for (const [typed, stored] of shapes) {
      expect(outwardCode(typed), typed).not.toBeNull();
      expect(validateLead('callback', { ...callback, postcode: typed }), typed).toMatchObject({ ok: true, data: { postcode: stored } });
    }
    for (const typed of ['ZZ', 'M20 2A', 'LS6 2AB X']) {
      expect(outwardCode(typed), typed).toBeNull();
      expect(validateLead('callback', { ...callback, postcode: typed }).ok, typed).toBe(false);
    }
  });

  it.each([
    ['name', '', 'Enter your name.'],
    ['name', 'Sam\r\nJones', 'Your name must be on one line, without tabs or control characters.'],
    ['name', 'Sam\tJones', 'Your name must be on one line, without tabs or control characters.'],
    ['name', 'x'.repeat(LEAD_LIMITS.name + 1), 'Your name must be 200 characters or fewer.'],
    ['phone', '', 'Enter a phone number we can call you on.'],
    ['phone', 'call me', 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.'],
    ['phone', '0791112345', 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.'],
    ['phone', '+33 1 23 45 67 89', 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.'],
    ['phone', '07911 123456\n', 'Your phone number must be on one line, without tabs or control characters.'],
    ['phone', '0'.repeat(LEAD_LIMITS.phone + 1), 'Your phone number must be 32 characters or fewer.'],
    ['postcode', 'ZZ', 'Enter a UK postcode, like SW1A 1AA, or leave it blank.'],
    ['postcode', 'SW1A\n1AA', 'Your postcode must be on one line, without tabs or control characters.'],
    ['need', 'burglary', 'Choose what you need help with from the list.'],
    ['note', 'x'.repeat(LEAD_LIMITS.note + 1), 'Your note must be 2,000 characters or fewer.'],
    ['note', 'a\u0000b', 'Your note contains a character we cannot store.'],
  ])('refuses %s = %j with a message for that field only', (field, value, message) => {
    expect(errorsOf('callback', { ...callback, [field]: value })).toEqual({ [field]: message });
  });

  it('returns what was sent so the form can be filled in again, without the honeypot', () => {
    const result = validateLead('callback', { ...callback, phone: 'nope', website: 'x', extra: 'y' });
    expect(result).toEqual({
      ok: false,
      errors: { phone: 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.' },
      values: { ...callback, phone: 'nope' },
    });
  });

  it('counts a textarea line break as one character, as the browser does', () => {
    const note = `${'x'.repeat(LEAD_LIMITS.note - 10)}${'\r\n'.repeat(10)}`;
    expect(note.length).toBe(LEAD_LIMITS.note + 10);
    expect(textareaLength(note)).toBe(LEAD_LIMITS.note);
    expect(validateLead('callback', { ...callback, note }).ok).toBe(true);
    expect(validateLead('callback', { ...callback, note: `${note}x` }).ok).toBe(false);
  });

  it('accepts Guernsey and freephone numbers', () => {
    expect(validateLead('callback', { ...callback, phone: '01481 712345' })).toMatchObject({ ok: true, data: { phone: '+441481712345' } });
    expect(validateLead('callback', { ...callback, phone: '0800 123 4567' })).toMatchObject({ ok: true, data: { phone: '+448001234567' } });
  });

  it('treats missing fields and non-string values as empty', () => {
    expect(errorsOf('callback', { name: ['a', 'b'] })).toEqual({ name: 'Enter your name.', phone: 'Enter a phone number we can call you on.' });
  });
});

// Ofcom's drama ranges where libphonenumber counts them as valid (01632 960xxx and 07700 900xxx
// it does not); otherwise made-up numbers of the right shape. The type column is what
// libphonenumber says, checked here too so a metadata update that moves a range shows up.
describe('call-back numbers the business can ring at an ordinary cost', () => {
  it.each([
    ['0113 496 0000', '+441134960000', 'GB', 'FIXED_LINE'],
    ['0118 496 0123', '+441184960123', 'GB', 'FIXED_LINE'],
    ['020 7946 0123', '+442079460123', 'GB', 'FIXED_LINE'],
    ['028 9649 6000', '+442896496000', 'GB', 'FIXED_LINE'],
    ['0306 999 0123', '+443069990123', 'GB', 'UAN'],
    ['0345 123 4567', '+443451234567', 'GB', 'UAN'],
    ['07400 123456', '+447400123456', 'GB', 'MOBILE'],
    ['+44 7911 123456', '+447911123456', 'GG', 'MOBILE'],
    ['0808 157 0123', '+448081570123', 'GB', 'TOLL_FREE'],
    ['0800 123 4567', '+448001234567', 'GB', 'TOLL_FREE'],
    ['01481 712345', '+441481712345', 'GG', 'FIXED_LINE'],
    ['01534 712345', '+441534712345', 'JE', 'FIXED_LINE'],
    ['07797 712345', '+447797712345', 'JE', 'MOBILE'],
    ['01624 712345', '+441624712345', 'IM', 'FIXED_LINE'],
    ['07624 123456', '+447624123456', 'IM', 'MOBILE'],
  ])('accepts %s (%s, %s %s)', (typed, e164, country, type) => {
    const parsed = parsePhoneNumberFromString(typed, 'GB')!;
    expect([parsed.isValid(), parsed.country, parsed.getType()]).toEqual([true, country, type]);
    expect(validateLead('callback', { ...callback, phone: typed })).toMatchObject({ ok: true, data: { phone: e164 } });
  });

  it.each([
    ['0909 879 0123', 'premium-rate', 'PREMIUM_RATE'],
    ['0906 123 4567', 'premium-rate', 'PREMIUM_RATE'],
    ['0844 123 4567', 'shared-cost (084)', 'PREMIUM_RATE'],
    ['0843 634 0123', 'shared-cost (084)', 'PREMIUM_RATE'],
    ['0871 123 4567', 'shared-cost (087)', 'PREMIUM_RATE'],
    ['0870 010 0000', 'shared-cost (087)', 'PREMIUM_RATE'],
    ['070 1234 5678', 'personal (070)', 'PERSONAL_NUMBER'],
    ['07640 123456', 'pager (076)', 'PAGER'],
    ['056 1234 5678', 'VoIP (056)', 'VOIP'],
    ['055 1234 5678', 'corporate (055)', 'UAN'],
  ])('refuses %s, a %s number, saying which numbers it can ring and why', (typed, _what, type) => {
    const parsed = parsePhoneNumberFromString(typed, 'GB')!;
    expect([parsed.isValid(), parsed.getType()]).toEqual([true, type]);
    const errors = errorsOf('callback', { ...callback, phone: typed });
    expect(Object.keys(errors)).toEqual(['phone']);
    expect(errors.phone).toBe(
      'We can ring back UK landlines and mobiles (numbers starting 01, 02, 03 or 07) and freephone numbers (080). ' +
        'Other numbers, such as premium-rate, shared-cost and personal numbers (09, 084, 087 and 070), cost extra to call, so please give us a landline or mobile number.',
    );
  });

  it('still answers a number that is not a UK number at all with the shorter message', () => {
    expect(errorsOf('callback', { ...callback, phone: '07700 900123' })).toEqual({
      phone: 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.',
    });
  });
});

describe('names with nothing visible in them', () => {
  const invisible = {
    spaces: '   ',
    'a no-break space and an ideographic space': '\u00a0\u3000',
    'other Unicode spaces': '\u2002\u2003\u2009\u200a\u202f\u205f\u1680',
    'zero-width characters': '\u200b\u200c\u200d\u2060\ufeff',
    'bidi controls': '\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
    'a soft hyphen': '\u00ad',
    'Hangul fillers': '\u115f\u1160\u3164\uffa0',
    'a combining grapheme joiner and variation selectors': '\u034f\ufe0f\u{e0100}',
    'tag characters': '\u{e0020}\u{e0041}',
    'a Mongolian vowel separator': '\u180e',
    'C1 controls': '\u0085\u0080',
    'a mix of all of them': ' \u200b\u00a0\u202e\u00ad\u3164\ufeff ',
  };

  it.each(Object.entries(invisible))('counts a name of %s as empty where a name is required', (_what, value) => {
    expect(errorsOf('callback', { ...callback, name: value })).toEqual({ name: 'Enter your name.' });
    expect(errorsOf('question', { ...question, name: value })).toEqual({ name: 'Enter your name.' });
  });

  it.each(Object.entries(invisible))('stores a name of %s as no name on the blog form', (_what, value) => {
    expect(validateLead('question', { ...question, name: value }, { nameOptional: true })).toMatchObject({ ok: true, data: { name: null } });
  });

  it('accepts a name with visible characters among invisible ones, trimmed of spaces as before', () => {
    expect(validateLead('callback', { ...callback, name: '  Sam\u00a0Jones \u3000' })).toMatchObject({ ok: true, data: { name: 'Sam\u00a0Jones' } });
    expect(validateLead('callback', { ...callback, name: 'Zo\u00ebe\u200d' })).toMatchObject({ ok: true, data: { name: 'Zo\u00ebe\u200d' } });
    expect(validateLead('question', { ...question, name: '\u200fسارة\u200f' })).toMatchObject({ ok: true, data: { name: '\u200fسارة\u200f' } });
    expect(validateLead('question', { ...question, name: ' 李 ' }, { nameOptional: true })).toMatchObject({ ok: true, data: { name: '李' } });
    // A single visible character, even a lone dot, is the visitor's choice.
    expect(validateLead('callback', { ...callback, name: '.' })).toMatchObject({ ok: true, data: { name: '.' } });
  });

  it('still refuses a name with a line break or tab in it, with that message', () => {
    expect(errorsOf('callback', { ...callback, name: 'Sam\nJones' })).toEqual({
      name: 'Your name must be on one line, without tabs or control characters.',
    });
    expect(errorsOf('callback', { ...callback, name: '\u200bSam\tJones' })).toEqual({
      name: 'Your name must be on one line, without tabs or control characters.',
    });
  });
});

describe('question validation', () => {
  it.each([
    'sam@example.com',
    'a@b.co',
    'SAM@EXAMPLE.CO.UK',
    'sam@example.xn--p1ai',
    'sam@xn--e1afmkfd.xn--p1ai',
    "o'neil+locks@mail.example.co.uk",
    'x!#$%&*/=?^_`{|}~-@sub-domain.example',
    '.dots..anywhere.@example.com',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.example`,
    '  padded@example.com  ',
  ])('accepts %j, as <input type="email"> does', (email) => {
    expect(validateLead('question', { ...question, email })).toMatchObject({ ok: true, data: { email: email.trim() } });
  });

  it.each([
    ['', 'Enter your e-mail address.'],
    ['   ', 'Enter your e-mail address.'],
    ['sam', 'Enter an e-mail address like name@example.com.'],
    ['sam@', 'Enter an e-mail address like name@example.com.'],
    ['sam@-example.com', 'Enter an e-mail address like name@example.com.'],
    ['sam@example..com', 'Enter an e-mail address like name@example.com.'],
    ['s m@example.com', 'Enter an e-mail address like name@example.com.'],
    ['sam@exam_ple.com', 'Enter an e-mail address like name@example.com.'],
    ['josé@example.com', 'Enter an e-mail address like name@example.com.'],
    [`sam@${'b'.repeat(64)}.example`, 'Enter an e-mail address like name@example.com.'],
    [`${'a'.repeat(250)}@b.co`, 'Your e-mail address must be 254 characters or fewer.'],
  ])('refuses the e-mail address %j', (email, message) => {
    expect(errorsOf('question', { ...question, email })).toEqual({ email: message });
  });

  it.each([
    'a@b',
    'name@example',
    'x@localhost',
    'x@LOCALHOST',
    'x@192.0.2.1',
    'x@1.2.3.4',
    'sam@example.c',
    'sam@example.123',
    'sam@example.co1',
    'sam@example.x-y',
  ])('refuses %j, which the browser accepts but which cannot receive mail', (email) => {
    for (const nameOptional of [false, true]) {
      expect(errorsOf('question', { ...question, email }, nameOptional)).toEqual({
        email: 'Enter your full e-mail address, including its ending such as .com or .co.uk, like name@example.com.',
      });
    }
  });

  it('needs a name on the Ask the Expert form but not on the blog form, and a question on both', () => {
    expect(errorsOf('question', { email: 'a@b.test', question: 'Q' })).toEqual({ name: 'Enter your name.' });
    expect(validateLead('question', { email: 'a@b.test', question: 'Q' }, { nameOptional: true })).toEqual({
      ok: true,
      data: { kind: 'question', name: null, email: 'a@b.test', question: 'Q' },
    });
    expect(errorsOf('question', { email: 'a@b.test', question: '' }, true)).toEqual({ question: 'Enter your question.' });
    expect(errorsOf('question', { ...question, question: 'q'.repeat(LEAD_LIMITS.question + 1) })).toEqual({
      question: 'Your question must be 5,000 characters or fewer.',
    });
    expect(validateLead('question', { ...question, question: 'q\r\n'.repeat(LEAD_LIMITS.question / 2) }).ok).toBe(true);
  });
});

describe('the privacy policy', () => {
  it('states the retention period the deletion job enforces', async () => {
    const { privacyPolicy } = await import('../data/legal/privacy-policy.ts');
    const { RETENTION_MONTHS } = await import('../server/leads/store.ts');
    expect(RETENTION_MONTHS).toBe(12);
    expect(JSON.stringify(privacyPolicy)).toContain(
      `Call-back requests and questions sent through the website forms: ${RETENTION_MONTHS} months from when you send them.`,
    );
  });
});
