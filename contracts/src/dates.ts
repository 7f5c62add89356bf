import { TZDate, tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { LIMITS } from './constants';
import { EVENT_DATE_MESSAGES } from './event-date-messages';

/**
 * Calendar rules and date formats, in one place for the app and the server
 * (docs/decisions/067). Every rule that depends on "today" takes the host's IANA time
 * zone and the current instant, so the same call gives the same answer on a phone in
 * Sydney and on a server in UTC, and tests can freeze the clock.
 *
 * Calendar dates (an event's date) are 'YYYY-MM-DD' strings; instants (a notification's
 * `sent_at`) are ISO timestamps or Dates. Texts are English (en-US), as the spec's are.
 */

/** Exact messages of the event date checks (spec 001 §5). */
export { EVENT_DATE_MESSAGES } from './event-date-messages';

/** What a time zone and the current instant look like to the calendar rules. */
export type CalendarContext = {
  /** IANA zone ('Australia/Sydney'); a missing or unknown one falls back as each function says. */
  timeZone?: string | undefined;
  /** The current instant; the real clock by default. */
  now?: Date | undefined;
};

type Instant = Date | string | number;

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
const TODAY = 'Today';
const YESTERDAY = 'Yesterday';
const DOT = ' • ';

/** True for a zone name this runtime knows ('Europe/Paris', 'UTC'); false for anything else. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant as a date in `timeZone`, or in the machine's zone when that is missing or unknown. */
function inZone(instant: Instant, timeZone: string | undefined): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  return isValidTimeZone(timeZone) ? new TZDate(date, timeZone) : date;
}

/** The calendar date ('YYYY-MM-DD') of an instant in `timeZone` (UTC when missing or unknown). */
export function calendarDateIn(instant: Instant, timeZone?: string): string {
  return format(inZone(instant, isValidTimeZone(timeZone) ? timeZone : 'UTC'), 'yyyy-MM-dd');
}

/** Today's calendar date ('YYYY-MM-DD') in the context's zone (UTC when missing or unknown). */
export function todayIn({ timeZone, now = new Date() }: CalendarContext = {}): string {
  return calendarDateIn(now, timeZone);
}

/** True for a real calendar date in 'YYYY-MM-DD' form ('2026-02-30' is not one). */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !DATE_VALUE.test(value)) return false;
  const date = parseISO(value, { in: tz('UTC') });
  return isValid(date) && format(date, 'yyyy-MM-dd') === value;
}

/** Whole calendar days from today (in the context's zone) to `date`: 0 today, -1 yesterday. */
export function daysFromToday(date: string, context: CalendarContext = {}): number {
  const utc = tz('UTC');
  return differenceInCalendarDays(parseISO(date, { in: utc }), parseISO(todayIn(context), { in: utc }), {
    in: utc,
  });
}

/** 'Not in the past': `date` is before today in the host's zone. False for a missing or malformed date. */
export function isDateInPast(date: string | null | undefined, context: CalendarContext = {}): boolean {
  return isCalendarDate(date) && daysFromToday(date, context) < 0;
}

/** `date` is at least `days` calendar days after today in the host's zone (the 20-day rule). */
export function isAtLeastDaysAhead(
  date: string | null | undefined,
  days: number,
  context: CalendarContext = {},
): boolean {
  return isCalendarDate(date) && daysFromToday(date, context) >= days;
}

/**
 * Step 1's date check (spec 001 §5): required, and not in the past when creating.
 * Returns the message to show, or `undefined` when the date is fine.
 */
export function eventDateError(
  date: string | null | undefined,
  options: CalendarContext & { creating: boolean },
): string | undefined {
  if (!isCalendarDate(date)) return EVENT_DATE_MESSAGES.dateRequired;
  if (options.creating && isDateInPast(date, options)) return EVENT_DATE_MESSAGES.dateInPast;
  return undefined;
}

/**
 * 'Not in the past' for the start itself (docs/decisions/102): an event created for today
 * must start at or after now, judged by the wall-clock start in the event's own zone
 * (`zonedInstant`). `undefined` when the start is fine or cannot be judged (a missing or
 * malformed date or time has its own message).
 */
