import { apiErrorSchema, healthResponseSchema } from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { version } from '../../version';

const startedAt = Date.now();

/** GET /api/health — answers only when the database does. Used by load balancers and the e2e setup. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: false, message: 'The database is not reachable.' });
      }
      return {
        status: true as const,
        database: { driver: app.database.driver, ok: true as const },
        version,
        uptime_seconds: Math.floor((Date.now() - startedAt) / 1000),
        warnings: app.config.warnings,
      };
    },
  );
};
