import type { EventDetailResponse } from '@friendly/contracts/event-views';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/event-detail/{id or slug} — one event as its creator reads it (spec 001 §7). */
export const eventDetailKey = (slug: string) => `/event-detail/${encodeURIComponent(slug)}`;

// The contract (and zod) loads with the request: My Events, which imports the key, stays off zod.
export const getEventDetail = (key: string) =>
  apiRequest(key, {
    schema: () => import('@friendly/contracts/event-views').then((m) => m.eventDetailResponseSchema),
  });

export function useEventDetail(slug: string | undefined) {
  return useSWR<EventDetailResponse>(slug ? eventDetailKey(slug) : null, getEventDetail);
}
