import { type ReferenceListResponse, referenceListResponseSchema } from '@friendly/contracts/reference';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/spots — the event form's spots (spec 001 §7). */
export const spotsKey = '/spots';

export function useSpots() {
  return useSWR<ReferenceListResponse>(spotsKey, (key: string) =>
    apiRequest(key, { schema: referenceListResponseSchema }),
  );
}
