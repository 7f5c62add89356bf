import { CMS_PAGE_KEYS } from '@friendly/contracts/content-check';
import { cmsPageKey, cmsPageRead } from '../api/cms-page';
import type { AnswerReader } from '../api/read';
import { faqsKey, faqsRead } from '../features/home/api/get-faqs';
import { testimonialsKey, testimonialsRead } from '../features/home/api/get-testimonials';

/**
 * How each of the screens' first reads (first-reads.ts) is read when the router asks for
 * it early: through its endpoint's own reader, so the answer a screen takes over was
 * checked as its own request would have been (docs/decisions/109).
 */
export const FIRST_READ_READERS: Readonly<Record<string, AnswerReader<unknown>>> = {
  ...Object.fromEntries(CMS_PAGE_KEYS.map((key) => [cmsPageKey(key), cmsPageRead])),
  [testimonialsKey]: testimonialsRead,
  [faqsKey]: faqsRead,
};
