import path from 'node:path';
import {
  chargeCurrency,
  EVENT_MESSAGES,
  EVENTS_PER_PAGE_DEFAULT,
  eventCancelResponseSchema,
  eventDetailResponseSchema,
  eventIdParamsSchema,
  eventMultipartSchema,
  eventSaveResponseSchema,
  eventsListQuerySchema,
  eventsListResponseSchema,
  eventUpdateMultipartSchema,
  formatMinor,
  joinedEventsResponseSchema,
  LIMITS,
  type PageQuery,
} from '@friendly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedBody, errorAnswers } from '../../lib/openapi';
import { KEPT_ANSWER_ROUTE, sendReferenceAnswer } from '../../lib/reference-data';
import { readUpload, refuseBodiesOver } from '../../lib/uploads';
import { requireAuth } from '../auth/tokens';
import { getHostedEventDetail, listHostedEvents, listJoinedEvents, totalEarningMinor } from './reads';
import { EVENT_UPLOAD, type EventSubmission } from './submission';
import { cancelEvent, createEvent, updateHostedEvent } from './writes';

/** Ten images of 10 MB and the fields, with room for multipart's own bytes. */
export const EVENT_REQUEST_MAX_BYTES = LIMITS.eventImagesMax * LIMITS.eventImageMaxBytes + 1024 * 1024;

/** `page`/`per_page` are additive: without either, the whole list (spec 001 §7). */
function pageOf(query: { page?: number | undefined; per_page?: number | undefined }): PageQuery | null {
  if (query.page === undefined && query.per_page === undefined) return null;
  return { page: query.page ?? 1, per_page: query.per_page ?? EVENTS_PER_PAGE_DEFAULT };
}

const eventDescription =
  'Every field’s rule is checked at once, with the messages of spec 001 §5 beside their fields (422; docs/decisions/075). A form that cannot be read is 400; a body over ten images’ worth, or more than ten images, 413.';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const stagingDir = path.join(deps.config.dataDir, 'uploads-staging');

  /** The form as read: multipart with staged images, or JSON (no images). */
  async function withSubmission<T>(
    request: FastifyRequest,
    work: (submission: EventSubmission) => Promise<T>,
  ) {
    if (!request.isMultipart()) {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return work({ fields: typeof body === 'object' ? body : {}, images: [], errors: {} });
    }
    const upload = await readUpload(request, EVENT_UPLOAD, stagingDir);
    try {
      return await work({ fields: upload.fields, images: upload.files, errors: upload.errors });
    } finally {
      await upload.dispose();
    }
  }

  app.get(
    '/events',
    {
      ...KEPT_ANSWER_ROUTE,
      onRequest: app.authenticateHost,
      schema: {
        tags: ['events'],
        summary:
          'The host’s own events as cards, by date, with total_earning (paged when page or per_page is given)',
        security: [{ bearerAuth: [] }],
        querystring: eventsListQuerySchema,
        response: { 200: eventsListResponseSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const page = pageOf(request.query);
      // Read by every visit to My Events and changed by few writes: made once, kept in
      // memory briefly, dropped by every write (docs/decisions/090).
      const answer = await app.privateAnswers.answer(
        `events:${user.id}:${page ? `${page.page}:${page.per_page}` : 'all'}`,
        async () => {
          const [{ cards, paging }, earned] = await Promise.all([
            listHostedEvents(deps, user, page),
            totalEarningMinor(deps, user),
          ]);
          return eventsListResponseSchema.parse({
            status: true,
            message: EVENT_MESSAGES.listed,
            data: cards,
            total_earning: formatMinor(earned),
            total_earning_minor: earned,
            currency: chargeCurrency(user.payoutCurrency),
            ...(paging ? { paging } : {}),
          });
        },
      );
      return sendReferenceAnswer(request, reply, answer, 'private, no-cache');
    },
  );

  app.get(
    '/user/events/joined',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['events'],
        summary:
          'Events the signed-in user hosts or holds a seat at, by start (chat and payout-removal checks)',
        security: [{ bearerAuth: [] }],
        querystring: eventsListQuerySchema,
        response: { 200: joinedEventsResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { items, paging } = await listJoinedEvents(deps, user, pageOf(request.query));
      return {
        status: true as const,
        message: EVENT_MESSAGES.listed,
        data: items,
        ...(paging ? { paging } : {}),
      };
    },
  );

  app.get(
    '/event-detail/:id',
    {
      onRequest: app.authenticateHost,
      schema: {
        tags: ['events'],
        summary:
          'One of the host’s events by id or slug, with members, tags and images (404 for anyone else’s)',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventDetailResponseSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = await getHostedEventDetail(deps, user, request.params.id);
      return { status: true as const, message: EVENT_MESSAGES.loaded, data };
    },
  );

  app.post(
    '/event',
    {
      onRequest: [refuseBodiesOver(EVENT_REQUEST_MAX_BYTES), app.authenticateHost],
      config: documentedBody({ 'multipart/form-data': eventMultipartSchema }),
      schema: {
        tags: ['events'],
        summary: 'Create an event (multipart/form-data); it waits for the team’s review as pending',
        description: `${eventDescription} The host must be approved with payouts set up (403 otherwise).`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: eventSaveResponseSchema, ...errorAnswers(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const data = await withSubmission(request, (submission) => createEvent(deps, user, submission));
      return { status: true as const, message: EVENT_MESSAGES.created, data };
    },
  );

  app.post(
    '/event/:id',
    {
      onRequest: [refuseBodiesOver(EVENT_REQUEST_MAX_BYTES), app.authenticateHost],
      config: documentedBody({ 'multipart/form-data': eventUpdateMultipartSchema }),
      schema: {
        tags: ['events'],
        summary: 'Update one of the host’s events (multipart, `_method` POST); locked fields may not change',
        description: `${eventDescription} Date, times, time zone, event type, user type, paid/free and price are locked (a field error when changed); cancelled and rejected events cannot be edited (409).`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventSaveResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { event, notice } = await withSubmission(request, (submission) =>
        updateHostedEvent(deps, user, request.params.id, submission),
      );
      // Committed: the edit's notice reaches the room's live sockets (docs/decisions/103).
      if (notice) await app.chatRealtime?.messagePosted(notice);
      return { status: true as const, message: EVENT_MESSAGES.updated, data: event };
    },
  );

  app.post(
    '/event-cancel/:id',
    {
      onRequest: app.authenticateHost,
      schema: {
        tags: ['events'],
        summary: 'Cancel one of the host’s pending events',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: { 200: eventCancelResponseSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const event = await cancelEvent(deps, user, request.params.id);
      return {
        status: true as const,
        message: EVENT_MESSAGES.cancelled,
        data: { id: event.id, slug: event.slug, status: 'cancelled' as const },
      };
    },
  );
};
