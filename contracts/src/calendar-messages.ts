/**
 * Calendar files (docs/decisions/150) without zod: Event details' "Add to calendar" and
 * "Add to Google Calendar", on a first load that carries neither zod nor the feed's texts
 * (docs/FIRST-LOAD.md); `calendar.ts` re-exports it beside the feed's texts and schemas.
 */

import { venueLine } from './venue';

/** What a calendar file is (its Content-Type adds `; charset=utf-8`). */
export const CALENDAR_MEDIA_TYPE = 'text/calendar';

/** Event details' controls; the feed's texts are in `calendar.ts` (My Profile loads zod anyway). */
export const CALENDAR_MESSAGES = {
  addToCalendar: 'Add to calendar',
  addToGoogleCalendar: 'Add to Google Calendar',
  /** Where "Add to Google Calendar" goes: a new tab (read by screen readers after the name). */
  opensInNewTab: '(opens in a new tab)',
  downloadFailed: 'The calendar file could not be downloaded. Please try again.',
  /** The DESCRIPTION's last line: where the event is in the app. */
  eventLink: (url: string) => `Event details: ${url}`,
  /** Before the link, for a reader the address is revealed to (docs/decisions/152). */
  arrivalNotes: (notes: string) => `Arrival notes: ${notes}`,
} as const;

/** The fields a calendar entry is made from, as the event detail answers them. */
export type CalendarEventFields = {
  title: string;
  description: string;
  location: string;
  /** The host's own event: its street address, written with the area (docs/decisions/152). */
  address?: string | null;
  starts_at: string;
  ends_at: string;
  time_zone: string;
};

/** '2026-03-10T23:00:00.000Z' → '20260310T230000Z', as Google's `dates` takes it. */
const utcStamp = (instant: string) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * "Add to Google Calendar": Google's event template. The times go as UTC instants (so
 * they are right whatever the reader's zone) and `ctz` shows them in the event's zone.
 */
export function googleCalendarLink(event: CalendarEventFields, detailsUrl?: string): string {
  const details = detailsUrl
    ? `${event.description}\n\n${CALENDAR_MESSAGES.eventLink(detailsUrl)}`
    : event.description;
  const query: Array<[string, string]> = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${utcStamp(event.starts_at)}/${utcStamp(event.ends_at)}`],
    ['details', details],
    ['location', venueLine({ area: event.location, address: event.address ?? null })],
    ['ctz', event.time_zone],
  ];
  const encoded = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${encoded}`;
}

/** The downloaded file's name: the event's slug, which is already safe in a file name. */
export const calendarFileName = (slug: string) => `${slug.replace(/[^A-Za-z0-9_-]/g, '') || 'event'}.ics`;
