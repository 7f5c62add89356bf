import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Calendar files and private feeds (docs/decisions/150). */
export const calendarRoutes: FastifyPluginAsyncZod = async () => {};
