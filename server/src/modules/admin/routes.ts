import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthenticatedError } from '../../lib/errors';
import { processPendingRefunds } from '../payments/seat-payments';
import { adminCommandSchema, runAdminCommand } from './commands';

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The onRequest check of the admin CLI's routes: the admin token, or 401. */
export const requireAdminToken = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const token = request.headers['x-admin-token'];
  if (typeof token !== 'string' || !sameSecret(token, app.secrets.adminToken)) {
    throw new UnauthenticatedError();
  }
};

/**
 * The admin CLI's way into a running server (PGlite allows one process per database).
 * Authenticated with the admin token from ADMIN_TOKEN or DATA_DIR/secrets/admin-token.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/commands',
    {
      bodyLimit: 1024 * 1024,
      onRequest: requireAdminToken(app),
      schema: {
        hide: true,
        body: adminCommandSchema,
        response: { 200: z.object({ ok: z.boolean(), output: z.string() }) },
      },
    },
    async (request) => {
      const result = await runAdminCommand(
        {
          db: app.deps.db,
          now: app.deps.clock(),
          storage: app.providers.storage,
          deps: app.deps,
          jobs: app.jobQueue,
        },
        request.body,
      );
      // Refunds a command asked for (an event called off, a host's events called off with
      // the host, docs/decisions/104) go to the provider now; the refund job on every
      // instance is the retry (docs/decisions/084).
      if ((request.body.name === 'events.cancel' || request.body.name === 'hosts.reject') && result.ok) {
        await processPendingRefunds(app.deps);
      }
      // This instance sees the command's changes at once; others within their own bounds
      // (docs/decisions/071).
      await app.referenceData.check();
      app.sessionCache.clear();
      return result;
    },
  );
};
