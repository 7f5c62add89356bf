import type { GetUserResponse, UpdatePhoneRequest, UpdatePhoneResponse } from '@friendly/contracts';
import * as React from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { verificationUserKey } from './get-user';

/** POST /api/update-phone — replaces an unverified number and sends a code to it. */
export function updatePhone(request: UpdatePhoneRequest & { slug: string }) {
  return apiRequest<UpdatePhoneResponse>('/update-phone', { json: request });
}

/** updatePhone, then the verification screen's user is updated in place from the answer. */
export function useUpdatePhone() {
  const { mutate } = useSWRConfig();
  return React.useCallback(
    async (request: UpdatePhoneRequest & { slug: string }) => {
      const answer = await updatePhone(request);
      await mutate<GetUserResponse>(
        verificationUserKey(request.slug),
        (current) =>
          current && {
            ...current,
            data: {
              ...current.data,
              phone: answer.phone,
              country_code: answer.country_code,
              country_id: answer.country_id,
              iso_code: answer.iso_code,
              resend_available_in: answer.retry_after,
            },
          },
        { revalidate: false },
      );
      return answer;
    },
    [mutate],
  );
}
