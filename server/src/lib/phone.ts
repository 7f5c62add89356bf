import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

export type NormalizedPhone = { national: string; e164: string };

/**
 * Turns the digits a host typed plus the chosen country into one canonical number, so
 * '0412 345 678' and '412345678' in Australia are the same account. Null when the number
 * cannot exist in that country (wrong length), which stops codes to impossible numbers.
 */
export function normalizePhone(
  digits: string,
  dialCode: string,
  isoCode: string | null,
): NormalizedPhone | null {
  const dial = dialCode.replace(/\D/g, '');
  const parsed = isoCode
    ? parsePhoneNumberFromString(digits, isoCode as CountryCode)
    : parsePhoneNumberFromString(`+${dial}${digits}`);
  if (parsed && parsed.countryCallingCode === dial.slice(0, parsed.countryCallingCode.length)) {
    if (!parsed.isPossible()) return null;
    return { national: parsed.nationalNumber, e164: parsed.number };
  }
  // Dial codes libphonenumber does not know: keep the digits as typed, minus a trunk zero.
  const national = digits.replace(/^0+/, '');
  if (national.length < 4) return null;
  return { national, e164: `+${dial}${national}` };
}

export function displayPhone(countryCode: string, national: string) {
  return `${countryCode} ${national}`;
}
