import type { faqsResponseSchema } from '@friendly/contracts/content';
import useSWR from 'swr';

export type FaqsResponse = ReturnType<typeof faqsResponseSchema.parse>;

/** GET /api/faqs — the questions of Home's accordion (spec 000 §2.5, §7). */
export const faqsKey = '/faqs';

export function useFaqs() {
  return useSWR<FaqsResponse>(faqsKey);
}
