import path from 'node:path';
import {
  AUTH_MESSAGES,
  completeProfileMultipartSchema,
  completeProfileResponseSchema,
  PROFILE_MESSAGES,
  phoneChangeResponseSchema,
  phoneChangeVerifyRequestSchema,
  resendOtpResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedBody, errorAnswers } from '../../lib/openapi';
import { readUpload, refuseBodiesOver } from '../../lib/uploads';
import { enforceCheckLimit, enforceSendLimit } from '../auth/otp';
import { requireAuth } from '../auth/tokens';
import { toUserProfile } from '../users/serializer';
import { cancelPhoneChange, confirmPhoneChange, resendPhoneChangeCode } from './phone-change';
import { completeProfile, PROFILE_UPLOAD, type ProfileSubmission } from './service';

/** Requests above this are refused with 413 before a byte is read (docs/decisions/015). */
export const PROFILE_REQUEST_MAX_BYTES = 8 * 1024 * 1024;

/** JSON values keep their types: `name: true` is not the text "true". */
function jsonSubmission(body: unknown): ProfileSubmission {
  const fields: Record<string, unknown> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== null && value !== undefined) fields[key] = value;
    }
  }
  return { fields, photo: null, errors: {} };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const stagingDir = path.join(deps.config.dataDir, 'uploads-staging');

  app.post(
    '/complete-profile',
    {
      onRequest: [refuseBodiesOver(PROFILE_REQUEST_MAX_BYTES), app.authenticateHost],
      config: documentedBody({
        'multipart/form-data': completeProfileMultipartSchema,
        'application/json': completeProfileMultipartSchema.omit({ profile_photo: true }),
      }),
      schema: {
        tags: ['profile'],
        summary: 'Complete or update the host profile (multipart/form-data; JSON without a photo also works)',
        consumes: ['multipart/form-data', 'application/json'],
        security: [{ bearerAuth: [] }],
        description:
          'The photo is checked by its bytes (JPEG, PNG, WebP), must be at most 3 MB, and is re-encoded without metadata. Every field’s rule is checked at once (422, beside the fields); an email another account uses is 409; a new phone number waits for its code (429 with retry_after while codes may not be sent).',
        response: { 200: completeProfileResponseSchema, ...errorAnswers(400, 401, 403, 409, 413, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const upload = request.isMultipart() ? await readUpload(request, PROFILE_UPLOAD, stagingDir) : null;
      try {
        const submission = upload
          ? { fields: upload.fields, photo: upload.files[0]?.path ?? null, errors: upload.errors }
          : jsonSubmission(request.body);
        const result = await completeProfile(deps, user, submission, request.ip);
        return {
          status: true as const,
          message: result.phoneChanged ? PROFILE_MESSAGES.phoneChangePending : PROFILE_MESSAGES.updated,
          user: toUserProfile(result.user, deps.providers.storage),
          phone_verification_required: result.phoneChanged,
          retry_after: result.retryAfter,
          user_slug: result.user.slug,
        };
      } finally {
        await upload?.dispose();
      }
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
      await enforceCheckLimit(deps, request.ip);
      const user = await confirmPhoneChange(deps, requireAuth(request), request.body.otp);
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneChanged,
        data: toUserProfile(user, deps.providers.storage),
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
      await enforceSendLimit(deps, request.ip);
      const retryAfter = await resendPhoneChangeCode(deps, requireAuth(request).user, request.ip);
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
      const user = await cancelPhoneChange(deps, requireAuth(request).user);
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneChangeCancelled,
        data: toUserProfile(user, deps.providers.storage),
      };
    },
  );
};
