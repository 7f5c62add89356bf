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
} from '@friendly/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import { cooldownRemaining, sendCode } from '../auth/otp';
import { findUserByPhone, resolvePhone } from '../auth/service';
import { requireAuth, revokeAllSessions } from '../auth/tokens';
import { toUserProfile } from '../auth/user-profile';
import { reencodePhoto, sniffImageType } from './photo';

/** Requests above this are refused with 413 before a byte is read (docs/decisions/015). */
export const PROFILE_REQUEST_MAX_BYTES = 8 * 1024 * 1024;

type Photo = { bytes: Buffer; truncated: boolean };

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
      const fields: Record<string, string> = {};
      let photo: Photo | null = null;

      if (request.isMultipart()) {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            // An empty file input arrives as a part with no bytes: no new photo.
            if (part.fieldname === 'profile_photo' && bytes.length > 0) {
              photo = { bytes, truncated: part.file.truncated };
            }
          } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
            fields[part.fieldname] = part.value;
          }
        }
      } else if (request.body && typeof request.body === 'object') {
        for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
          if (value !== null && value !== undefined && typeof value !== 'object') fields[key] = String(value);
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
      const phoneChanged = phone.e164 !== user.phoneE164;
      if (phoneChanged) {
        const owner = await findUserByPhone(app, phone.e164);
        if (owner) throw new HttpError(409, AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
        const wait = await cooldownRemaining(app, user.id);
        if (wait > 0) await sendCode(app, user, { ip: request.ip, onCooldown: 'reject' });
      }
      const email = input.email ? input.email.toLowerCase() : null;
      if (email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)));
        if (taken)
          throw new HttpError(409, PROFILE_MESSAGES.emailTaken, { email: [PROFILE_MESSAGES.emailTaken] });
      }

      let photoKey: string | null = null;
      if (photoBytes) {
        photoKey = `profile-photos/${randomToken(16)}.webp`;
        await app.providers.storage.put(photoKey, photoBytes, 'image/webp');
      }

      const now = app.clock();
      const [updated] = await db
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
          ...(phoneChanged
            ? {
                phone: phone.national,
                phoneE164: phone.e164,
                countryCode: phone.country.isdCode,
                countryId: phone.country.id,
                isoCode: phone.country.code,
                isVerified: false,
                verifiedAt: null,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (photoKey && user.profilePhotoKey) {
        await app.providers.storage.delete(user.profilePhotoKey).catch(() => undefined);
      }
      if (phoneChanged) {
        // The new number is not verified yet: every session ends and a code goes to it.
        await revokeAllSessions(db, user.id, now);
        await sendCode(app, updated!, { ip: request.ip, onCooldown: 'reject' });
      }
      return {
        status: true as const,
        message: phoneChanged ? PROFILE_MESSAGES.phoneChanged : PROFILE_MESSAGES.updated,
        user: toUserProfile(updated!, app.providers.storage),
        phone_verification_required: phoneChanged,
        user_slug: updated!.slug,
      };
    },
  );
};
