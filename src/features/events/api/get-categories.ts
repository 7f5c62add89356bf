import { referenceListResponseSchema } from '@friendly/contracts/reference';
import { useApiRead } from '../../../api/read';

/** GET /api/categories — the event form's categories (spec 001 §7). */
export const categoriesKey = '/categories';

export function useCategories() {
  return useApiRead(categoriesKey, { schema: referenceListResponseSchema });
}
