import { type HostReviewSort, hostReviewsResponseSchema, REVIEWS } from '@friendly/contracts/reviews';
import { useApiRead } from '../../../api/read';

/** GET /api/events/host-reviews?page&per_page&sort — one page of the reviews of the host's events (spec 001 §7). */
export const hostReviewsKey = (page: number, sort: HostReviewSort, perPage: number = REVIEWS.hostPerPage) =>
  `/events/host-reviews?page=${page}&per_page=${perPage}&sort=${sort}`;

const hostReviewsRead = { schema: hostReviewsResponseSchema };

/** The page and order asked for; the previous answer stays on screen while the next one loads. */
export function useHostReviews(page: number, sort: HostReviewSort) {
  return useApiRead(hostReviewsKey(page, sort), hostReviewsRead, { keepPreviousData: true });
}
