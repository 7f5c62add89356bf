import { type EventDetailResponse, eventDetailResponseSchema } from '@friendly/contracts/event-views';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/event-detail/{id or slug} — one event as its creator reads it (spec 001 §7). */
export const eventDetailKey = (slug: string) => `/event-detail/${encodeURIComponent(slug)}`;

export const getEventDetail = (key: string) => apiRequest(key, { schema: eventDetailResponseSchema });

export function useEventDetail(slug: string | undefined) {
  return useSWR<EventDetailResponse>(slug ? eventDetailKey(slug) : null, getEventDetail);
}
