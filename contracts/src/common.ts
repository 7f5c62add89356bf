import { z } from 'zod';

/**
 * The spec's error shape (section 8): `status: false`, a `message`, and per-field lists of
 * messages under `errors` when validation failed.
 */
export const apiErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A 429 in the same shape, with the seconds to wait (also sent as Retry-After; decision 010). */
export const rateLimitedErrorSchema = apiErrorSchema.extend({
  retry_after: z.number().int().nonnegative().describe('Seconds to wait before trying again'),
});

export const healthResponseSchema = z.object({
  status: z.literal(true),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.literal(true),
  }),
  version: z.string(),
  uptime_seconds: z.number().int().nonnegative(),
  warnings: z
    .array(z.string())
    .describe(
      'Production running with a pretend provider (SMS outbox, sandbox payments): said here and at every start',
    ),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Turns a list of validation issues into the spec's `errors` map: one list of messages
 * per field, keyed by the dotted path of the field ('phone', 'images.0').
 */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}
