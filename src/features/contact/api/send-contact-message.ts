import type { ContactRequest, contactResponseSchema } from '@friendly/contracts';
import { apiRequest } from '../../../api/http';

export type ContactResponse = ReturnType<typeof contactResponseSchema.parse>;

/**
 * POST /api/contact-us (spec 000 §7). Nothing cached depends on it, so it revalidates
 * no SWR key.
 */
export function sendContactMessage(message: ContactRequest) {
  return apiRequest<ContactResponse>('/contact-us', { json: message });
}
