import multipart from '@fastify/multipart';
import {
  AUTH_MESSAGES,
  completeProfileFieldsSchema,
  completeProfileMultipartSchema,
  completeProfileResponseSchema,
  GENERIC_MESSAGES,
  issuesToFieldErrors,
  LIMITS,
  PROFILE_MESSAGES,
  phoneChangeResponseSchema,
  phoneChangeVerifyRequestSchema,
  resendOtpResponseSchema,
} from '@friendly/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import { enforceCheckLimit, enforceSendLimit } from '../auth/otp';
import { resolvePhone } from '../auth/service';
import { requireAuth, type UserRow } from '../auth/tokens';
import { toUserProfile } from '../auth/user-profile';
import {
  cancelPhoneChange,
  confirmPhoneChange,
  pendingPhoneColumns,
  resendPhoneChangeCode,
  sendPhoneChangeCode,
} from './phone-change';
import { reencodePhoto, sniffImageType } from './photo';

/** Requests above this are refused with 413 before a byte is read (docs/decisions/015). */
export const PROFILE_REQUEST_MAX_BYTES = 8 * 1024 * 1024;

type Photo = { bytes: Buffer; truncated: boolean };

/** Stands in for a multipart field cut at the size limit: too long for any field's rule. */
const TRUNCATED = 'x'.repeat(20_000);

/**
 * A multipart body that cannot be read (cut short, no boundary, a malformed part) is the
 * client's error: 400 in the spec's shape. Limits keep their own status (413).
 */
