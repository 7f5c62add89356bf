import { countriesResponseSchema } from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from './repository';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Every ISO country with its dial code',
        response: { 200: countriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { status: true as const, countries: await listCountries(app.deps.db) };
    },
  );
};
