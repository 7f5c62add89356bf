import type { JoinedEventsResponse } from '@friendly/contracts/event-views';

/** Spec 001 §4: an event counts while it is approved, active or pending. */
const BLOCKING_STATUSES = new Set(['approved', 'active', 'pending']);

/**
 * Whether the host has an active or pending upcoming event (spec 001 §4, §5): status
 * approved, active or pending, dated today or later. `today` is 'YYYY-MM-DD' in the host's zone.
 */
export function hasActiveOrPendingUpcomingEvent(answer: JoinedEventsResponse, today: string): boolean {
  return answer.data.some(
    (event) => BLOCKING_STATUSES.has(event.status.toLowerCase()) && event.date.slice(0, 10) >= today,
  );
}