function multipartError(error: unknown) {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(
      status,
      status === 413 ? GENERIC_MESSAGES.payloadTooLarge : GENERIC_MESSAGES.badForm,
    );
  }
  return new HttpError(400, GENERIC_MESSAGES.badForm);
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LIMITS.profilePhotoMaxBytes, files: 2, fields: 30, fieldSize: 16_384, parts: 40 },
  });

  app.post(
    '/complete-profile',
    {
      onRequest: [
        async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > PROFILE_REQUEST_MAX_BYTES) throw new HttpError(413, GENERIC_MESSAGES.payloadTooLarge);
        },
        app.authenticate,
      ],
      schema: {
        tags: ['profile'],
        summary: 'Complete or update the host profile (multipart/form-data; JSON without a photo also works)',
        consumes: ['multipart/form-data', 'application/json'],
        security: [{ bearerAuth: [] }],
        description: `Fields: ${Object.keys(completeProfileMultipartSchema.shape).join(', ')}. The photo is checked by its bytes (JPEG, PNG, WebP), must be at most 3 MB, and is re-encoded without metadata.`,
        response: { 200: completeProfileResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const fields: Record<string, unknown> = {};
      let photo: Photo | null = null;

      if (request.isMultipart()) {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              // An empty file input arrives as a part with no bytes: no new photo.
              if (part.fieldname === 'profile_photo' && bytes.length > 0) {
                photo = { bytes, truncated: part.file.truncated };
              }
            } else if (!(part.fieldname in fields)) {
              // A value cut at the field size limit is refused, never stored shortened.
              fields[part.fieldname] = part.valueTruncated ? TRUNCATED : part.value;
            }
          }
        } catch (error) {
          throw multipartError(error);
        }
      } else if (request.body && typeof request.body === 'object') {
        // JSON values keep their types: `name: true` is not the text "true".
        for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
          if (value !== null && value !== undefined) fields[key] = value;
        }
      }

      const parsed = completeProfileFieldsSchema({ emailRequired: user.isProfileCompleted }).safeParse(
        fields,
      );
      const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
      let photoBytes: Buffer | null = null;
      if (photo) {
        if (photo.truncated) errors.profile_photo = [PROFILE_MESSAGES.photoSize];
        else if (!sniffImageType(photo.bytes)) errors.profile_photo = [PROFILE_MESSAGES.photoType];
        else {
          try {
            photoBytes = await reencodePhoto(photo.bytes);
          } catch {
            errors.profile_photo = [PROFILE_MESSAGES.photoType];
          }
        }
      }
      const firstError = Object.values(errors)[0]?.[0];
      if (!parsed.success || firstError) {
        throw new HttpError(422, firstError ?? PROFILE_MESSAGES.fixValidationErrors, errors);
      }
      const input = parsed.data;

      const db = app.database.db;
      const phone = await resolvePhone(
        app,
        {
          phone: input.phone,
          country_code: input.country_code,
          country_id: input.country_id ?? user.countryId ?? 0,
          iso_code: input.iso_code,
        },
        { country: PROFILE_MESSAGES.countryCode, phone: PROFILE_MESSAGES.phoneInvalid },
      );
      const email = input.email ? input.email.toLowerCase() : null;
      if (email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)));
        if (taken)
          throw new HttpError(409, PROFILE_MESSAGES.emailTaken, { email: [PROFILE_MESSAGES.emailTaken] });
      }

      // A new number is a pending change: a code goes to it now (or a refusal ends the
      // request before anything is stored), and the account keeps its verified number
      // until the code is entered (docs/decisions/060).
      const phoneChanged = phone.e164 !== user.phoneE164;
      let retryAfter: number | null = null;
      if (phoneChanged) {
        await enforceSendLimit(app, request);
        retryAfter = await sendPhoneChangeCode(app, user, phone, request.ip);
      }

      let photoKey: string | null = null;
      if (photoBytes) {
        photoKey = `profile-photos/${randomToken(16)}.webp`;
        await app.providers.storage.put(photoKey, photoBytes, 'image/webp');
      }

      const now = app.clock();
      let replacedPhotoKey: string | null = null;
      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          // Read the photo being replaced under the row lock: with two uploads at once,
          // each deletes exactly the file it replaced, and no file is left behind.
          const [current] = await tx
            .select({ profilePhotoKey: users.profilePhotoKey })
            .from(users)
            .where(eq(users.id, user.id))
            .for('update');
          replacedPhotoKey = photoKey ? (current?.profilePhotoKey ?? null) : null;
          const [row] = await tx
            .update(users)
            .set({
              name: input.name,
              location: input.location,
              city: input.city || input.location.split(',')[0]!.trim(),
              latitude: input.latitude ?? null,
              longitude: input.longitude ?? null,
              bio: input.bio,
              ...(email || user.isProfileCompleted ? { email } : {}),
              ...(photoKey ? { profilePhotoKey: photoKey } : {}),
              ...(user.isProfileCompleted ? {} : { isProfileCompleted: true, profileCompletedAt: now }),
              // A declined host who edits the profile is put back in the review queue.
              ...(user.hostStatus === 'rejected' ? { hostStatus: 'pending', hostStatusReason: null } : {}),
              ...(phoneChanged ? pendingPhoneColumns(phone, now) : {}),
              updatedAt: now,
            })
            .where(eq(users.id, user.id))
            .returning();
          return row!;
        });
      } catch (error) {
        if (photoKey) await app.providers.storage.delete(photoKey).catch(() => undefined);
        throw error;
      }
      if (replacedPhotoKey) {
        await app.providers.storage.delete(replacedPhotoKey).catch(() => undefined);
      }
      return {
        status: true as const,
        message: phoneChanged ? PROFILE_MESSAGES.phoneChangePending : PROFILE_MESSAGES.updated,
        user: toUserProfile(updated, app.providers.storage),
        phone_verification_required: phoneChanged,
        retry_after: retryAfter,
        user_slug: updated.slug,
      };
    },
  );

  app.post(
    '/user/phone-change/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Enter the code sent to the pending number: it becomes the account’s; other sessions end',
        security: [{ bearerAuth: [] }],
        body: phoneChangeVerifyRequestSchema,
        response: { 200: phoneChangeResponseSchema },
      },
    },
    async (request) => {
      await enforceCheckLimit(app, request);
      const user = await confirmPhoneChange(app, requireAuth(request), request.body.otp);
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneChanged,
        data: toUserProfile(user, app.providers.storage),
      };
    },
  );

  app.post(
    '/user/phone-change/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Send a new code to the pending number (60-second cooldown)',
        security: [{ bearerAuth: [] }],
        response: { 200: resendOtpResponseSchema },
      },
    },
    async (request) => {
      await enforceSendLimit(app, request);
      const retryAfter = await resendPhoneChangeCode(app, requireAuth(request).user, request.ip);
      return { status: true as const, message: AUTH_MESSAGES.codeResent, retry_after: retryAfter };
    },
  );

  app.delete(
    '/user/phone-change',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Cancel the pending phone number change',
        security: [{ bearerAuth: [] }],
        response: { 200: phoneChangeResponseSchema },
      },
    },
    async (request) => {
      const user = await cancelPhoneChange(app, requireAuth(request).user);
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneChangeCancelled,
        data: toUserProfile(user, app.providers.storage),
      };
    },
  );
};
