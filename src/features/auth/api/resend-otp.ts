import type { ResendOtpResponse } from '@friendly/contracts';
import { apiRequest } from '../../../api/http';

/** POST /api/resend-otp — sends a new code; refused with retry_after during the cooldown. */
export function resendOtp(slug: string) {
  return apiRequest<ResendOtpResponse>('/resend-otp', { json: { slug } });
}
