import {
  type GetUserResponse,
  type UpdatePhoneRequest,
  type UpdatePhoneResponse,
  updatePhoneResponseSchema,
} from '@friendly/contracts/auth';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { verificationUserKey } from './get-user';

/**
 * POST /api/update-phone — replaces an unverified number and sends a code to it; the
 * verification screen's user takes the new number from the answer.
 */
export function useUpdatePhone(slug: string) {
  return useApiMutation(
    verificationUserKey(slug),
    (body: UpdatePhoneRequest) =>
      apiRequest('/update-phone', { json: body, schema: updatePhoneResponseSchema }),
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
    },
  );
}
