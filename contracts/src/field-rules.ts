// Field rules without zod: fields.ts builds the contract's schemas on them, and a form can
// check them before zod has loaded (sign-in-check.ts; docs/FIRST-LOAD.md).

/**
 * Missing (undefined, null) becomes '' so a "required" rule can speak for it; strings are
 * trimmed; anything else (a number, a boolean, an object) is left for the schema to refuse:
 * types are strict, `true` is not the text "true".
 */
export function toTrimmedText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : value;
}

/** Longest phone input worth reading: 15 digits plus spaces, brackets and hyphens. */
const PHONE_INPUT_MAX = 30;

/** The phone rule both forms share: 6 to 15 digits, only digits, spaces, brackets, +, - and dots. */
export function isPlausiblePhone(value: string) {
  if (value.length > PHONE_INPUT_MAX || /[^\d\s()+\-.]/.test(value)) return false;
  const digits = phoneDigits(value);
  return digits.length >= 6 && digits.length <= 15;
}

/** Only the digits of a phone number, as the spec's clients send and count them. */
export function phoneDigits(value: string) {
  return value.replace(/\D/g, '');
}

/** The largest id a row has: ids are PostgreSQL `integer`s; a larger one is no row, not a query error. */
export const ID_MAX = 2_147_483_647;

/** A dial code as the forms send it: '+61', '61', '+1-784'; at most 10 characters. */
export const DIAL_CODE = /^\+?\d{1,4}(-\d{1,4})?$/;
export const DIAL_CODE_MAX = 10;
