/** Dates as the native date field speaks them: 'YYYY-MM-DD', in the user's local calendar. */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' for a Date, read in local time (not UTC, which can be a day off). */
export function toDateValue(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Today's date as 'YYYY-MM-DD' in local time. */
export function todayDateValue(now: Date = new Date()): string {
  return toDateValue(now);
}

/** True for a real calendar date in 'YYYY-MM-DD' form ('2026-02-30' is not one). */
export function isDateValue(value: string | null | undefined): value is string {
  const match = value ? DATE_PATTERN.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * True when `value` is a date before `min` — the event form's 'Date cannot be in the
 * past' check with `min` = today. False when either is missing or not a date, so an
 * empty field is left to the 'Date is required' check.
 */
export function isDateBefore(value: string | null | undefined, min: string | null | undefined): boolean {
  return isDateValue(value) && isDateValue(min) && value < min;
}

/** A bound given as a Date or a 'YYYY-MM-DD' string, as the native field wants it. */
export function toDateBound(bound: string | Date | null | undefined): string | undefined {
  if (bound == null || bound === '') return undefined;
  if (bound instanceof Date) return Number.isNaN(bound.getTime()) ? undefined : toDateValue(bound);
  return isDateValue(bound) ? bound : undefined;
}
