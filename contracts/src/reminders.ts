import { z } from 'zod';
import { formatCalendarDate, timeLabel, weekdayOf } from './dates';
import { INPUT_MESSAGES } from './fields';

/**
 * Reminders before an event, and a guest's reminder settings (docs/decisions/151): each
 * member hears of the event 24 hours and 2 hours before its start, its host 24 hours
 * before, in-app and by SMS (unless the person turned SMS reminders off).
 */

export const REMINDER_KINDS = ['member_24h', 'member_2h', 'host_24h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDERS = {
  /** A member's first reminder, and their last: hours before the start. */
  memberFirstHoursBefore: 24,
  memberLastHoursBefore: 2,
  /** The host's reminder, with who is coming. */
  hostHoursBefore: 24,
  /** The host's reminder names this many guests; the rest are counted ('and 3 more'). */
  namesListed: 10,
} as const;

export const REMINDER_MESSAGES = {
  loaded: 'Settings retrieved successfully.',
  updated: 'Settings updated successfully.',
  remindersSms: 'reminders_sms must be true or false.',
} as const;

/**
 * When an event starts as the people at its table read it: its own date and wall-clock
 * time, as the host wrote them, and the city of its zone ('Sat, Dec 19, 2026 at 6:30 PM
 * Sydney time'), whatever zone the reader's phone is in.
 */
export function eventLocalStart(event: { date: string; startTime: string; timeZone: string }) {
  const city = event.timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? event.timeZone;
  const time = timeLabel(event.startTime) ?? event.startTime;
  return `${weekdayOf(event.date)}, ${formatCalendarDate(event.date)} at ${time} ${city} time`;
}

/** A guest's first name, as the host's reminder lists it ('Priya Shah' → 'Priya'). */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * Who is coming, for the host's reminder: '3 guests are coming: Amy, Ben and Cy.' Guests
 * without a name are counted, not named; past `namesListed` the rest are 'more'.
 */
export function whoIsComing(names: ReadonlyArray<string | null>) {
  const count = names.length;
  if (count === 0) return 'No guests have joined yet.';
  const named = names.map(firstName).filter((name): name is string => name !== null);
  const listed = named.slice(0, REMINDERS.namesListed);
  const lead = count === 1 ? '1 guest is coming' : `${count} guests are coming`;
  if (listed.length === 0) return `${lead}.`;
  const rest = count - listed.length;
  const parts = rest > 0 ? [...listed, `${rest} more`] : listed;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${lead}: ${list}.`;
}

/** The SMS of a reminder: the in-app message, signed as every text of ours is. */
export const reminderSms = (message: string) => `Friendly Host: ${message}`;

// GET/POST /api/guest/settings ------------------------------------------------------------

export const guestSettingsSchema = z.object({
  reminders_sms: z
    .boolean()
    .describe('Reminders before an event also go by SMS (in-app ones always go); true by default'),
});
export type GuestSettings = z.infer<typeof guestSettingsSchema>;

export const guestSettingsRequestSchema = z.object(
  { reminders_sms: z.boolean({ error: REMINDER_MESSAGES.remindersSms }) },
  { error: INPUT_MESSAGES.bodyNotObject },
);
export type GuestSettingsRequest = z.infer<typeof guestSettingsRequestSchema>;

export const guestSettingsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: guestSettingsSchema,
});
export type GuestSettingsResponse = z.infer<typeof guestSettingsResponseSchema>;
