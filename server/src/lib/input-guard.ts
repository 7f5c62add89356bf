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
  // Own enumerable keys, as Object.entries gives them, without building the pairs.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
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
  // A plain hook, not an async one: every request passes here, most with nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const field =
      firstForbidden(request.params, '', 0) ??
      firstForbidden(request.query, '', 0) ??
      firstForbidden(body, '', 0);
    if (!field) return done();
    done(
      new HttpError(422, INPUT_MESSAGES.forbiddenCharacters, {
        [field]: [INPUT_MESSAGES.forbiddenCharacters],
      }),
    );
  });
}
