import { readEventDetailResponse } from '@friendly/contracts/event-detail-check';
import { useApiRead } from '../../../api/read';

/** GET /api/event-detail/{id or slug} — one event as its creator reads it (spec 001 §7). */
export const eventDetailKey = (slug: string) => `/event-detail/${encodeURIComponent(slug)}`;

// Read without zod (event-detail-check.ts, held to the schema): Event details' first load
// stays off zod.
const eventDetailRead = { check: readEventDetailResponse };

export function useEventDetail(slug: string | undefined) {
  return useApiRead(slug ? eventDetailKey(slug) : null, eventDetailRead);
}
