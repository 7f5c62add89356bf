import { countriesResponseSchema } from '@friendly/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countries } from '../../db/schema';

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
      const rows = await app.database.db
        .select({ id: countries.id, code: countries.code, name: countries.name, isd_code: countries.isdCode })
        .from(countries)
        .orderBy(asc(countries.name));
      reply.header('cache-control', 'public, max-age=3600');
      return { status: true as const, countries: rows };
    },
  );
};
