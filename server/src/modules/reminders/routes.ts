import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A guest's reminder settings (docs/decisions/151). */
export const reminderRoutes: FastifyPluginAsyncZod = async () => {};
