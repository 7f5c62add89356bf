import { type EventsListResponse, eventsListResponseSchema } from '@friendly/contracts/event-views';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/events — the host's events (every status, by date) and `total_earning` (spec 001 §7). */
export const eventsKey = '/events';

export const getEvents = (key: string) => apiRequest(key, { schema: eventsListResponseSchema });

export function useEvents() {
  return useSWR<EventsListResponse>(eventsKey, getEvents);
}
