import { type ReferenceListResponse, referenceListResponseSchema } from '@friendly/contracts/reference';
import useSWR from 'swr';
import { apiRequest } from '../../../api/http';

/** GET /api/categories — the event form's categories (spec 001 §7). */
export const categoriesKey = '/categories';

export function useCategories() {
  return useSWR<ReferenceListResponse>(categoriesKey, (key: string) =>
    apiRequest(key, { schema: referenceListResponseSchema }),
  );
}
