import {
  CMS_PAGE_KEYS,
  readCmsPageResponse,
  readFaqsResponse,
  readTestimonialsResponse,
} from '@friendly/contracts/content-check';
import { readEventsListResponse } from '@friendly/contracts/event-list-check';
import type { Check } from '../api/http';

/**
 * How each of the screens' first reads (first-reads.ts) is checked when the router asks for
 * it early: with its endpoint's own check, so the answer a screen takes over was read as its
 * own request would have read it (docs/decisions/109). Loaded by the router with the first
 * read that needs it, so the checks stay out of the entry; first-load.test.ts holds each to
 * its endpoint's reader.
 */
export const FIRST_READ_CHECKS: Readonly<Record<string, Check<unknown>>> = {
  ...Object.fromEntries(CMS_PAGE_KEYS.map((key) => [`/cms/${key}`, readCmsPageResponse])),
  '/testimonials': readTestimonialsResponse,
  '/faqs': readFaqsResponse,
  '/events': readEventsListResponse,
};
