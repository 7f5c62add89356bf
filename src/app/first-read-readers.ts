import {
  CMS_PAGE_KEYS,
  readCmsPageResponse,
  readFaqsResponse,
  readTestimonialsResponse,
} from '@friendly/contracts/content-check';
import type { AnswerReader } from '../api/read';

/**
 * How each of the screens' first reads (first-reads.ts) is read when the router asks for
 * it early: through its endpoint's own reader, so the answer a screen takes over was
 * checked as its own request would have been (docs/decisions/109). The readers are named
 * here, not imported from the endpoint files, so the entry does not import the read hook
 * (see `preloadApiRead`); first-load.test.ts holds each to its endpoint's.
 */
export const FIRST_READ_READERS: Readonly<Record<string, AnswerReader<unknown>>> = {
  ...Object.fromEntries(CMS_PAGE_KEYS.map((key) => [`/cms/${key}`, { check: readCmsPageResponse }])),
  '/testimonials': { check: readTestimonialsResponse },
  '/faqs': { check: readFaqsResponse },
};
