import fc from 'fast-check';
import { describe, it } from 'vitest';
import { readEventReviewsResponse } from './event-reviews-check';
import { eventReviewsResponseSchema } from './reviews';
import {
  agreesWithSchema,
  oddValues,
  readsAsSchema,
  refusesAsSchema,
  withChanges,
} from './test-support/agrees-with-schema';

const review = {
  id: 4,
  rating: 5,
  comment: 'Felt like cooking at a friend’s place.',
  created_at: '2026-11-16T09:00:00.000Z',
  user: { id: 12, name: 'Amy Chen', profile_photo: '/media/avatars/12.webp' },
};
const page = { current_page: 1, last_page: 2, per_page: 10, total: 11, data: [review] };
const stats = { average_rating: 4.33, count: 11 };
const answer = {
  success: true,
  status: true,
  message: 'Reviews retrieved successfully.',
  data: { reviews: page, stats },
};
const withPage = (reviews: unknown) => ({ ...answer, data: { reviews, stats } });
const withStats = (changed: unknown) => ({ ...answer, data: { reviews: page, stats: changed } });
const withReview = (changed: unknown) => withPage({ ...page, data: [review, changed] });

/** Event details' reviews check without zod answers what the contract's schema answers (docs/decisions/085). */
describe('readEventReviewsResponse', () => {
  it('reads a valid answer as the schema does, in its order, dropping unknown keys', () => {
    readsAsSchema(readEventReviewsResponse, eventReviewsResponseSchema, [
      answer,
      { ...answer, extra: 1, data: { reviews: { ...page, x: 2 }, stats: { ...stats, y: 3 }, z: 4 } },
      withReview({ ...review, id: 5, rating: 1, user: { id: 13, name: null, profile_photo: null, w: 5 } }),
      withStats({ average_rating: 0, count: 0 }),
      withStats({ average_rating: 5, count: 1 }),
    ]);
  });

  it('refuses what the schema refuses', () => {
    refusesAsSchema(readEventReviewsResponse, eventReviewsResponseSchema, [
      null,
      [],
      { ...answer, success: false },
      { ...answer, status: undefined },
      withReview({ ...review, rating: 0 }),
      withReview({ ...review, rating: 6 }),
      withReview({ ...review, rating: 4.5 }),
      withReview({ ...review, user: { id: 13, name: 'Ben' } }),
      withStats({ average_rating: -0.5, count: 1 }),
      withStats({ average_rating: 5.01, count: 1 }),
      withStats({ average_rating: 4, count: -1 }),
      withPage({ ...page, current_page: 0 }),
      withPage({ ...page, data: undefined }),
    ]);
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = oddValues({ numbers: { min: -1, max: 7 } });
    const change = (base: object) => withChanges(base, odd);
    const nearAnswer = fc.oneof(
      change(answer),
      change(page).map(withPage),
      change(stats).map(withStats),
      change(review).map(withReview),
      change(review.user).map((user) => withReview({ ...review, user })),
    );
    agreesWithSchema(readEventReviewsResponse, eventReviewsResponseSchema, nearAnswer, { minAccepted: 30 });
  });
});
