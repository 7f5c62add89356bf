import type { CmsPageResponse, Faq, Testimonial } from './content';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answers of the public content reads — GET /api/cms/{key}, /api/testimonials and
 * /api/faqs — checked without zod, so the first load of Home and the content pages does
 * not carry it (docs/decisions/085, 109). Each answers exactly what its schema in
 * `content.ts` answers — the same fields in the same order, unknown keys dropped, null
 * where the schema would refuse — which content-check.test.ts holds them to.
 */

export const CMS_PAGE_KEYS = ['home', 'terms-and-conditions', 'privacy-policy', 'refer-and-earn'] as const;

/** `cmsPageResponseSchema`, field for field. */
const CMS_PAGE_RESPONSE: Shape = [
  ['status', 'true'],
  [
    'data',
    [
      ['key', CMS_PAGE_KEYS],
      ['title', 'string'],
      ['content', 'string'],
      ['updated_at', 'string'],
    ],
  ],
];

/** `testimonialsResponseSchema`, field for field. */
const TESTIMONIALS_RESPONSE: Shape = [
  ['status', 'true'],
  [
    'data',
    {
      arrayOf: [
        ['id', 'int'],
        ['content', 'string'],
        ['name', 'string'],
        ['location', 'string'],
        ['avatar', 'string'],
      ],
    },
  ],
];

/** `faqsResponseSchema`, field for field. */
const FAQS_RESPONSE: Shape = [
  ['status', 'true'],
  [
    'data',
    {
      arrayOf: [
        ['id', 'int'],
        ['question', 'string'],
        ['answer', 'string'],
      ],
    },
  ],
];

const reader =
  <T>(shape: Shape) =>
  (value: unknown): T | null => {
    const read = readKind(value, shape);
    return read === REFUSED ? null : (read as T);
  };

export const readCmsPageResponse = reader<CmsPageResponse>(CMS_PAGE_RESPONSE);
export const readTestimonialsResponse = reader<{ status: true; data: Testimonial[] }>(TESTIMONIALS_RESPONSE);
export const readFaqsResponse = reader<{ status: true; data: Faq[] }>(FAQS_RESPONSE);
