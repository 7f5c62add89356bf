import { readTestimonialsResponse } from '@friendly/contracts/content-check';
import { useApiRead } from '../../../api/read';

/** GET /api/testimonials — what hosts say, shown on Home (spec 000 §2.5, §7). */
export const testimonialsKey = '/testimonials';

// Read without zod (content-check.ts, held to the schema): Home's first load stays off zod.
export const testimonialsRead = { check: readTestimonialsResponse };

export function useTestimonials() {
  return useApiRead(testimonialsKey, testimonialsRead);
}
