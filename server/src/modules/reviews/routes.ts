import {
  eventIdParamsSchema,
  eventReviewsQuerySchema,
  eventReviewsResponseSchema,
  HOST_REVIEW_SORTS,
  hostReviewsQuerySchema,
  hostReviewsResponseSchema,
  REVIEW_MESSAGES,
  REVIEWS,
  reviewCreatedResponseSchema,
  reviewRequestSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/openapi';
import { requireAuth } from '../auth/tokens';
import { hostedEventReviews, hostReviews, reviewEvent } from './service';

/** Reviews: the host reads an event's (spec 001 §7), a guest leaves one (ours, docs/decisions/082). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/user/events-reviews/:id',
    {
      onRequest: app.authenticateHost,
      schema: {
        tags: ['events'],
        summary: 'A page of one of the host’s events’ reviews, newest first, with the average and count',
        description: `By slug or id; ${REVIEWS.eventPerPage} a page unless per_page says otherwise. Another host’s event is 404.`,
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        querystring: eventReviewsQuerySchema,
        response: { 200: eventReviewsResponseSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      status: true as const,
      message: REVIEW_MESSAGES.listed,
      data: await hostedEventReviews(deps, requireAuth(request).user, request.params.id, request.query),
    }),
  );

  app.get(
    '/events/host-reviews',
    {
      onRequest: app.authenticateHost,
      schema: {
        tags: ['events'],
        summary: 'Every review of the host’s events, a page at a time',
        description: `sort: ${HOST_REVIEW_SORTS.join(', ')} (date_desc by default); ${REVIEWS.hostPerPage} a page by default.`,
        security: [{ bearerAuth: [] }],
        querystring: hostReviewsQuerySchema,
        response: { 200: hostReviewsResponseSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      status: true as const,
      message: REVIEW_MESSAGES.listed,
      data: await hostReviews(deps, requireAuth(request).user, request.query),
    }),
  );

  app.post(
    '/guest/events/:id/review',
    {
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary: `Review an event the guest held a seat at: rating ${REVIEWS.ratingMin}–${REVIEWS.ratingMax} and an optional comment`,
        description: `Once the event is completed and for ${REVIEWS.windowDays} days after it ends; one review per guest and event (409 after). The host is notified.`,
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: reviewCreatedResponseSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: true as const,
      message: REVIEW_MESSAGES.created,
      data: await reviewEvent(deps, requireAuth(request).user, request.params.id, request.body),
    }),
  );
};
