import { type ContactRequest, contactResponseSchema } from '@friendly/contracts';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/contact-us (spec 000 §7). Nothing cached depends on it: no key is
 * revalidated.
 */
export function useSendContactMessage() {
  return useSWRMutation(
    '/contact-us',
    (path: string, { arg }: { arg: ContactRequest }) =>
      apiRequest(path, { json: arg, schema: contactResponseSchema }),
    { revalidate: false },
  );
}
