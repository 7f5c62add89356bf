/**
 * Calendar files and private feeds (docs/decisions/150): the answers of the feed-link
 * routes and the feed's path parameter. The texts and the Google link, without zod, are in
 * `calendar-messages.ts`.
 */
import { z } from 'zod';
import { CALENDAR_MEDIA_TYPE } from './calendar-messages';

export * from './calendar-messages';

export const CALENDAR = {
  /** A feed token: 32 random bytes, base64url without padding. */
  tokenBytes: 32,
  tokenPattern: /^[A-Za-z0-9_-]{43}$/,
  contentType: `${CALENDAR_MEDIA_TYPE}; charset=utf-8`,
  /** How often a calendar app is asked to read the feed again (REFRESH-INTERVAL). */
  feedRefreshMinutes: 60,
  /** How long a browser or calendar app may reuse a feed it read (Cache-Control: private). */
  feedMaxAgeSeconds: 300,
  feedName: 'Friendly Host',
} as const;

/** The feed's texts: My Profile's "Calendar feed" card and the routes' answers. */
export const CALENDAR_FEED_MESSAGES = {
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
  /** A member's entry ends with this: guests have no page in the web app. */
  membersSeeApp: 'Open the Friendly Host app for the event’s details.',
} as const;

/** `GET /api/calendar/{token}.ics`: the shape is checked by the route (a wrong one is 404). */
export const calendarFeedParamsSchema = z.object({
  token: z.string().max(256).describe('The private feed’s token, as in the link'),
});

/** `GET|POST /api/user/calendar-feed[/rotate]` and the guests' twins. */
export const calendarFeedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    url: z.string().describe('The private feed’s address (https://…/api/calendar/<token>.ics)'),
  }),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
export type CalendarFeed = CalendarFeedResponse['data'];
