import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '../shared/lead-fields.ts';
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

  it('accepts what the browser accepts: a required field of spaces, Guernsey and freephone numbers', () => {
    expect(validateLead('callback', { ...callback, name: '   ' }).ok).toBe(true);
    expect(validateLead('callback', { ...callback, phone: '01481 712345' })).toMatchObject({ ok: true, data: { phone: '+441481712345' } });
    expect(validateLead('callback', { ...callback, phone: '0800 123 4567' })).toMatchObject({ ok: true, data: { phone: '+448001234567' } });
  });

  it('treats missing fields and non-string values as empty', () => {
    expect(errorsOf('callback', { name: ['a', 'b'] })).toEqual({ name: 'Enter your name.', phone: 'Enter a phone number we can call you on.' });
  });
});

describe('question validation', () => {
  it.each([
    'sam@example.com',
    'a@b',
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
