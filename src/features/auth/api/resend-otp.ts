import { type ResendOtpResponse, resendOtpResponseSchema } from '@friendly/contracts/auth';
import { usePost } from '../../../api/post';

/** POST /api/resend-otp — sends a new code; refused with retry_after during the cooldown. */
export const useResendOtp = () =>
  usePost<{ slug: string }, ResendOtpResponse>('/resend-otp', resendOtpResponseSchema);
