/**
 * Calendar files and private feeds (docs/decisions/150) without zod: the button labels,
 * the feed section's texts and the "Add to Google Calendar" link. Event details shows them
 * on a first load that does not carry zod (docs/FIRST-LOAD.md); `calendar.ts` re-exports
 * all of it beside the answers' schemas.
 */

export const CALENDAR = {
  /** A feed token: 32 random bytes, base64url without padding. */
  tokenBytes: 32,
  tokenPattern: /^[A-Za-z0-9_-]{43}$/,
  contentType: 'text/calendar; charset=utf-8',
  /** How often a calendar app is asked to read the feed again (REFRESH-INTERVAL). */
  feedRefreshMinutes: 60,
  /** How long a browser or calendar app may reuse a feed it read (Cache-Control: private). */
  feedMaxAgeSeconds: 300,
  feedName: 'Friendly Host',
} as const;

export const CALENDAR_MESSAGES = {
  addToCalendar: 'Add to calendar',
  addToGoogleCalendar: 'Add to Google Calendar',
  /** Where "Add to Google Calendar" goes: a new tab (read by screen readers after the name). */
  opensInNewTab: '(opens in a new tab)',
  downloading: 'Preparing the calendar file…',
  downloadFailed: 'The calendar file could not be downloaded. Please try again.',
  feedTitle: 'Calendar feed',
  feedExplanation:
    'Subscribe to this private link in your calendar app (Google Calendar, Apple Calendar, Outlook) to see the events you host or hold a seat at. It updates when an event changes or is cancelled. Anyone with the link can read your events, so keep it to yourself.',
  feedUrlLabel: 'Your private calendar link',
  feedLoading: 'Loading your calendar link…',
  feedLoadFailed: 'Your calendar link could not be loaded.',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  rotate: 'Get a new link',
  rotateTitle: 'Get a new calendar link?',
  rotateBody:
    'Your current link will stop working at once. Calendars subscribed to it will stop updating until you subscribe to the new link.',
  rotateConfirm: 'Get a new link',
  rotateCancel: 'Keep this link',
  rotated: 'Your new calendar link is ready. The old one no longer works.',
  feedLoaded: 'Calendar feed link retrieved successfully.',
  feedNotFound: 'Calendar feed not found.',
  feedRotated: 'A new calendar feed link was made; the old one no longer works.',
  /** The DESCRIPTION's last line: where the event is in the app. */
  eventLink: (url: string) => `Event details: ${url}`,
  membersSeeApp: 'Open the Friendly Host app for the event’s details.',
} as const;

/** The fields a calendar entry is made from, as the event detail answers them. */
export type CalendarEventFields = {
  title: string;
  description: string;
  location: string;
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
    ['location', event.location],
    ['ctz', event.time_zone],
  ];
  const encoded = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${encoded}`;
}

/** The downloaded file's name: the event's slug, which is already safe in a file name. */
export const calendarFileName = (slug: string) => `${slug.replace(/[^A-Za-z0-9_-]/g, '') || 'event'}.ics`;
