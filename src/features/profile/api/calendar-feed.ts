import type { CalendarFeedResponse } from '@friendly/contracts/calendar';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { useApiRead } from '../../../api/read';

/** GET /api/user/calendar-feed — the host's private feed link, made on first ask (docs/decisions/150). */
export const calendarFeedKey = '/user/calendar-feed';

// The contract (and zod) load with the request: My Profile's form brings zod anyway.
const feedSchema = () => import('@friendly/contracts/calendar').then((m) => m.calendarFeedResponseSchema);

export function useCalendarFeed() {
  return useApiRead<CalendarFeedResponse>(calendarFeedKey, { schema: feedSchema });
}

/** POST /api/user/calendar-feed/rotate — a new link; the answer becomes the feed's entry. */
export function useRotateCalendarFeed() {
  return useApiMutation(
    calendarFeedKey,
    () => apiRequest('/user/calendar-feed/rotate', { method: 'POST', schema: feedSchema }),
    { populateCache: true },
  );
}
