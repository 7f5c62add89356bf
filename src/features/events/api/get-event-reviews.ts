import { readEventReviewsResponse } from '@friendly/contracts/event-reviews-check';
import { useApiRead } from '../../../api/read';

/** GET /api/user/events-reviews/{slug}?page=n — one page of an event's reviews and their stats (spec 001 §7). */
export const eventReviewsKey = (slug: string, page: number) =>
  `/user/events-reviews/${encodeURIComponent(slug)}?page=${page}`;

// Read without zod (event-reviews-check.ts): the reviews are on Event details' first load.
const eventReviewsRead = { check: readEventReviewsResponse };

/**
 * The page asked for; while the next page loads the previous one stays on screen
 * (`keepPreviousData`), so the list does not jump and paging stays where it was.
 */
export function useEventReviews(
  slug: string | undefined,
  page: number,
  options: { onError?: (error: unknown) => void } = {},
) {
  return useApiRead(slug ? eventReviewsKey(slug, page) : null, eventReviewsRead, {
    keepPreviousData: true,
    onError: options.onError,
  });
}
