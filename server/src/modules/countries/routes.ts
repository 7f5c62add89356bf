import { countriesResponseSchema } from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEPT_ANSWER_ROUTE, sendReferenceAnswer } from '../../lib/reference-data';
import { listCountries } from './repository';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      ...KEPT_ANSWER_ROUTE,
      schema: {
        tags: ['accounts'],
        summary: 'Every ISO country with its dial code',
        response: { 200: countriesResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.referenceData.answer('countries', async () =>
        countriesResponseSchema.parse({ status: true, countries: await listCountries(app.deps.db) }),
      );
      return sendReferenceAnswer(request, reply, answer, 'public, max-age=3600');
    },
  );
};
