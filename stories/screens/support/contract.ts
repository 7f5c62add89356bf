import type { z } from 'zod';

/**
 * A fixture read through the API's contract when the stories load: a story cannot
 * answer something the API never would, and a contract change that a fixture no longer
 * meets fails the stories at once instead of drifting silently.
 */
export function answerOf<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  return schema.parse(value);
}
