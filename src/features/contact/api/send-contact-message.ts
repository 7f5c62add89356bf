import { type ContactRequest, contactResponseSchema } from '@friendly/contracts/content';
import type { z } from 'zod';
import { usePost } from '../../../api/post';

/** POST /api/contact-us (spec 000 §7). Nothing cached depends on it. */
export const useSendContactMessage = () =>
  usePost<ContactRequest, z.output<typeof contactResponseSchema>>('/contact-us', contactResponseSchema);
