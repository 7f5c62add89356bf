import {
  eventMemberParamsSchema,
  eventMemberProfileResponseSchema,
  PEOPLE_MESSAGES,
  publicProfileResponseSchema,
  publicUserParamsSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/openapi';
import { requireAuth } from '../auth/tokens';
import { eventMemberProfile, publicProfile } from './service';

/** Profiles read from the event details page's member modal (spec 001 §7 'Event details'). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/public/user/:slug',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['people'],
        summary:
          'A profile by slug (the username): an approved host’s, one’s own, or a member of one’s event',
        description:
          'Anyone signed in reads an approved host’s profile and their own; a host reads the guests who hold a seat at one of their events. Anything else is 404 "User not found" (docs/decisions/081).',
        security: [{ bearerAuth: [] }],
        params: publicUserParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => ({
      status: true as const,
      message: PEOPLE_MESSAGES.loaded,
      data: await publicProfile(deps, requireAuth(request).user, request.params.slug),
    }),
  );

  app.get(
    '/user/event-member/:userId',
    {
      onRequest: app.authenticateHost,
      schema: {
        tags: ['people'],
        summary: 'A guest who holds a seat at one of the host’s events, by user id',
        description: 'Any other id is 404 "User not found" (docs/decisions/081).',
        security: [{ bearerAuth: [] }],
        params: eventMemberParamsSchema,
        response: { 200: eventMemberProfileResponseSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      status: true as const,
      message: PEOPLE_MESSAGES.loaded,
      data: await eventMemberProfile(deps, requireAuth(request).user, request.params.userId),
    }),
  );
};
