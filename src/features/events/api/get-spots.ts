import { referenceListResponseSchema } from '@friendly/contracts/reference';
import { useApiRead } from '../../../api/read';

/** GET /api/spots — the event form's spots (spec 001 §7). */
export const spotsKey = '/spots';

export function useSpots() {
  return useApiRead(spotsKey, { schema: referenceListResponseSchema });
}
