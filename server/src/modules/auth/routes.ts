import {
  AUTH_MESSAGES,
  codeSentResponseSchema,
  cooldownMessage,
  getUserHeadersSchema,
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
  VERIFICATION_TOKEN_HEADER,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  verifyTokenResponseSchema,
} from '@friendly/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import {
  checkCode,
  cooldownRemaining,
  enforceCheckLimit,
  enforceSendLimit,
  sendCode,
  signInTarget,
} from './otp';
import { findHostForLogin, findUserByPhone, findUserBySlug, registerHost, resolvePhone } from './service';
import { createSession, requireAuth, revokeSession } from './tokens';
import { toUserProfile } from './user-profile';
import {
  dropVerificationTickets,
  holdsVerificationTicket,
  issueVerificationTicket,
} from './verification-tickets';

/** All but the last three digits hidden: enough for a host to recognise the number. */
const maskPhone = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

/** Sign-up, login, one-time codes and the session (spec 000 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Register and login answer alike: a code is sent (or the one still valid is kept),
  // and this browser gets the ticket of its sign-in attempt.
  const codeSentAnswer = async (user: { id: number; phoneE164: string; slug: string }, ip: string) => {
    const result = await sendCode(app, signInTarget(user), { ip, onCooldown: 'keep' });
    const ticket = await issueVerificationTicket(app, user.id);
    return {
      status: true as const,
      message: result.sent ? AUTH_MESSAGES.codeSent : AUTH_MESSAGES.codeStillValid,
      user_slug: user.slug,
      retry_after: result.retryAfter,
      verification_token: ticket.token,
      verification_expires_at: ticket.expiresAt.toISOString(),
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
      await enforceSendLimit(app, request);
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
      await enforceSendLimit(app, request);
      return codeSentAnswer(await findHostForLogin(app, request.body), request.ip);
    },
  );

  app.get(
    '/get-user',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'What the verification screen needs, by user slug; the full number only with the X-Verification-Token of this sign-in',
        querystring: getUserQuerySchema,
        headers: getUserHeadersSchema,
        response: { 200: getUserResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserBySlug(app, request.query.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      // A slug is an identifier, not a credential (docs/decisions/060).
      const ticket = await holdsVerificationTicket(app, user.id, request.headers[VERIFICATION_TOKEN_HEADER]);
      return {
        status: true as const,
        data: {
          slug: user.slug,
          phone: ticket ? user.phone : maskPhone(user.phone),
          phone_masked: !ticket,
          can_edit_phone: ticket && !user.isVerified,
          country_code: user.countryCode,
          country_id: user.countryId,
          iso_code: user.isoCode,
          is_verified: user.isVerified,
          resend_available_in: await cooldownRemaining(app, user.phoneE164),
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
      await enforceCheckLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      await checkCode(app, signInTarget(user), request.body.otp);
      const now = app.clock();
      const [verified] = await app.database.db
        .update(users)
        .set(user.isVerified ? { updatedAt: now } : { isVerified: true, verifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      await dropVerificationTickets(app, user.id);
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
      await enforceSendLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      const result = await sendCode(app, signInTarget(user), { ip: request.ip, onCooldown: 'reject' });
      return { status: true as const, message: AUTH_MESSAGES.codeResent, retry_after: result.retryAfter };
    },
  );

  app.post(
    '/update-phone',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Correct the number of a never-verified account during sign-up (needs the verification_token of register/login) and send it a code',
        body: updatePhoneRequestSchema,
        response: { 200: updatePhoneResponseSchema },
      },
    },
    async (request) => {
      await enforceSendLimit(app, request);
      const user = await findUserBySlug(app, request.body.slug);
      if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      // Only the browser that started this sign-up may change the number, and only while
      // the account has never been verified: a verified number changes through the
      // signed-in phone change (docs/decisions/060).
      if (!(await holdsVerificationTicket(app, user.id, request.body.verification_token))) {
        throw new HttpError(403, AUTH_MESSAGES.verificationExpired);
      }
      if (user.isVerified || user.verifiedAt) throw new HttpError(403, AUTH_MESSAGES.phoneAlreadyVerified);
      const phone = await resolvePhone(app, request.body, {
        country: AUTH_MESSAGES.invalidCountry,
        phone: AUTH_MESSAGES.newPhoneInvalid,
      });
      const owner = await findUserByPhone(app, phone.e164);
      if (owner && owner.id !== user.id) {
        throw new HttpError(409, AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
      }
      // The new number's own cooldown and hourly cap apply; nothing changes if refused.
      const wait = await cooldownRemaining(app, phone.e164);
      if (wait > 0) throw new HttpError(429, cooldownMessage(wait), undefined, { retry_after: wait });
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
        .where(and(eq(users.id, user.id), eq(users.isVerified, false)))
        .returning();
      if (!updated) throw new HttpError(403, AUTH_MESSAGES.phoneAlreadyVerified);
      const result = await sendCode(app, signInTarget(updated), { ip: request.ip, onCooldown: 'reject' });
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneUpdated,
        phone: updated.phone,
        country_code: updated.countryCode,
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
