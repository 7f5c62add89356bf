import { z } from 'zod';
import { INPUT_MESSAGES, toTrimmedText } from './fields';
import { pageOf, pageQuerySchema } from './paging';
import { REVIEWS } from './review-constants';

export { REVIEWS } from './review-constants';

/**
 * Reviews guests leave of events they attended, and how hosts read them (spec 001 §3
 * 'Review (event details)', §7 'Event details'; docs/decisions/082).
 */

/** The host's review list orders (spec 001 §2 'Event Reviews', §7). */
export const HOST_REVIEW_SORTS = ['date_desc', 'date_asc', 'rating_desc', 'rating_asc'] as const;
export type HostReviewSort = (typeof HOST_REVIEW_SORTS)[number];

export const REVIEW_MESSAGES = {
  listed: 'Reviews retrieved successfully.',
  created: 'Thank you for your review!',
  rating: `Please choose a rating from ${REVIEWS.ratingMin} to ${REVIEWS.ratingMax}.`,
  commentTooLong: `Your review may not be longer than ${REVIEWS.commentMax} characters.`,
  notYet: 'You can review this event once it has taken place.',
  closed: `Reviews for this event closed ${REVIEWS.windowDays} days after it ended.`,
  notAttended: 'Only guests who attended this event can review it.',
  alreadyReviewed: 'You have already reviewed this event.',
  sort: 'Sort must be one of date_desc, date_asc, rating_desc or rating_asc.',
} as const;

/**
 * `POST /api/guest/events/{id or slug}/review`. A request without a body (or with one
 * that is not an object) is told so in our words, not zod's.
 */
export const reviewRequestSchema = z.object(
  {
    rating: z.coerce
      .number({ error: REVIEW_MESSAGES.rating })
      .int({ error: REVIEW_MESSAGES.rating })
      .min(REVIEWS.ratingMin, { error: REVIEW_MESSAGES.rating })
      .max(REVIEWS.ratingMax, { error: REVIEW_MESSAGES.rating }),
    comment: z
      .preprocess(
        toTrimmedText,
        z.string({ error: INPUT_MESSAGES.notText }).max(REVIEWS.commentMax, REVIEW_MESSAGES.commentTooLong),
      )
      .optional(),
  },
  { error: INPUT_MESSAGES.bodyNotObject },
);
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type ReviewInput = z.output<typeof reviewRequestSchema>;

/** One review as the event details page reads it. */
export const eventReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(REVIEWS.ratingMin).max(REVIEWS.ratingMax),
  comment: z.string(),
  created_at: z.string().describe('ISO 8601 date-time in UTC'),
  user: z.object({
    id: z.number().int(),
    name: z.string().nullable().describe('Null when the guest has not said; the app shows "User"'),
    profile_photo: z.string().nullable().describe('URL of the photo, or null'),
  }),
});
export type EventReview = z.infer<typeof eventReviewSchema>;

export const reviewStatsSchema = z.object({
  average_rating: z.number().min(0).max(REVIEWS.ratingMax).describe('To two decimals; 0 without reviews'),
  count: z.number().int().nonnegative(),
});

export const eventReviewsQuerySchema = pageQuerySchema({ defaultPerPage: REVIEWS.eventPerPage });

/** `GET /api/user/events-reviews/{slug}?page=n`: the app reads `success`, `message` and `data`. */
export const eventReviewsResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    reviews: pageOf(eventReviewSchema),
    stats: reviewStatsSchema,
  }),
});
export type EventReviewsResponse = z.infer<typeof eventReviewsResponseSchema>;

export const reviewCreatedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: eventReviewSchema.extend({ event_id: z.number().int() }),
});

/** `GET /api/events/host-reviews?page&per_page&sort`. */
export const hostReviewsQuerySchema = pageQuerySchema({ defaultPerPage: REVIEWS.hostPerPage }).extend({
  sort: z.enum(HOST_REVIEW_SORTS, { error: REVIEW_MESSAGES.sort }).default('date_desc'),
});
export type HostReviewsQuery = z.infer<typeof hostReviewsQuerySchema>;

/** One review in the host's list (spec 001 §3 'Host review (list)'). */
export const hostReviewSchema = eventReviewSchema.extend({
  event: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
});
export type HostReview = z.infer<typeof hostReviewSchema>;

export const hostReviewsResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  message: z.string(),
  data: pageOf(hostReviewSchema),
});
export type HostReviewsResponse = z.infer<typeof hostReviewsResponseSchema>;

/** Event Reviews (spec 001 §2 'Event Reviews', §8 'Payment'); ours are marked. */
export const HOST_REVIEWS_TEXT = {
  title: 'Event Reviews',
  columns: { reviewer: 'Reviewer', event: 'Event', rating: 'Rating', comment: 'Comment', date: 'Date' },
  showing: (count: number) => `Showing ${count} reviews`,
  sorts: {
    date_desc: 'Newest',
    date_asc: 'Oldest',
    rating_desc: 'Rating High → Low',
    rating_asc: 'Rating Low → High',
  } satisfies Record<HostReviewSort, string>,
  empty: 'No reviews found.',
  failedToLoad: 'Failed to load reviews.',
  // Ours: the reviewer's fallback (as on Event details), the rating's words and the table's name.
  reviewerFallback: 'User',
  rating: (rating: number) => `${rating} out of ${REVIEWS.ratingMax} stars`,
  sortLabel: 'Sort by',
  tableCaption: 'Reviews of your events',
  noComment: '—',
} as const;
