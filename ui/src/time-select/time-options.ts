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
  /** Minutes between options; the spec's event form uses 30. Must divide a day evenly. */
  stepMinutes?: number;
  /** Disable every option at or before this 'HH:MM' time (e.g. the chosen start time). */
  after?: string | null | undefined;
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
 * Every time of day at `stepMinutes` intervals, from '12:00 AM' to the last step before
 * midnight ('11:30 PM' for 30 minutes). With `after`, options at or before it are
 * disabled, which is how the event form keeps the end time after the start.
 */
export function buildTimeOptions({ stepMinutes = 30, after }: TimeOptionsConfig = {}): TimeOption[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0 || MINUTES_PER_DAY % stepMinutes !== 0) {
    throw new RangeError(
      `stepMinutes must be a whole number of minutes that divides a day; got ${stepMinutes}`,
    );
  }
  const afterMinutes = parseTimeValue(after);
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += stepMinutes) {
    options.push({
      value: formatTimeValue(minutes),
      label: formatTimeLabel(minutes),
      disabled: afterMinutes != null && minutes <= afterMinutes,
    });
  }
  return options;
}
