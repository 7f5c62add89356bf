import { type AgeGroupsResponse, ageGroupsResponseSchema } from '@friendly/contracts/reference';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/event-ages — the event form's age groups (spec 001 §7). */
export const eventAgesKey = '/event-ages';

export function useEventAges() {
  return useSWR<AgeGroupsResponse>(eventAgesKey, (key: string) =>
    apiRequest(key, { schema: ageGroupsResponseSchema }),
  );
}
