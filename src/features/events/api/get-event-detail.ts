import { useApiRead } from '../../../api/read';

/** GET /api/event-detail/{id or slug} — one event as its creator reads it (spec 001 §7). */
export const eventDetailKey = (slug: string) => `/event-detail/${encodeURIComponent(slug)}`;

// The contract (and zod) loads with the request: My Events, which imports the key, stays off zod.
const eventDetailRead = {
  schema: () => import('@friendly/contracts/event-views').then((m) => m.eventDetailResponseSchema),
};

export function useEventDetail(slug: string | undefined) {
  return useApiRead(slug ? eventDetailKey(slug) : null, eventDetailRead);
}
