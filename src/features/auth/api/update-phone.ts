import {
  type GetUserResponse,
  type UpdatePhoneRequest,
  type UpdatePhoneResponse,
  updatePhoneResponseSchema,
} from '@friendly/contracts/auth';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { verificationUserKey } from './get-user';

/**
 * POST /api/update-phone — replaces an unverified number and sends a code to it; the
 * verification screen's user takes the new number from the answer.
 */
export function useUpdatePhone(slug: string) {
  return useSWRMutation(
    verificationUserKey(slug),
    (_key: string, { arg }: { arg: UpdatePhoneRequest }) =>
      apiRequest('/update-phone', { json: arg, schema: updatePhoneResponseSchema }),
    {
      populateCache: (answer: UpdatePhoneResponse, current?: GetUserResponse) =>
        (current && {
          ...current,
          data: {
            ...current.data,
            phone: answer.phone,
            country_code: answer.country_code,
            country_id: answer.country_id,
            iso_code: answer.iso_code,
            resend_available_in: answer.retry_after,
          },
        }) as GetUserResponse,
      revalidate: false,
    },
  );
}
