import {
  AUTH_MESSAGES,
  codeSentResponseSchema,
  getUserQuerySchema,
  getUserResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  updatePhoneRequestSchema,
  updatePhoneResponseSchema,
  userResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  verifyTokenResponseSchema,
} from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { checkCode, cooldownRemaining, sendCode } from './otp';
import { findHostForLogin, findUserByPhone, findUserBySlug, registerHost, resolvePhone } from './service';
import { createSession, requireAuth, revokeAllSessions, revokeSession } from './tokens';
import { toUserProfile } from './user-profile';

const sendLimit = (app: FastifyInstance, request: FastifyRequest) =>
  enforceRateLimit(app.database.db, {
    key: `otp-send:${request.ip}`,
    limit: app.config.rateLimits.otpSendPerIpPerHour,
    windowSeconds: 3600,
    now: app.clock(),
  });

const checkLimit = (app: FastifyInstance, request: FastifyRequest) =>
  enforceRateLimit(app.database.db, {
    key: `otp-check:${request.ip}`,
    limit: app.config.rateLimits.otpCheckPerIpPer10Minutes,
    windowSeconds: 600,
    now: app.clock(),
  });

/** Sign-up, login, one-time codes and the session (spec 000 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Register and login answer alike: a code is sent (or the one still valid is kept).
  const codeSentAnswer = async (user: Parameters<typeof sendCode>[1] & { slug: string }, ip: string) => {
    const result = await sendCode(app, user, { ip, onCooldown: 'keep' });
    return {
      status: true as const,
      message: result.sent ? AUTH_MESSAGES.codeSent : AUTH_MESSAGES.codeStillValid,
      user_slug: user.slug,
      retry_after: result.retryAfter,
    };
  };

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up with a phone number; sends a six-digit code',
        body: registerRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => {
      await sendLimit(app, request);
      return codeSentAnswer(await registerHost(app, request.body), request.ip);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with a phone number; sends a six-digit code',
        body: loginRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => {
      await sendLimit(app, request);
      return codeSentAnswer(await findHostForLogin(app, request.body), request.ip);
    },
  );

  app.get(
    '/get-user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'What the verification screen needs, by user slug',
        querystring: getUserQuerySchema,
        response: { 200: getUserResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserBySlug(app, request.query.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      return {
        status: true as const,
        data: {
          slug: user.slug,
          phone: user.phone,
          country_code: user.countryCode,
          country_id: user.countryId,
          iso_code: user.isoCode,
          is_verified: user.isVerified,
          resend_available_in: await cooldownRemaining(app, user.id),
        },
      };
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check the six-digit code; answers a bearer token and the profile',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request) => {
      await checkLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      await checkCode(app, user, request.body.otp);
      const now = app.clock();
      const [verified] = await app.database.db
        .update(users)
        .set(user.isVerified ? { updatedAt: now } : { isVerified: true, verifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      const session = await createSession(app, user.id, request);
      return {
        status: true as const,
        message: AUTH_MESSAGES.verified,
        token: session.token,
        token_expires_at: session.expiresAt.toISOString(),
        data: toUserProfile(verified!, app.providers.storage),
      };
    },
  );

  app.post(
    '/resend-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a new code (60-second cooldown, 5 per number per hour)',
        body: resendOtpRequestSchema,
        response: { 200: resendOtpResponseSchema },
      },
    },
    async (request) => {
      await sendLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      const result = await sendCode(app, user, { ip: request.ip, onCooldown: 'reject' });
      return { status: true as const, message: AUTH_MESSAGES.codeResent, retry_after: result.retryAfter };
    },
  );

  app.post(
    '/update-phone',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Correct the number of a not-yet-verified account and send it a code',
        body: updatePhoneRequestSchema,
        response: { 200: updatePhoneResponseSchema },
      },
    },
    async (request) => {
      await sendLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      if (user.isVerified) throw new HttpError(403, AUTH_MESSAGES.phoneAlreadyVerified);
      const phone = await resolvePhone(app, request.body, {
        country: AUTH_MESSAGES.invalidCountry,
        phone: AUTH_MESSAGES.newPhoneInvalid,
      });
      const owner = await findUserByPhone(app, phone.e164);
      if (owner && owner.id !== user.id) {
        throw new HttpError(409, AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
      }
      const wait = await cooldownRemaining(app, user.id);
      if (wait > 0) {
        // Same answer as Resend: no number switching to get around the cooldown.
        await sendCode(app, user, { ip: request.ip, onCooldown: 'reject' });
      }
      const now = app.clock();
      const [updated] = await app.database.db
        .update(users)
        .set({
          phone: phone.national,
          phoneE164: phone.e164,
          countryCode: phone.country.isdCode,
          countryId: phone.country.id,
          isoCode: phone.country.code,
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      await revokeAllSessions(app.database.db, user.id, now);
      const result = await sendCode(app, updated!, { ip: request.ip, onCooldown: 'reject' });
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneUpdated,
        phone: updated!.phone,
        country_code: updated!.countryCode,
        country_id: phone.country.id,
        iso_code: phone.country.code,
        retry_after: result.retryAfter,
      };
    },
  );

  app.get(
    '/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in host',
        security: [{ bearerAuth: [] }],
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: toUserProfile(requireAuth(request).user, app.providers.storage),
    }),
  );

  app.get(
    '/verify-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'status true while the bearer token is valid; 401 otherwise',
        security: [{ bearerAuth: [] }],
        response: { 200: verifyTokenResponseSchema },
      },
    },
    async () => ({ status: true as const, message: AUTH_MESSAGES.tokenValid }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the bearer token (additive to the spec)',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      await revokeSession(app.database.db, requireAuth(request).sessionId, app.clock());
      return { status: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};
