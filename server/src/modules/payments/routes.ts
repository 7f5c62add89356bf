import {
  accountStatusResponseSchema,
  createAccountLinkRequestSchema,
  disconnectResponseSchema,
  linkResponseSchema,
  PAYMENT_MESSAGES,
  webhookResponseSchema,
} from '@friendly/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { users, webhookEvents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { appOriginsFor, isOnOrigins, publicOriginFor } from '../../lib/origins';
import { WebhookSignatureError, WebhooksNotConfiguredError } from '../../providers/payments';
import { requireAuth } from '../auth/tokens';
import { applyAccountSnapshot, refreshFromProvider, statusBody } from './service';

const failure = (status: number, message: string) =>
  new HttpError(status, message, undefined, { success: false });

/** Payment-account connection (spec 000 §2.12, §7; 001 §7). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.providers.payments;

  app.register(async (instance) => {
    const bearer = instance.withTypeProvider<ZodTypeProvider>();
    bearer.addHook('onRequest', app.authenticate);

    bearer.get(
      '/stripe/account-status',
      {
        schema: {
          tags: ['payments'],
          summary: 'The connected account’s state, fresh from the provider',
          security: [{ bearerAuth: [] }],
          response: { 200: accountStatusResponseSchema },
        },
      },
      async (request) => {
        const { user, live } = await refreshFromProvider(app, requireAuth(request).user);
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
          response: { 200: linkResponseSchema },
        },
      },
      async (request) => {
        let { user } = requireAuth(request);
        if (user.hostStatus !== 'approved') throw failure(403, PAYMENT_MESSAGES.notApproved);
        // The provider sends the browser to these addresses: only back to this app.
        const origins = appOriginsFor(app, request);
        const offsite = (['refresh_url', 'return_url'] as const).filter(
          (field) => !isOnOrigins(request.body[field], origins),
        );
        if (offsite.length > 0) {
          throw new HttpError(
            422,
            PAYMENT_MESSAGES.returnUrlNotOurs,
            Object.fromEntries(offsite.map((field) => [field, [PAYMENT_MESSAGES.returnUrlNotOurs]])),
            { success: false },
          );
        }
        try {
          if (!user.stripeAccountId) {
            const account = await provider.createAccount({ email: user.email, userSlug: user.slug });
            const [updated] = await app.database.db
              .update(users)
              .set({
                stripeAccountId: account.id,
                stripeDetailsSubmitted: false,
                stripeChargesEnabled: false,
                stripePayoutsEnabled: false,
                stripeOnboardingCompleted: false,
                updatedAt: app.clock(),
              })
              .where(eq(users.id, user.id))
              .returning();
            user = updated!;
          }
          const link = await provider.createAccountLink(user.stripeAccountId!, {
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
        } catch (error) {
          request.log.error({ err: error }, 'creating an account link failed');
          throw failure(502, PAYMENT_MESSAGES.failedToCreateLink);
        }
      },
    );

    bearer.post(
      '/stripe/handle-return',
      {
        schema: {
          tags: ['payments'],
          summary: 'The browser is back from onboarding: re-read the account',
          security: [{ bearerAuth: [] }],
          response: { 200: accountStatusResponseSchema },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        if (!user.stripeAccountId) throw failure(409, PAYMENT_MESSAGES.noAccount);
        const result = await refreshFromProvider(app, user);
        if (!result.live.ok) throw failure(502, PAYMENT_MESSAGES.setupFailedToUpdate);
        return statusBody(
          result.user,
          result.live,
          result.user.stripeOnboardingCompleted ? PAYMENT_MESSAGES.setupCompleted : undefined,
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
          response: { 200: linkResponseSchema },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        if (!user.stripeAccountId) throw failure(409, PAYMENT_MESSAGES.noAccount);
        if (!user.stripeDetailsSubmitted) throw failure(409, PAYMENT_MESSAGES.onboardingIncomplete);
        try {
          const link = await provider.createDashboardLink(
            user.stripeAccountId,
            publicOriginFor(app, request),
          );
          return {
            status: true as const,
            success: true as const,
            url: link.url,
            message: PAYMENT_MESSAGES.dashboardLinkCreated,
          };
        } catch (error) {
          request.log.error({ err: error }, 'creating a dashboard link failed');
          throw failure(502, PAYMENT_MESSAGES.failedToCreateDashboardLink);
        }
      },
    );

    bearer.post(
      '/stripe/disconnect',
      {
        schema: {
          tags: ['payments'],
          summary: 'Unlink the connected account from this host (the account itself is kept at the provider)',
          security: [{ bearerAuth: [] }],
          response: { 200: disconnectResponseSchema },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        if (!user.stripeAccountId) throw failure(409, PAYMENT_MESSAGES.noAccount);
        // Events arrive with the next issue; the active-or-pending-upcoming check goes here.
        await app.database.db
          .update(users)
          .set({
            stripeAccountId: null,
            stripeDetailsSubmitted: false,
            stripeChargesEnabled: false,
            stripePayoutsEnabled: false,
            stripeOnboardingCompleted: false,
            updatedAt: app.clock(),
          })
          .where(eq(users.id, user.id));
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
          summary: 'Stripe webhook: verifies the signature on the raw body; handles account.updated',
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<typeof provider.parseWebhook>;
        try {
          event = provider.parseWebhook(body, typeof signature === 'string' ? signature : '');
        } catch (error) {
          if (error instanceof WebhooksNotConfiguredError)
            throw new HttpError(404, PAYMENT_MESSAGES.webhookNotConfigured);
          if (error instanceof WebhookSignatureError)
            throw new HttpError(400, PAYMENT_MESSAGES.webhookSignature);
          throw error;
        }
        const [fresh] = await app.database.db
          .insert(webhookEvents)
          .values({ id: event.id, provider: provider.name, type: event.type, receivedAt: app.clock() })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (!fresh) return { received: true as const, duplicate: true };
        if (event.type === 'account.updated' && event.account) {
          const [user] = await app.database.db
            .select()
            .from(users)
            .where(eq(users.stripeAccountId, event.account.id));
          if (user) await applyAccountSnapshot(app, user, event.account);
        }
        return { received: true as const, duplicate: false };
      },
    );
  });
};
