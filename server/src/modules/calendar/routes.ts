import type { SwaggerTransform } from '@fastify/swagger';
import {
  CALENDAR,
  CALENDAR_FEED_MESSAGES,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarFileName,
  eventIdParamsSchema,
} from '@friendly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/openapi';
import { publicOriginFor } from '../../lib/origins';
import { requireAuth } from '../auth/tokens';
import {
  calendarFeedLink,
  feedCalendar,
  hostEventCalendar,
  memberEventCalendar,
  rotateCalendarFeed,
} from './service';

/**
 * The reference shows the 200 answer as a calendar file: the route sends text, so no
 * response schema serializes it, and the document is told here instead.
 */
const documentedCalendarFile = (description: string): { swaggerTransform: SwaggerTransform } => ({
  swaggerTransform: (document) => {
    const transformed = jsonSchemaTransform(document as never) as {
      schema: { response?: Record<string, unknown> };
      url: string;
    };
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: {
          ...transformed.schema.response,
          200: { description, content: { 'text/calendar': { schema: { type: 'string' } } } },
        },
      },
    };
  },
});

/** The feed's address carries its token, a credential: the log names the route instead. */
const FEED_LOG_URL = '/api/calendar/{token}.ics';

function sendCalendar(
  reply: FastifyReply,
  ics: string,
  options: { fileName?: string; cacheControl: string },
) {
  reply
    .header('content-type', CALENDAR.contentType)
    .header('cache-control', options.cacheControl)
    // A feed's link must not travel onwards from a page that opened it.
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow');
  if (options.fileName) reply.header('content-disposition', `attachment; filename="${options.fileName}"`);
  return reply.send(ics);
}

/** Calendar files and private feeds (docs/decisions/150). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const origin = (request: FastifyRequest) => publicOriginFor(app, request);

  app.get(
    '/event/:id/calendar.ics',
    {
      onRequest: app.authenticateHost,
      config: documentedCalendarFile('The event as an RFC 5545 calendar file (an attachment)'),
      schema: {
        tags: ['events'],
        summary: 'One of the host’s events as a calendar file (.ics), for "Add to calendar"',
        description:
          'By slug or id. One VEVENT: UID `event-<id>@<host>`, start and end in the event’s zone (TZID with its VTIMEZONE), SEQUENCE, and STATUS CANCELLED for a cancelled or called-off event. Another host’s event is 404.',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: errorAnswers(401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const file = await hostEventCalendar(
        deps,
        requireAuth(request).user,
        request.params.id,
        origin(request),
      );
      return sendCalendar(reply, file.ics, {
        fileName: calendarFileName(file.slug),
        cacheControl: 'private, no-cache',
      });
    },
  );

  app.get(
    '/guest/events/:id/calendar.ics',
    {
      onRequest: app.authenticateGuest,
      config: documentedCalendarFile('The event as an RFC 5545 calendar file (an attachment)'),
      schema: {
        tags: ['guests'],
        summary: 'An event the guest holds a seat at, as a calendar file (.ics)',
        description:
          'By slug or id; the same VEVENT as the host’s file. An event the guest holds no seat at is 404.',
        security: [{ bearerAuth: [] }],
        params: eventIdParamsSchema,
        response: errorAnswers(401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const file = await memberEventCalendar(
        deps,
        requireAuth(request).user,
        request.params.id,
        origin(request),
      );
      return sendCalendar(reply, file.ics, {
        fileName: calendarFileName(file.slug),
        cacheControl: 'private, no-cache',
      });
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: documentedCalendarFile('The person’s events as an RFC 5545 calendar to subscribe to'),
      // The token is the credential: the request's log line names the route, not the address.
      logSerializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: FEED_LOG_URL }),
      },
      schema: {
        tags: ['calendar'],
        summary: 'A person’s private calendar feed: the events they host or hold a seat at',
        description: `No bearer token: the link's token is the credential (GET /api/user/calendar-feed or /api/guest/calendar-feed gives it). Events hosted (approved, completed, cancelled) and events with a seat held; cancelled and called-off ones stay with STATUS:CANCELLED. An unknown or rotated token is 404. Cache-Control: private, max-age=${CALENDAR.feedMaxAgeSeconds}.`,
        params: calendarFeedParamsSchema,
        response: errorAnswers(404, 422),
      },
    },
    async (request, reply) => {
      const ics = await feedCalendar(deps, request.params.token, origin(request));
      return sendCalendar(reply, ics, { cacheControl: `private, max-age=${CALENDAR.feedMaxAgeSeconds}` });
    },
  );

  for (const [prefix, authenticate, tag] of [
    ['/user', app.authenticateHost, 'profile'],
    ['/guest', app.authenticateGuest, 'guests'],
  ] as const) {
    app.get(
      `${prefix}/calendar-feed`,
      {
        onRequest: authenticate,
        schema: {
          tags: [tag],
          summary: 'The signed-in person’s private calendar feed link (made on first ask)',
          security: [{ bearerAuth: [] }],
          response: { 200: calendarFeedResponseSchema, ...errorAnswers(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return {
          status: true as const,
          message: CALENDAR_FEED_MESSAGES.feedLoaded,
          data: await calendarFeedLink(deps, requireAuth(request).user, origin(request)),
        };
      },
    );

    app.post(
      `${prefix}/calendar-feed/rotate`,
      {
        onRequest: authenticate,
        schema: {
          tags: [tag],
          summary: 'A new private calendar feed link; the old one stops working at once',
          security: [{ bearerAuth: [] }],
          response: { 200: calendarFeedResponseSchema, ...errorAnswers(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return {
          status: true as const,
          message: CALENDAR_FEED_MESSAGES.feedRotated,
          data: await rotateCalendarFeed(deps, requireAuth(request).user, origin(request)),
        };
      },
    );
  }
};
