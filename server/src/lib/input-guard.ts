import { hasForbiddenCharacters, INPUT_MESSAGES } from '@friendly/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Deep enough for any body we accept; deeper input is refused rather than walked. */
const MAX_DEPTH = 8;

/** The dotted path of the first string holding a control character (NUL above all), or null. */
function firstForbidden(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value, 'multi-line') ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path || '_';
  for (const [key, child] of Object.entries(value)) {
    const found = firstForbidden(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A safety net in front of every route's own validation (docs/decisions/061): a control
 * character (NUL, which PostgreSQL cannot store, above all; tab and line breaks are left
 * to each field's rule) anywhere in the query, the path parameters or a JSON body is
 * refused with 422 and the field's name, before a schema, a regex or the database reads
 * it. Multipart fields are checked by the route's own schema.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    for (const source of [request.params, request.query, body]) {
      const field = firstForbidden(source, '', 0);
      if (field) {
        throw new HttpError(422, INPUT_MESSAGES.forbiddenCharacters, {
          [field]: [INPUT_MESSAGES.forbiddenCharacters],
        });
      }
    }
  });
}
