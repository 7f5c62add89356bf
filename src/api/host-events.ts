import { readEventsListResponse } from '@friendly/contracts/event-list-check';
import { useApiRead } from './read';

/**
 * GET /api/events — the host's events (every status, by date) and `total_earning` (spec 001
 * §7). Read by My Events and by Messages (which events may have a group room, §4 'Chat
 * eligibility'), so it lives here (docs/decisions/059), under one key for both.
 */
export const eventsKey = '/events';

// Read without zod (event-list-check.ts, held to the schema): My Events' first load stays off zod.
const eventsRead = { check: readEventsListResponse };

export function useEvents() {
  return useApiRead(eventsKey, eventsRead);
}
