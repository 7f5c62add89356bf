import { resendOtpResponseSchema } from '@friendly/contracts/auth';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

/** POST /api/resend-otp — sends a new code; refused with retry_after during the cooldown. */
export const useResendOtp = () =>
  useApiMutation('/resend-otp', (body: { slug: string }) =>
    apiRequest('/resend-otp', { json: body, schema: resendOtpResponseSchema }),
  );
