import { z } from 'zod';
import { userProfileSchema } from './auth';
import { GENERIC_MESSAGES, LIMITS } from './constants';
import {
  coordinateField as coordinate,
  dialCodeField,
  filePart,
  INPUT_MESSAGES,
  idField,
  phoneField,
  textField,
  toTrimmedText,
} from './fields';

/** Exact messages of the host profile and My Profile forms (spec 000 §5, §8). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Full name is required.',
  nameTooShort: 'Full name must be at least 2 characters long.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  cityRequired: 'City is required.',
  cityNotPicked: 'Please select a city from the dropdown suggestions.',
  bioRequired: 'Bio is required.',
  bioTooShort: 'Bio must be at least 10 characters long.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  fixValidationErrors: GENERIC_MESSAGES.fixValidationErrors,
  photoType: 'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
  photoSize: 'Image should be under 3 MB.',
  updated: 'Profile updated successfully!',
  unexpected: 'An unexpected error occurred.',
  // Ours (docs/decisions/014).
  nameTooLong: 'Full name may not be longer than 100 characters.',
  bioTooLong: 'Bio may not be longer than 1000 characters.',
  emailTaken: 'This email address is already used by another account.',
  countryCode: 'Please select a country code.',
  phoneChangePending: 'Profile updated. We sent a code to your new number: enter it to finish the change.',
} as const;

/**
 * The text fields of POST /api/complete-profile (multipart). `email` is required once the
 * profile has been completed (My Profile); the server passes `emailRequired` accordingly.
 */
const PLACE_KEYS = ['location', 'city', 'latitude', 'longitude'] as const;

export function completeProfileFieldsSchema(options: { emailRequired: boolean }) {
  return z
    .object({
      name: textField({
        required: PROFILE_MESSAGES.nameRequired,
        min: LIMITS.nameMin,
        tooShort: PROFILE_MESSAGES.nameTooShort,
        max: 100,
        tooLong: PROFILE_MESSAGES.nameTooLong,
        kind: 'name',
      }),
      phone: phoneField({ required: PROFILE_MESSAGES.phoneRequired, invalid: PROFILE_MESSAGES.phoneInvalid }),
      country_code: dialCodeField(PROFILE_MESSAGES.countryCode),
      country_id: idField(PROFILE_MESSAGES.countryCode).optional(),
      iso_code: z
        .string({ error: PROFILE_MESSAGES.countryCode })
        .max(8, { error: PROFILE_MESSAGES.countryCode, abort: true })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, PROFILE_MESSAGES.countryCode)
        .optional(),
      location: textField({
        required: PROFILE_MESSAGES.cityRequired,
        max: 200,
        tooLong: PROFILE_MESSAGES.cityRequired,
      }),
      city: textField({
        required: PROFILE_MESSAGES.cityRequired,
        max: 120,
        tooLong: PROFILE_MESSAGES.cityRequired,
      }).optional(),
      latitude: coordinate(-90, 90),
      longitude: coordinate(-180, 180),
      bio: textField({
        required: PROFILE_MESSAGES.bioRequired,
        min: LIMITS.bioMin,
        tooShort: PROFILE_MESSAGES.bioTooShort,
        max: 1000,
        tooLong: PROFILE_MESSAGES.bioTooLong,
        kind: 'multi-line',
      }),
      email: z.preprocess(
        toTrimmedText,
        z.string({ error: INPUT_MESSAGES.notText }).superRefine((value, ctx) => {
          if (value.length === 0) {
            if (options.emailRequired)
              ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.emailRequired });
          } else if (value.length > 254 || !z.email().safeParse(value).success) {
            ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.emailInvalid });
          }
        }),
      ),
    })
    .refine(
      // A city typed without picking a suggestion has no coordinates (spec 000 §4).
      (value) => !(value.location && (value.latitude === undefined || value.longitude === undefined)),
      {
        path: ['location'],
        message: PROFILE_MESSAGES.cityNotPicked,
        // Checked whenever the place itself is readable, also while other fields are
        // not, so a form shows this message together with the others.
        when: (payload) =>
          !payload.issues.some((issue) => PLACE_KEYS.includes(String(issue.path?.[0]) as never)),
      },
    );
}
export type CompleteProfileFields = z.input<ReturnType<typeof completeProfileFieldsSchema>>;

/** Documents the multipart body for the OpenAPI reference. */
export const completeProfileMultipartSchema = z.object({
  name: z.string(),
  phone: z.string(),
  country_code: z.string(),
  country_id: z.string().optional(),
  iso_code: z.string().optional(),
  location: z.string(),
  city: z.string().optional(),
  latitude: z.string(),
  longitude: z.string(),
  bio: z.string(),
  email: z.string().optional().describe('Required on My Profile (once the profile is complete)'),
  profile_photo: filePart(
    `JPEG, PNG or WebP (judged by its bytes), at most ${LIMITS.profilePhotoMaxBytes / 1024 / 1024} MB; re-encoded without metadata`,
  ).optional(),
});

export const completeProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  user: userProfileSchema,
  phone_verification_required: z
    .boolean()
    .describe(
      'True when a new number was asked for: a code was sent to it and the change waits in user.pending_phone (docs/decisions/060)',
    ),
  retry_after: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('With phone_verification_required: seconds until another code may be sent'),
  user_slug: z.string(),
});
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;
