import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { dialCodeField, idField, phoneField, timestampSchema, toTrimmedText } from './fields';
import { HOST_STATUSES, USER_ROLES } from './user-check';

/** Who an account is (USER_ROLES, in user-check.ts): a host (this web app) or a guest (the mobile app). */
export { HOST_STATUSES, USER_ROLES } from './user-check';
/** Exact client-facing messages for sign-up, login and verification: auth-messages.ts, zod-free. */
export { AUTH_MESSAGES };
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The message for a number whose account has the other role. */
export function otherRoleMessage(accountRole: UserRole) {
  return accountRole === 'host' ? AUTH_MESSAGES.hostAccount : AUTH_MESSAGES.guestAccount;
}

/** The seconds left before another code may be sent, e.g. 'Please wait 42 seconds…'. */
export function cooldownMessage(seconds: number) {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}

export function hourlyLimitMessage(minutes: number) {
  return `Too many codes were sent to this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

// ── Countries ────────────────────────────────────────────────────────────────────────────
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  name: z.string(),
  isd_code: z.string().describe("Dial code with a plus, e.g. '+61'"),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.object({
  status: z.literal(true),
  countries: z.array(countrySchema),
});
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

// ── Register / login ────────────────────────────────────────────────────────────────────
const roleField = z.preprocess(toTrimmedText, z.enum(USER_ROLES, { error: AUTH_MESSAGES.invalidRole }));
const isoCodeField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string({ error: message })
      .regex(/^[A-Z]{2}$/, message)
      .optional(),
  );

export const loginRequestSchema = z.object({
  country_code: dialCodeField(AUTH_MESSAGES.selectCountryCode),
  phone: phoneField({ required: AUTH_MESSAGES.loginPhoneRequired, invalid: AUTH_MESSAGES.loginPhoneInvalid }),
  role: roleField,
  country_id: idField(AUTH_MESSAGES.selectCountryCode),
  iso_code: isoCodeField(AUTH_MESSAGES.selectCountryCode),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  country_code: dialCodeField(AUTH_MESSAGES.selectCountryCode),
  phone: phoneField({
    required: AUTH_MESSAGES.registerPhoneRequired,
    invalid: AUTH_MESSAGES.registerPhoneInvalid,
  }),
  role: roleField,
  country_id: idField(AUTH_MESSAGES.selectCountryCode),
  iso_code: isoCodeField(AUTH_MESSAGES.selectCountryCode),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Answer to register, login: the code was sent (or one sent moments ago is still valid). */
export const codeSentResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user_slug: z.string(),
  retry_after: z.number().int().nonnegative().describe('Seconds until another code may be requested'),
  verification_token: z
    .string()
    .describe(
      'Short-lived secret of this sign-in: send it as X-Verification-Token to get-user (full number) and in the body of update-phone',
    ),
  verification_expires_at: timestampSchema,
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

// ── Verification ─────────────────────────────────────────────────────────────────────────
/** Slugs are ours: letters and digits. Anything else is not a link we sent. */
const slugField = z.preprocess(
  toTrimmedText,
  z
    .string({ error: AUTH_MESSAGES.invalidVerificationLink })
    .min(1, { error: AUTH_MESSAGES.invalidVerificationLink, abort: true })
    .max(64, { error: AUTH_MESSAGES.invalidVerificationLink, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, AUTH_MESSAGES.invalidVerificationLink),
);

export const getUserQuerySchema = z.object({ slug: slugField });

/** The header that carries register/login's `verification_token` to get-user. */
export const VERIFICATION_TOKEN_HEADER = 'x-verification-token';

const verificationTokenField = z
  .string({ error: AUTH_MESSAGES.verificationExpired })
  .min(1, AUTH_MESSAGES.verificationExpired)
  .max(128, AUTH_MESSAGES.verificationExpired);

export const getUserHeadersSchema = z.object({ [VERIFICATION_TOKEN_HEADER]: z.string().max(128).optional() });

export const verificationUserSchema = z.object({
  slug: z.string(),
  phone: z
    .string()
    .describe(
      'National number, digits only, with a valid X-Verification-Token; otherwise masked (all but the last 3 digits as •)',
    ),
  phone_masked: z.boolean().describe('True when the number is masked (no valid verification token)'),
  can_edit_phone: z
    .boolean()
    .describe('True while the number may be corrected: never verified and a valid verification token'),
  country_code: z.string(),
  country_id: z.number().int().nullable(),
  iso_code: z.string().nullable(),
  is_verified: z.boolean(),
  resend_available_in: z.number().int().nonnegative().describe('Seconds until Resend Code may be used'),
});
export const getUserResponseSchema = z.object({ status: z.literal(true), data: verificationUserSchema });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

const otpField = z.preprocess(
  toTrimmedText,
  z.string({ error: AUTH_MESSAGES.otpIncomplete }).regex(/^\d{6}$/, AUTH_MESSAGES.otpIncomplete),
);

export const verifyOtpRequestSchema = z.object({
  slug: slugField,
  otp: otpField,
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const resendOtpRequestSchema = z.object({ slug: slugField });
export const resendOtpResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  retry_after: z.number().int().nonnegative(),
});
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

export const updatePhoneRequestSchema = z.object({
  slug: slugField,
  verification_token: verificationTokenField,
  phone: phoneField({ required: AUTH_MESSAGES.newPhoneRequired, invalid: AUTH_MESSAGES.newPhoneInvalid }),
  country_code: dialCodeField(AUTH_MESSAGES.selectCountry),
  country_id: idField(AUTH_MESSAGES.selectCountry),
  iso_code: isoCodeField(AUTH_MESSAGES.invalidCountry),
  role: roleField.optional(),
});
export type UpdatePhoneRequest = z.input<typeof updatePhoneRequestSchema>;
export const updatePhoneResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  phone: z.string(),
  country_code: z.string(),
  country_id: z.number().int(),
  iso_code: z.string(),
  retry_after: z.number().int().nonnegative(),
});
export type UpdatePhoneResponse = z.infer<typeof updatePhoneResponseSchema>;

// ── The signed-in host ───────────────────────────────────────────────────────────────────
export const hostStatusSchema = z.enum(HOST_STATUSES);
export type HostStatus = z.infer<typeof hostStatusSchema>;

/** A new number waiting for its code (docs/decisions/060); the old one works until then. */
export const pendingPhoneSchema = z.object({
  phone: z.string(),
  country_code: z.string(),
  country_id: z.number().int().nullable(),
  iso_code: z.string().nullable(),
  requested_at: timestampSchema,
});
export type PendingPhone = z.infer<typeof pendingPhoneSchema>;

/** The user / host profile of spec 000 §3 plus the local-user fields of 001 §3. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  role: userRoleSchema,
  phone: z.string(),
  country_code: z.string(),
  country_id: z.number().int().nullable(),
  iso_code: z.string().nullable(),
  is_verified: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  profile_photo: z.string().nullable().describe('URL of the photo, or null for the default avatar'),
  host_status: hostStatusSchema,
  is_profile_completed: z.boolean(),
  stripe_account_id: z.string().nullable(),
  stripe_onboarding_completed: z.boolean(),
  has_stripe_account: z.boolean(),
  // Ours: new events' currency, the payment account's (docs/decisions/134); optional for stored user_data.
  payout_currency: z.string().optional(),
  created_at: timestampSchema,
  pending_phone: pendingPhoneSchema.nullable().describe('A phone change waiting for its code, if any'),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const verifyOtpResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  token: z.string().describe('Bearer token (JWT, HS256) for the Authorization header'),
  token_expires_at: timestampSchema,
  data: userProfileSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const userResponseSchema = z.object({ status: z.literal(true), data: userProfileSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const verifyTokenResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
export const logoutResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

// ── A signed-in host changes the number (docs/decisions/060) ─────────────────────────────
export const phoneChangeVerifyRequestSchema = z.object({
  otp: otpField,
});
export type PhoneChangeVerifyRequest = z.input<typeof phoneChangeVerifyRequestSchema>;

export const phoneChangeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: userProfileSchema,
});
export type PhoneChangeResponse = z.infer<typeof phoneChangeResponseSchema>;
