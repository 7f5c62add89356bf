import {
  isValidTimeZone,
  markAsReadRequestSchema,
  markReadResponseSchema,
  NOTIFICATION_MESSAGES,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/errors';
import { requireAuth } from '../auth/tokens';
import { listNotifications, markAllRead, markRead } from './service';

/** Notifications, a host's or a guest's (spec 001 §2, §7). Zone from X-Timezone (docs/decisions/018). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Newest notifications grouped into today and earlier in the host’s time zone',
        security: [{ bearerAuth: [] }],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const header = request.headers['x-timezone'];
      const requested = (typeof header === 'string' ? header : undefined) ?? request.query.tz;
      if (requested && !isValidTimeZone(requested)) {
        throw new ValidationError(NOTIFICATION_MESSAGES.invalidTimezone, {
          errors: { tz: [NOTIFICATION_MESSAGES.invalidTimezone] },
        });
      }
      const timeZone = requested ?? 'UTC';
      // `limit` is the first page's size: the answer keeps its shape (today/earlier, no paging).
      const { grouped, unread } = await listNotifications(deps, user.id, {
        page: 1,
        perPage: request.query.limit,
        timeZone,
      });
      return { status: true as const, data: grouped, unread_count: unread, timezone: timeZone };
    },
  );

  app.post(
    '/notifications/mark-as-read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification as read',
        security: [{ bearerAuth: [] }],
        body: markAsReadRequestSchema,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const unread = await markRead(deps, user.id, request.body.notification_id);
      return {
        status: true as const,
        message: NOTIFICATION_MESSAGES.markedRead,
        unread_count: unread,
      };
    },
  );

  app.post(
    '/notifications/mark-all-read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification as read',
        security: [{ bearerAuth: [] }],
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await markAllRead(deps, user.id);
      return { status: true as const, message: NOTIFICATION_MESSAGES.allMarkedRead, unread_count: 0 };
    },
  );
};
