import { ageGroupsResponseSchema } from '@friendly/contracts/reference';
import { useApiRead } from '../../../api/read';

/** GET /api/event-ages — the event form's age groups (spec 001 §7). */
export const eventAgesKey = '/event-ages';

export function useEventAges() {
  return useApiRead(eventAgesKey, { schema: ageGroupsResponseSchema });
}
