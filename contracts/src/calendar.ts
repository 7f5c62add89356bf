/**
 * Calendar files and private feeds (docs/decisions/150): the answers of the feed-link
 * routes and the feed's path parameter. The texts and the Google link, without zod, are in
 * `calendar-messages.ts`.
 */
import { z } from 'zod';

export * from './calendar-messages';

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
