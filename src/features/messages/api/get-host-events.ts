import { type EventsListResponse, eventsListResponseSchema } from '@friendly/contracts/event-views';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/**
 * GET /api/events, read here for which events may have a group room (spec 001 §3 'Event
 * (from lists for chat …)', §4 'Chat eligibility'). The same key as My Events, so one
 * answer serves both screens; by decision 059 it belongs in src/api/ once a second feature
 * reads it — see docs/decisions/095 for why it waits.
 */
export const hostEventsKey = '/events';

export const getHostEvents = (key: string) => apiRequest(key, { schema: eventsListResponseSchema });

export function useHostEvents() {
  return useSWR<EventsListResponse>(hostEventsKey, getHostEvents);
}
