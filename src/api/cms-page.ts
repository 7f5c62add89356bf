import type { CmsPageKey, CmsPageResponse } from '@friendly/contracts/content';
import useSWR from 'swr';

/** GET /api/cms/{key} — title and content of a content page (spec 000 §2.7, §7). */
export const cmsPageKey = (key: CmsPageKey) => `/cms/${key}`;

export function useCmsPage(key: CmsPageKey) {
  return useSWR<CmsPageResponse>(cmsPageKey(key));
}
