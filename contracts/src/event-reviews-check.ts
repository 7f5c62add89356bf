import { REVIEWS } from './review-constants';
import type { EventReviewsResponse } from './reviews';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/user/events-reviews/{slug} checked without zod: Event details
 * shows an event's reviews as it opens, and its first load does not carry zod
 * (docs/decisions/085, docs/FIRST-LOAD.md). It answers exactly what
 * `eventReviewsResponseSchema` answers — the same fields in the same order, unknown keys
 * dropped, null where the schema would refuse — which event-reviews-check.test.ts holds it to.
 */

/** `eventReviewSchema`, field for field; the rating's range is checked after. */
const EVENT_REVIEW: Shape = [
  ['id', 'int'],
  ['rating', 'int'],
  ['comment', 'string'],
  ['created_at', 'string'],
  [
    'user',
    [
      ['id', 'int'],
      ['name', 'string', 'nullable'],
      ['profile_photo', 'string', 'nullable'],
    ],
  ],
];

/** `eventReviewsResponseSchema`, field for field: a page of reviews (`pageOf`) and their stats. */
const EVENT_REVIEWS_RESPONSE: Shape = [
  ['success', 'true'],
  ['status', 'true'],
  ['message', 'string'],
  [
    'data',
    [
      [
        'reviews',
        [
          ['current_page', 'positive-int'],
          ['last_page', 'positive-int'],
          ['per_page', 'positive-int'],
          ['total', 'nonnegative-int'],
          ['data', { arrayOf: EVENT_REVIEW }],
        ],
      ],
      [
        'stats',
        [
          ['average_rating', 'number'],
          ['count', 'nonnegative-int'],
        ],
      ],
    ],
  ],
];

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/** The answer as `eventReviewsResponseSchema` reads it, or null where it would refuse it. */
export function readEventReviewsResponse(value: unknown): EventReviewsResponse | null {
  const read = readKind(value, EVENT_REVIEWS_RESPONSE);
  if (read === REFUSED) return null;
  const answer = read as EventReviewsResponse;
  const { reviews, stats } = answer.data;
  // `.min(REVIEWS.ratingMin).max(REVIEWS.ratingMax)` on a rating, `.min(0).max(REVIEWS.ratingMax)` on the average.
  if (!reviews.data.every((review) => inRange(review.rating, REVIEWS.ratingMin, REVIEWS.ratingMax)))
    return null;
  if (!inRange(stats.average_rating, 0, REVIEWS.ratingMax)) return null;
  return answer;
}
