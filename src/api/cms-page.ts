import type { CmsPageKey } from '@friendly/contracts/content';
import { readCmsPageResponse } from '@friendly/contracts/content-check';
import { useApiRead } from './read';

/** GET /api/cms/{key} — title and content of a content page (spec 000 §2.7, §7). */
export const cmsPageKey = (key: CmsPageKey) => `/cms/${key}`;

// Read without zod (content-check.ts, held to the schema): Home's first load stays off zod.
export const cmsPageRead = { check: readCmsPageResponse };

export function useCmsPage(key: CmsPageKey) {
  return useApiRead(cmsPageKey(key), cmsPageRead);
}