export function eventStartError(
  date: string | null | undefined,
  startTime: string | null | undefined,
  options: CalendarContext & { creating: boolean },
): string | undefined {
  if (!options.creating || !isCalendarDate(date) || parseTimeValue(startTime) == null) return undefined;
  if (!isValidTimeZone(options.timeZone)) return undefined;
  const now = options.now ?? new Date();
  return zonedInstant(date, startTime!, options.timeZone).getTime() < now.getTime()
    ? EVENT_DATE_MESSAGES.startInPast
    : undefined;
}

/**
 * Step 2's rule for Standard ('all') events when creating (spec 001 §5, §9): the date
 * must be at least 20 days after today. Returns the message, or `undefined`.
 */
export function standardEventDateError(
  date: string | null | undefined,
  context: CalendarContext = {},
): string | undefined {
  if (!isCalendarDate(date)) return EVENT_DATE_MESSAGES.standardDateMissing;
  return isAtLeastDaysAhead(date, LIMITS.standardEventMinDaysAhead, context)
    ? undefined
    : EVENT_DATE_MESSAGES.standardTooSoon;
}

// Times of day ------------------------------------------------------------------------

/** One choice in a time list: the 24-hour value the app stores and the 12-hour label people read. */
export type TimeOption = {
  /** 24-hour 'HH:MM', e.g. '13:30'. */
  value: string;
  /** 12-hour label, e.g. '1:30 PM'. */
  label: string;
  /** True when the option is at or before `after` (an end time must come after the start). */
  disabled: boolean;
};

export type TimeOptionsConfig = {
  /** Minutes between options; the spec's 30 by default. Must divide a day evenly. */
  stepMinutes?: number;
  /** Disable every option at or before this 'HH:MM' time (e.g. the chosen start time). */
  after?: string | null | undefined;
  /**
   * A stored time to keep in the list even when it is between steps ('10:15'), so a field
   * showing it can still show it chosen.
   */
  include?: string | null | undefined;
};

