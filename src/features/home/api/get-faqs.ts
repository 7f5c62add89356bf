import { readFaqsResponse } from '@friendly/contracts/content-check';
import { useApiRead } from '../../../api/read';

/** GET /api/faqs — the questions of Home's accordion (spec 000 §2.5, §7). */
export const faqsKey = '/faqs';

// Read without zod (content-check.ts, held to the schema): Home's first load stays off zod.
export const faqsRead = { check: readFaqsResponse };

export function useFaqs() {
  return useApiRead(faqsKey, faqsRead);
}
