import {
  guestSettingsRequestSchema,
  guestSettingsResponseSchema,
  REMINDER_MESSAGES,
  REMINDERS,
} from '@friendly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/openapi';
import { requireAuth } from '../auth/tokens';
import { guestSettings, updateGuestSettings } from './service';

const remindersSchedule = `Members are reminded ${REMINDERS.memberFirstHoursBefore} hours and ${REMINDERS.memberLastHoursBefore} hours before an event starts, in-app and by SMS.`;

/** A guest's reminder settings (docs/decisions/151). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/guest/settings',
    {
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary: 'The signed-in guest’s settings: whether reminders also go by SMS',
        description: remindersSchedule,
        security: [{ bearerAuth: [] }],
        response: { 200: guestSettingsResponseSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({
      status: true as const,
      message: REMINDER_MESSAGES.loaded,
      data: await guestSettings(deps, requireAuth(request).user),
    }),
  );

  app.post(
    '/guest/settings',
    {
      onRequest: app.authenticateGuest,
      schema: {
        tags: ['guests'],
        summary: 'Turn the guest’s SMS reminders on or off',
        description: `${remindersSchedule} With reminders_sms false the SMS is not sent; the in-app reminder still is.`,
        security: [{ bearerAuth: [] }],
        body: guestSettingsRequestSchema,
        response: { 200: guestSettingsResponseSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => ({
      status: true as const,
      message: REMINDER_MESSAGES.updated,
      data: await updateGuestSettings(deps, requireAuth(request).user, request.body),
    }),
  );
};