const MINUTES_PER_DAY = 24 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight for an 'HH:MM' value, or `null` when it is not one. */
export function parseTimeValue(value: string | null | undefined): number | null {
  const match = value ? TIME_PATTERN.exec(value) : null;
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** '13:30' for 810 minutes since midnight. */
export function formatTimeValue(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '1:30 PM' for 810 minutes since midnight; midnight is '12:00 AM' and noon '12:00 PM'. */
export function formatTimeLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${period}`;
}

/** The 12-hour label for an 'HH:MM' value ('13:30' → '1:30 PM'), or `undefined` if it is not a time. */
export function timeLabel(value: string | null | undefined): string | undefined {
  const minutes = parseTimeValue(value);
  return minutes == null ? undefined : formatTimeLabel(minutes);
}

/**
 * Every time of day at `stepMinutes` intervals (spec 001 §2: every 30 minutes), from
 * '12:00 AM' to the last step before midnight ('11:30 PM'). With `after`, options at or
 * before it are disabled, which is how the event form keeps the end time after the start.
 */
export function buildTimeOptions({
  stepMinutes = LIMITS.timeOptionStepMinutes,
  after,
  include,
}: TimeOptionsConfig = {}): TimeOption[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0 || MINUTES_PER_DAY % stepMinutes !== 0) {
    throw new RangeError(
      `stepMinutes must be a whole number of minutes that divides a day; got ${stepMinutes}`,
    );
  }
  const afterMinutes = parseTimeValue(after);
  const option = (minutes: number): TimeOption => ({
    value: formatTimeValue(minutes),
    label: formatTimeLabel(minutes),
    disabled: afterMinutes != null && minutes <= afterMinutes,
  });
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += stepMinutes) options.push(option(minutes));
  const extra = parseTimeValue(include);
  if (extra != null && extra % stepMinutes !== 0) {
    options.push(option(extra));
    options.sort((a, b) => a.value.localeCompare(b.value));
  }
  return options;
}

// Instants as people read them ---------------------------------------------------------

/** '9:41 AM': the time of an instant in `timeZone` (the machine's zone when missing or unknown). */
export function formatTime(instant: Instant, timeZone?: string): string {
  return format(inZone(instant, timeZone), 'h:mm a');
}

/** 'Nov 03, 2026': short month, 2-digit day and year, in `timeZone` (else the machine's zone). */
export function formatShortDate(instant: Instant, timeZone?: string): string {
  return format(inZone(instant, timeZone), 'MMM dd, yyyy');
}

/**
 * A notification's time (spec 001 §2): 'Today • 9:41 AM' for one under Today, 'Nov 03, 2026
 * • 9:41 AM' for an earlier one. Whether it is today is the server's grouping
 * (`isToday`), so an item under Today never shows another day's date.
 */
export function formatTodayOrDateTime(instant: Instant, isToday: boolean, timeZone?: string): string {
  const day = isToday ? TODAY : formatShortDate(instant, timeZone);
  return `${day}${DOT}${formatTime(instant, timeZone)}`;
}

/** Calendar days between the instant's day and today's, both in the context's zone: 0 today, 1 yesterday. */
function daysAgo(instant: Instant, context: CalendarContext): number {
  return -daysFromToday(calendarDateIn(instant, context.timeZone), context);
}

function sameYear(instant: Instant, context: CalendarContext): boolean {
  return calendarDateIn(instant, context.timeZone).slice(0, 4) === todayIn(context).slice(0, 4);
}

/**
 * A chat room's last-message time (spec 001 §2): the time if today ('9:41 AM'),
 * 'Yesterday', else a short date ('Nov 03'), with the year if it is another year
 * ('Nov 03, 2025'). Days are the host's (context zone, UTC when missing).
 */
export function formatLastMessageTime(instant: Instant, context: CalendarContext = {}): string {
  const ago = daysAgo(instant, context);
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : 'UTC';
  if (ago === 0) return formatTime(instant, zone);
  if (ago === 1) return YESTERDAY;
  return format(inZone(instant, zone), sameYear(instant, context) ? 'MMM dd' : 'MMM dd, yyyy');
}

/**
 * A chat day separator (spec 001 §2): 'Today, Nov 03', 'Yesterday, Nov 02', else the
 * weekday and date ('Monday, Nov 01'), with the year if it is another year.
 */
export function formatDaySeparator(instant: Instant, context: CalendarContext = {}): string {
  const ago = daysAgo(instant, context);
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : 'UTC';
  const date = format(inZone(instant, zone), sameYear(instant, context) ? 'MMM dd' : 'MMM dd, yyyy');
  if (ago === 0) return `${TODAY}, ${date}`;
  if (ago === 1) return `${YESTERDAY}, ${date}`;
  return `${format(inZone(instant, zone), 'EEEE')}, ${date}`;
}

// Events' moments -----------------------------------------------------------------------

/**
 * The instant of a wall-clock time on a calendar date in an IANA zone ('2026-12-19',
 * '18:30', 'Australia/Sydney' → 2026-12-19T07:30:00Z). A time the zone skips (a DST gap)
 * moves forward, as clocks do. Events store date, times and zone as written and derive
 * their instants with this (docs/decisions/075).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = parseTimeValue(time) ?? 0;
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
  );
}

/** The short weekday of a calendar date ('2026-12-19' → 'Sat'), whatever the machine's zone. */
export function weekdayOf(date: string): string {
  return format(parseISO(date, { in: tz('UTC') }), 'EEE');
}

/** A calendar date as a card shows it ('2026-12-19' → 'Dec 19, 2026'), whatever the machine's zone. */
export function formatCalendarDate(date: string): string {
  return isCalendarDate(date) ? format(parseISO(date, { in: tz('UTC') }), 'MMM dd, yyyy') : date;
}

/**
 * An event's date and times as its details page shows them (spec 001 §2: 'weekday, day
 * month, start to end'): 'Saturday, 19 December, 6:30 PM to 9:00 PM'. The date and the
 * wall-clock times are the event's own, as the host wrote them, never shifted by the
 * machine's zone (docs/screens/086).
 */
export function formatEventSchedule(date: string, startTime: string, endTime: string): string {
  const day = isCalendarDate(date) ? format(parseISO(date, { in: tz('UTC') }), 'EEEE, d MMMM') : date;
  const start = timeLabel(startTime) ?? startTime;
  const end = timeLabel(endTime) ?? endTime;
  return `${day}, ${start} to ${end}`;
}
