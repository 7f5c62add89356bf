import {
  CMS_PAGE_KEYS,
  readCmsPageResponse,
  readFaqsResponse,
  readTestimonialsResponse,
} from '@friendly/contracts/content-check';
import type { Check } from '../api/http';

/**
 * How the content pages' first reads (first-reads.ts) are checked when the router asks for
 * them early: with their endpoints' own checks, so the answer a screen takes over was read
 * as its own request would have read it (docs/decisions/109). Loaded by the router with the
 * first read that needs it, so the checks stay out of the entry; the signed-in screens'
 * checks load one by one (router.tsx, `firstReadCheck`). first-load.test.ts holds each to
 * its endpoint's reader.
 */
export const FIRST_READ_CHECKS: Readonly<Record<string, Check<unknown>>> = {
  ...Object.fromEntries(CMS_PAGE_KEYS.map((key) => [`/cms/${key}`, readCmsPageResponse])),
  '/testimonials': readTestimonialsResponse,
  '/faqs': readFaqsResponse,
};
