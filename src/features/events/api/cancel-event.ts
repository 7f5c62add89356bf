import type { EventDetailResponse, EventsListResponse } from '@friendly/contracts/event-views';
import { eventsKey } from '../../../api/host-events';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { withDetailCancelled, withEventCancelled } from '../event-view';
import { eventDetailKey } from './get-event-detail';

/**
 * POST /api/event-cancel/{id} with an empty body (spec 001 §7). On success the event shows
 * cancelled at once on My Events and on its details page (spec 001 §4), and both are
 * fetched again. Failures are thrown for the caller to word (spec 001 §8).
 */
export function useCancelEvent() {
  return useApiMutation(
    eventsKey,
    (eventId: number) =>
      apiRequest(`/event-cancel/${eventId}`, {
        method: 'POST',
        // The contract (and zod) loads with the request, not with My Events.
        schema: () => import('@friendly/contracts/event-views').then((m) => m.eventCancelResponseSchema),
      }),
    {
      populateCache: (answer, current?: EventsListResponse) =>
        (current && withEventCancelled(current, answer.data.id)) as EventsListResponse,
      revalidate: true,
      onSuccess: (answer, cache) =>
        void cache<EventDetailResponse>(
          eventDetailKey(answer.data.slug),
          (current) => current && withDetailCancelled(current),
          { revalidate: true },
        ),
    },
  );
}
