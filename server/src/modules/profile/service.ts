import {
  completeProfileFieldsSchema,
  issuesToFieldErrors,
  PROFILE_MESSAGES,
  PROFILE_PHOTO_RULES,
} from '@friendly/contracts';
import type { Deps } from '../../context';
import { inTransaction } from '../../db/client';
import { ConflictError, ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import { ImageRejectedError, PROFILE_PHOTO_IMAGE, processImage } from '../../lib/images';
import type { UploadRules } from '../../lib/uploads';
import { enforceSendLimit, type SendCodeDeps } from '../auth/otp';
import { pendingPhoneColumns } from '../users/columns';
import { resolvePhone } from '../users/phone';
import { isEmailTaken, lockUser, type UserChanges, type UserRow, updateUser } from '../users/repository';
import { sendPhoneChangeCode } from './phone-change';

/** The profile form's one file: a photo of at most 3 MB (docs/decisions/015). */
export const PROFILE_UPLOAD: UploadRules = {
  files: {
    profile_photo: {
      maxBytes: PROFILE_PHOTO_RULES.maxFileSize,
      maxCount: 1,
      tooLargeMessage: PROFILE_PHOTO_RULES.messages.tooLarge,
    },
  },
};

/** The form as read: its text fields, the photo (a staged file or bytes) and errors found while reading. */
export type ProfileSubmission = {
  fields: Record<string, unknown>;
  photo: string | Buffer | null;
  errors: Record<string, string[]>;
};

type ProfileInput = ReturnType<ReturnType<typeof completeProfileFieldsSchema>['parse']>;

/**
 * Which form was sent: My Profile sends `email` (required once the profile is complete);
 * the Complete Host Profile form has no such field (spec 000 §2.10–2.11). Judged by the
 * form, not by whether the profile is complete yet: a completion sent twice — a retry, a
 * double submit, two at once — is the same form each time, and the copy that arrives after
 * another was stored must not be refused as a My Profile without its email
 * (docs/decisions/107).
 */
const sendsEmail = (submission: ProfileSubmission) => Object.hasOwn(submission.fields, 'email');

/** Every rule the fields and the photo break, at once; the photo is re-encoded on the way. */
async function validate(user: UserRow, submission: ProfileSubmission) {
  const parsed = completeProfileFieldsSchema({
    emailRequired: user.isProfileCompleted && sendsEmail(submission),
  }).safeParse(submission.fields);
  const errors = {
    ...(parsed.success ? {} : issuesToFieldErrors(parsed.error.issues)),
    ...submission.errors,
  };
  let photo: Buffer | null = null;
  if (submission.photo && !errors.profile_photo) {
    try {
      const [encoded] = await processImage(submission.photo, PROFILE_PHOTO_IMAGE);
      photo = encoded!.bytes;
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      errors.profile_photo = [PROFILE_MESSAGES.photoType];
    }
  }
  const firstError = Object.values(errors)[0]?.[0];
  if (!parsed.success || firstError) {
    throw new ValidationError(firstError ?? PROFILE_MESSAGES.fixValidationErrors, { errors });
  }
  return { input: parsed.data, photo };
}

/** The number and e-mail must be the host's to use. */
async function checkOwnership(deps: Pick<Deps, 'db'>, user: UserRow, input: ProfileInput) {
  const phone = await resolvePhone(
    deps.db,
    {
      phone: input.phone,
      country_code: input.country_code,
      country_id: input.country_id ?? user.countryId ?? 0,
      iso_code: input.iso_code,
    },
    { country: PROFILE_MESSAGES.countryCode, phone: PROFILE_MESSAGES.phoneInvalid },
  );
  const email = input.email ? input.email.toLowerCase() : null;
  if (email && (await isEmailTaken(deps.db, email, user.id))) {
    throw new ConflictError(PROFILE_MESSAGES.emailTaken, {
      errors: { email: [PROFILE_MESSAGES.emailTaken] },
    });
  }
  return { phone, email };
}

/** What the form changes, judged against the row as locked: two submits at once agree. */
function profileChanges(
  user: UserRow,
  input: ProfileInput,
  email: { sent: boolean; value: string | null },
  now: Date,
): UserChanges {
  return {
    name: input.name,
    location: input.location,
    city: input.city || input.location.split(',')[0]!.trim(),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    bio: input.bio,
    // A form without the field (Complete Host Profile) keeps the stored email.
    ...(email.sent ? { email: email.value } : {}),
    ...(user.isProfileCompleted ? {} : { isProfileCompleted: true, profileCompletedAt: now }),
    // A declined host who edits the profile is put back in the review queue.
    ...(user.hostStatus === 'rejected' ? { hostStatus: 'pending', hostStatusReason: null } : {}),
    updatedAt: now,
  };
}

/**
 * Complete Profile and My Profile (spec 000 §2.9–2.10): validate → check the number and
 * e-mail → start a phone change → store the photo → update → drop the replaced photo.
 * A new number is a pending change: its code is sent before anything is stored, so a
 * refusal (taken, cooldown, hourly cap) changes nothing (docs/decisions/060).
 */
export async function completeProfile(
  deps: SendCodeDeps & Pick<Deps, 'config'>,
  user: UserRow,
  submission: ProfileSubmission,
  ip: string,
) {
  const { input, photo } = await validate(user, submission);
  const { phone, email } = await checkOwnership(deps, user, input);

  const phoneChanged = phone.e164 !== user.phoneE164;
  let retryAfter: number | null = null;
  if (phoneChanged) {
    await enforceSendLimit(deps, ip);
    retryAfter = await sendPhoneChangeCode(deps, user, phone, ip);
  }

  const { storage } = deps.providers;
  const photoKey = photo ? `profile-photos/${randomToken(16)}.webp` : null;
  if (photoKey && photo) await storage.put(photoKey, photo, 'image/webp');

  const now = deps.clock();
  let replacedPhotoKey: string | null = null;
  let updated: UserRow;
  try {
    updated = await inTransaction(deps.db, async (db) => {
      // Read the photo being replaced under the row lock: with two uploads at once, each
      // deletes exactly the file it replaced, and no file is left behind.
      const current = (await lockUser(db, user.id)) ?? user;
      replacedPhotoKey = photoKey ? (current.profilePhotoKey ?? null) : null;
      const row = await updateUser(db, user.id, {
        ...profileChanges(current, input, { sent: sendsEmail(submission), value: email }, now),
        ...(photoKey ? { profilePhotoKey: photoKey } : {}),
        ...(phoneChanged ? pendingPhoneColumns(phone, now) : {}),
      });
      return row!;
    });
  } catch (error) {
    if (photoKey) await storage.delete(photoKey).catch(() => undefined);
    throw error;
  }
  if (replacedPhotoKey) await storage.delete(replacedPhotoKey).catch(() => undefined);
  return { user: updated, phoneChanged, retryAfter };
}
