/**
 * The one rule for a number the business publishes, shared by the business facts
 * (server/business/business-facts.ts, data/business.ts) and SITE_PHONE (server/operations/config.ts). It lives apart
 * from both because business-facts.ts imports config.ts: config.ts could not import it from there.
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';

/**
 * Ofcom's drama ranges, numbers set aside for fiction that never ring anyone: 020 7946 0xxx,
 * 0113 to 0118 496 0xxx, 0121/0131/0141/0151/0161 496 0xxx, 01632 960xxx, 0306 999 0xxx and
 * 07700 900xxx (all 11 digits). The sample data uses them; `npm run go-live` flags them.
 */
const DRAMA_NUMBER = /^(0306999\d{4}|02079460\d{3}|011[3-8]4960\d{3}|01[2-6]14960\d{3}|01632960\d{3}|07700900\d{3})$/;

/** Whether a number (written with or without spaces) is in one of Ofcom's drama ranges. */
export function isDramaNumber(phone: string): boolean {
  const digits = phone.replace(/\s/g, '');
  return digits.length === 11 && DRAMA_NUMBER.test(digits);
}

/**
 * What is wrong with a number the business publishes, or null. Accepted: landlines (01, 02),
 * mobiles (07 apart from 070 personal numbers and 076 pagers), 03 and freephone 080, the types a
 * caller pays no more than a landline call for; and Ofcom's drama ranges, explicitly, as the
 * sample numbers they are (libphonenumber holds some of them invalid: 01632 960xxx, 07700 900xxx).
 * Refused: premium rate (09) and shared cost (084, 087), personal numbers (070), VoIP (056) and
 * anything libphonenumber does not hold valid, with the reason ('too short').
 */
export function businessPhoneProblem(v: string): string | null {
  if (isDramaNumber(v)) return null;
  const parsed = parsePhoneNumberFromString(v, 'GB');
  // Some +44 ranges belong to Guernsey, Jersey or the Isle of Man: valid, but not the UK's.
  if (parsed?.isValid() && parsed.country !== 'GB') return `"${v}" is a number of ${parsed.country ?? 'another country'}, not the UK`;
  if (!parsed?.isValid()) {
    const length = validatePhoneNumberLength(v, 'GB') ?? (oneDigitShort(v) ? 'TOO_SHORT' : undefined);
    return `"${v}" is not a valid UK number${length ? ` (${length.toLowerCase().replace(/_/g, ' ')})` : ''}`;
  }
  const national = parsed.nationalNumber;
  const type = parsed.getType();
  if (type === 'FIXED_LINE' || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return null;
  if (type === 'UAN' && national.startsWith('3')) return null;
  if (type === 'TOLL_FREE' && national.startsWith('80')) return null;
  return `"${v}" is a ${String(type ?? 'unknown')
    .toLowerCase()
    .replace(/_/g, ' ')} number, which costs callers extra or is not a business line`;
}

/**
 * Whether a number libphonenumber refuses would be valid with one more digit: '0113 496 025' has
 * the length of some UK numbers, so the library does not call it too short, but it is a digit
 * short of a Leeds number, which is what the operator needs to hear.
 */
function oneDigitShort(v: string): boolean {
  return parsePhoneNumberFromString(`${v}0`, 'GB')?.isValid() === true;
}
