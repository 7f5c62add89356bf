/**
 * Reviews' numbers apart from their schemas, so the Event details screen's reviews read
 * them without zod (docs/decisions/085). `reviews.ts` re-exports them.
 */
export const REVIEWS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMax: 1000,
  /** Ours: a guest may review an event from its end until this many days after it. */
  windowDays: 30,
  /** Ours: the event details page's review page (the spec leaves it to the server). */
  eventPerPage: 10,
  /** Spec 001 §9: the host's review list defaults to 10 a page. */
  hostPerPage: 10,
} as const;
