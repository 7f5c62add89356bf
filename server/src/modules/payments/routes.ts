import {
  accountStatusResponseSchema,
  createAccountLinkRequestSchema,
  disconnectResponseSchema,
  linkResponseSchema,
  PAYMENT_MESSAGES,
  paymentErrorSchema,
  SEAT_PAYMENT_MESSAGES,
  transactionsQuerySchema,
  transactionsResponseSchema,
  webhookResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../lib/errors';
import { errorAnswers, errorAnswersOf } from '../../lib/openapi';
import { appOriginsFor, isOnOrigins, publicOriginFor } from '../../lib/origins';
import { WebhookSignatureError, WebhooksNotConfiguredError } from '../../providers/payments';
import { requireAuth } from '../auth/tokens';
import { listTransactions, processPendingRefunds } from './seat-payments';
import {
  createAccountLink,
  createDashboardLink,
  disconnectAccount,
  handleReturn,
  refreshFromProvider,
  statusBody,
} from './service';
import { applyWebhookEvent } from './webhooks';

/** Payment-account connection (spec 000 §2.12, §7; 001 §7). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.register(async (instance) => {
    const bearer = instance.withTypeProvider<ZodTypeProvider>();
    bearer.addHook('onRequest', app.authenticateHost);

    bearer.get(
      '/events/transactions',
      {
        schema: {
          tags: ['payments'],
          summary: 'The host’s transactions (guests’ payments for seats), newest first, 10 a page by default',
          description:
            'Paid, processing and refunded payments of the host’s events, with the commission, refunds and host amount (hostAmountMinor of the contracts) and the payout status (docs/decisions/084).',
          security: [{ bearerAuth: [] }],
          querystring: transactionsQuerySchema,
          response: { 200: transactionsResponseSchema, ...errorAnswers(401, 403, 422) },
        },
      },
      async (request) => ({
        success: true as const,
        status: true as const,
        message: SEAT_PAYMENT_MESSAGES.transactionsListed,
        data: await listTransactions(deps, requireAuth(request).user, request.query),
      }),
    );

    bearer.get(
      '/stripe/account-status',
      {
        schema: {
          tags: ['payments'],
          summary: 'The connected account’s state, fresh from the provider',
          security: [{ bearerAuth: [] }],
          response: { 200: accountStatusResponseSchema, ...errorAnswersOf(paymentErrorSchema, 401, 403) },
        },
      },
      async (request) => {
        const { user, live } = await refreshFromProvider(deps, requireAuth(request).user);
        return statusBody(user, live);
      },
    );

    bearer.post(
      '/stripe/create-account-link',
      {
        schema: {
          tags: ['payments'],
          summary: 'Create (if needed) the connected account and an onboarding link; approved hosts only',
          security: [{ bearerAuth: [] }],
          body: createAccountLinkRequestSchema,
          response: { 200: linkResponseSchema, ...errorAnswersOf(paymentErrorSchema, 401, 403, 422) },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        if (user.hostStatus !== 'approved') {
          throw new ForbiddenError(PAYMENT_MESSAGES.notApproved, { extra: { success: false } });
        }
        // The provider sends the browser to these addresses: only back to this app.
        const origins = appOriginsFor(app, request);
        const offsite = (['refresh_url', 'return_url'] as const).filter(
          (field) => !isOnOrigins(request.body[field], origins),
        );
        if (offsite.length > 0) {
          throw new ValidationError(PAYMENT_MESSAGES.returnUrlNotOurs, {
            errors: Object.fromEntries(offsite.map((field) => [field, [PAYMENT_MESSAGES.returnUrlNotOurs]])),
            extra: { success: false },
          });
        }
        const link = await createAccountLink(deps, user, {
          refreshUrl: request.body.refresh_url,
          returnUrl: request.body.return_url,
          origin: publicOriginFor(app, request),
        });
        return {
          status: true as const,
          success: true as const,
          url: link.url,
          message: PAYMENT_MESSAGES.linkCreated,
        };
      },
    );

    bearer.post(
      '/stripe/handle-return',
      {
        schema: {
          tags: ['payments'],
          summary: 'The browser is back from onboarding: re-read the account',
          security: [{ bearerAuth: [] }],
          response: {
            200: accountStatusResponseSchema,
            ...errorAnswersOf(paymentErrorSchema, 401, 403, 409),
          },
        },
      },
      async (request) => {
        const user = await handleReturn(deps, requireAuth(request).user);
        return statusBody(
          user,
          { ok: true },
          user.stripeOnboardingCompleted ? PAYMENT_MESSAGES.setupCompleted : undefined,
        );
      },
    );

    bearer.post(
      '/stripe/create-dashboard-link',
      {
        schema: {
          tags: ['payments'],
          summary: 'A one-time link to the provider’s dashboard for the connected account',
          security: [{ bearerAuth: [] }],
          response: { 200: linkResponseSchema, ...errorAnswersOf(paymentErrorSchema, 401, 403, 409) },
        },
      },
      async (request) => {
        const link = await createDashboardLink(
          deps,
          requireAuth(request).user,
          publicOriginFor(app, request),
        );
        return {
          status: true as const,
          success: true as const,
          url: link.url,
          message: PAYMENT_MESSAGES.dashboardLinkCreated,
        };
      },
    );

    bearer.post(
      '/stripe/disconnect',
      {
        schema: {
          tags: ['payments'],
          summary: 'Unlink the connected account from this host (the account itself is kept at the provider)',
          security: [{ bearerAuth: [] }],
          response: { 200: disconnectResponseSchema, ...errorAnswersOf(paymentErrorSchema, 401, 403, 409) },
        },
      },
      async (request) => {
        await disconnectAccount(deps, requireAuth(request).user);
        return { status: true as const, success: true as const, message: PAYMENT_MESSAGES.disconnected };
      },
    );
  });

  // Stripe signs the exact bytes it sent, so this route keeps the body raw.
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/stripe/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Stripe webhook: verifies the signature on the raw body, then applies the event once (accounts, payments, refunds, payouts)',
          response: { 200: webhookResponseSchema, ...errorAnswers(400, 404, 413) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<typeof deps.providers.payments.parseWebhook>;
        try {
          event = deps.providers.payments.parseWebhook(body, typeof signature === 'string' ? signature : '');
        } catch (error) {
          if (error instanceof WebhooksNotConfiguredError)
            throw new NotFoundError(PAYMENT_MESSAGES.webhookNotConfigured);
          if (error instanceof WebhookSignatureError)
            throw new HttpError(400, PAYMENT_MESSAGES.webhookSignature);
          throw error;
        }
        // A failure here answers 500 with nothing recorded, so Stripe delivers the event again.
        const { duplicate } = await applyWebhookEvent(deps, event);
        // The event may have changed a host's row: signed-in reads here see it at once.
        app.sessionCache.clear();
        // A payment that came without a seat asks for its refund; send it now (the job retries).
        if (!duplicate && event.type === 'payment_intent.succeeded') await processPendingRefunds(deps);
        return { received: true as const, duplicate };
      },
    );
  });
};
