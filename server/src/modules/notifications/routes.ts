import {
  markAsReadRequestSchema,
  markReadResponseSchema,
  NOTIFICATION_MESSAGES,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@friendly/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { requireAuth } from '../auth/tokens';
import { isValidTimeZone, listGrouped, unreadCount } from './service';

/** Notifications (spec 001 §2, §7). The host's zone comes from X-Timezone (docs/decisions/018). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
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
        throw new HttpError(422, NOTIFICATION_MESSAGES.invalidTimezone, {
          tz: [NOTIFICATION_MESSAGES.invalidTimezone],
        });
      }
      const timeZone = requested ?? 'UTC';
      const db = app.database.db;
      const [data, unread] = await Promise.all([
        listGrouped(db, user.id, { limit: request.query.limit, timeZone, now: app.clock() }),
        unreadCount(db, user.id),
      ]);
      return { status: true as const, data, unread_count: unread, timezone: timeZone };
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
      const db = app.database.db;
      const [row] = await db
        .select({ id: notifications.id, isRead: notifications.isRead })
        .from(notifications)
        .where(and(eq(notifications.id, request.body.notification_id), eq(notifications.userId, user.id)));
      if (!row) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
      if (!row.isRead) {
        await db
          .update(notifications)
          .set({ isRead: true, readAt: app.clock() })
          .where(eq(notifications.id, row.id));
      }
      return {
        status: true as const,
        message: NOTIFICATION_MESSAGES.markedRead,
        unread_count: await unreadCount(db, user.id),
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
      await app.database.db
        .update(notifications)
        .set({ isRead: true, readAt: app.clock() })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
      return { status: true as const, message: NOTIFICATION_MESSAGES.allMarkedRead, unread_count: 0 };
    },
  );
};
