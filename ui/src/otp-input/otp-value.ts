/**
 * The OTP boxes as data: one slot per box, each a single digit or '' when empty.
 * The component's `value` is the slots joined, an empty box written as a space and
 * trailing empty boxes dropped ('', '123', '12 4'), so a value round-trips exactly and
 * a code with a gap never passes a /^\d{6}$/ check.
 */
export type OtpSlots = string[];

/** Only the digits of typed, pasted or autofilled text ('123-456' → '123456', 'G-12 34' → '1234'). */
export function sanitizeOtpDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D+/g, '');
}

/** A value split into `length` slots; anything but digits and gap spaces is dropped. */
export function toOtpSlots(value: string | null | undefined, length: number): OtpSlots {
  const chars = Array.from((value ?? '').replace(/[^\d ]+/g, '')).slice(0, length);
  return Array.from({ length }, (_, index) => {
    const char = chars[index];
    return char && char !== ' ' ? char : '';
  });
}

/** The value for a set of slots: empty boxes as spaces, trailing ones dropped. */
export function fromOtpSlots(slots: OtpSlots): string {
  return slots
    .map((slot) => slot || ' ')
    .join('')
    .trimEnd();
}

/** True when every box holds a digit. */
export function isOtpComplete(slots: OtpSlots): boolean {
  return slots.length > 0 && slots.every((slot) => /^\d$/.test(slot));
}

/** Normalises any string to a valid value for `length` boxes. */
export function normalizeOtpValue(value: string | null | undefined, length: number): string {
  return fromOtpSlots(toOtpSlots(value, length));
}

/**
 * Puts several digits into the boxes (a paste, an SMS autofill). A full code fills every
 * box from the first, wherever the caret is; a partial one fills from `index` onwards.
 * Returns the new slots and the box to focus next (the one after the last filled, or the
 * last box).
 */
export function fillOtpSlots(
  slots: OtpSlots,
  index: number,
  text: string,
): { slots: OtpSlots; focus: number } {
  const digits = sanitizeOtpDigits(text);
  const length = slots.length;
  if (digits.length === 0) return { slots, focus: index };
  const start = digits.length >= length ? 0 : Math.min(Math.max(index, 0), length - 1);
  const next = [...slots];
  const written = Array.from(digits).slice(0, length - start);
  written.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { slots: next, focus: Math.min(start + written.length, length - 1) };
}

/**
 * The digit a user typed into a box that already held `previous`, when the browser did
 * not select the old digit first (some Android keyboards): '5' typed into '3' arrives as
 * '35' or '53'. Returns the new digit, or the whole text's digits otherwise.
 */
export function typedOtpDigits(previous: string, inputText: string): string {
  const digits = sanitizeOtpDigits(inputText);
  if (previous && digits.length === 2) {
    if (digits[0] === previous) return digits[1]!;
    if (digits[1] === previous) return digits[0]!;
  }
  return digits;
}
