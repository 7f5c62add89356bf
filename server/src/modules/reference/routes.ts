import {
  ageGroupsResponseSchema,
  REFERENCE_MESSAGES,
  referenceListResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReferenceList } from '../../db/seed/reference';
import { KEPT_ANSWER_ROUTE, sendReferenceAnswer } from '../../lib/reference-data';
import { listReference } from './repository';

/**
 * The reference lists the event form and the guests' profile read (spec 001 §7). Public —
 * they hold nothing private — and answered from memory with an ETag until the team
 * changes them (docs/decisions/071, 074).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { storage } = deps.providers;
  const withImages: Array<[string, ReferenceList, string]> = [
    ['/categories', 'categories', 'Event categories, in the team’s order, with their icons'],
    ['/spots', 'spots', 'Kinds of place an event is held at, with their icons'],
    ['/traits', 'traits', 'Traits guests pick for their profile, with their icons'],
  ];
  for (const [url, list, summary] of withImages) {
    app.get(
      url,
      {
        ...KEPT_ANSWER_ROUTE,
        schema: { tags: ['reference'], summary, response: { 200: referenceListResponseSchema } },
      },
      async (request, reply) => {
        const answer = await app.referenceData.answer(list, async () =>
          referenceListResponseSchema.parse({
            status: true,
            message: REFERENCE_MESSAGES.listed,
            data: (await listReference(deps.db, list)).map((row) => ({
              id: row.id,
              name: row.name,
              image_url: row.imageKey ? storage.urlFor(row.imageKey) : null,
            })),
          }),
        );
        return sendReferenceAnswer(request, reply, answer, 'public, max-age=300');
      },
    );
  }

  app.get(
    '/event-ages',
    {
      ...KEPT_ANSWER_ROUTE,
      schema: {
        tags: ['reference'],
        summary: 'Age groups an event is for',
        response: { 200: ageGroupsResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.referenceData.answer('ageGroups', async () =>
        ageGroupsResponseSchema.parse({
          status: true,
          message: REFERENCE_MESSAGES.listed,
          data: (await listReference(deps.db, 'ageGroups')).map((row) => ({ id: row.id, name: row.name })),
        }),
      );
      return sendReferenceAnswer(request, reply, answer, 'public, max-age=300');
    },
  );
};
