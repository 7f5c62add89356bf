import type { testimonialsResponseSchema } from '@friendly/contracts/content';
import useSWR from 'swr';

export type TestimonialsResponse = ReturnType<typeof testimonialsResponseSchema.parse>;

/** GET /api/testimonials — what hosts say, shown on Home (spec 000 §2.5, §7). */
export const testimonialsKey = '/testimonials';

export function useTestimonials() {
  return useSWR<TestimonialsResponse>(testimonialsKey);
}
