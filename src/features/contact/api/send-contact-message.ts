import { type ContactRequest, contactResponseSchema } from '@friendly/contracts/content';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/** POST /api/contact-us (spec 000 §7). Nothing cached depends on it. */
export const useSendContactMessage = () =>
  useApiMutation('/contact-us', (body: ContactRequest) =>
    apiRequest('/contact-us', { json: body, schema: contactResponseSchema }),
  );
