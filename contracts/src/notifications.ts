import { z } from 'zod';
import { idField, timestampSchema } from './fields';
import { NOTIFICATION_MESSAGES } from './notification-messages';

export { NOTIFICATION_MESSAGES } from './notification-messages';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string().describe("What happened, e.g. 'host.approved'"),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  sent_at: timestampSchema,
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  tz: z.string().max(64).optional().describe('IANA time zone; the X-Timezone header is preferred'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const notificationsResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ today: z.array(notificationSchema), earlier: z.array(notificationSchema) }),
  unread_count: z.number().int().nonnegative(),
  timezone: z.string().describe('The zone "today" was computed in'),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markAsReadRequestSchema = z.object({
  notification_id: idField(NOTIFICATION_MESSAGES.idRequired),
});
export const markReadResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  unread_count: z.number().int().nonnegative(),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
