import {
  AUTH_MESSAGES,
  codeSentResponseSchema,
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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../users/repository';
import { toUserProfile } from '../users/serializer';
import { enforceCheckLimit, enforceSendLimit } from './otp';
import {
  correctSignUpPhone,
  findUserForLogin,
  registerUser,
  resendSignInCode,
  startSignIn,
  verificationView,
  verifySignIn,
} from './service';
import { endSession, requireAuth } from './tokens';

/** Sign-up, login, one-time codes and the session (spec 000 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  /** `GET /user` answers by the user row they were made from (rows are never changed in place). */
  const userAnswers = new WeakMap<UserRow, string>();
  const codeSentAnswer = ({ user, sent, retryAfter, ticket }: Awaited<ReturnType<typeof startSignIn>>) => ({
    status: true as const,
    message: sent ? AUTH_MESSAGES.codeSent : AUTH_MESSAGES.codeStillValid,
    user_slug: user.slug,
    retry_after: retryAfter,
    verification_token: ticket.token,
    verification_expires_at: ticket.expiresAt.toISOString(),
  });

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
      await enforceSendLimit(deps, request.ip);
      return codeSentAnswer(
        await startSignIn(deps, await registerUser(deps, request.body, request.body.role), request.ip),
      );
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
      await enforceSendLimit(deps, request.ip);
      return codeSentAnswer(
        await startSignIn(deps, await findUserForLogin(deps, request.body, request.body.role), request.ip),
      );
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
    async (request) => ({
      status: true as const,
      data: await verificationView(deps, request.query.slug, request.headers[VERIFICATION_TOKEN_HEADER]),
    }),
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
      await enforceCheckLimit(deps, request.ip);
      const { user, session } = await verifySignIn(deps, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return {
        status: true as const,
        message: AUTH_MESSAGES.verified,
        token: session.token,
        token_expires_at: session.expiresAt.toISOString(),
        data: toUserProfile(user, deps.providers.storage),
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
      await enforceSendLimit(deps, request.ip);
      const result = await resendSignInCode(deps, request.body.slug, request.ip);
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
      await enforceSendLimit(deps, request.ip);
      const { user, phone, retryAfter } = await correctSignUpPhone(deps, request.body, request.ip);
      return {
        status: true as const,
        message: AUTH_MESSAGES.phoneUpdated,
        phone: user.phone,
        country_code: user.countryCode,
        country_id: phone.country.id,
        iso_code: phone.country.code,
        retry_after: retryAfter,
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
    async (request, reply) => {
      const { user } = requireAuth(request);
      // A signed-in read hands back the row the session cache keeps (up to a second, the
      // same object each time): its answer is checked and serialised by the route's
      // schema once, and the same text is sent until the cache reads a new row.
      let body = userAnswers.get(user);
      if (body === undefined) {
        const text = reply.serialize({
          status: true as const,
          data: toUserProfile(user, deps.providers.storage),
        });
        if (typeof text !== 'string') throw new Error('the /user serializer did not answer text');
        body = text;
        userAnswers.set(user, body);
      }
      // Text with a JSON content type is sent as it is (the schema already had its say).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
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
      const { sessionId } = requireAuth(request);
      await endSession(deps, sessionId);
      // The session's sockets, on every instance, learn it and close.
      app.chatRealtime?.sessionRevoked(sessionId);
      return { status: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};
