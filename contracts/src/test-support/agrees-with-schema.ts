import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The property that holds a zod-free reader to its schema (docs/decisions/085): for every
 * value drawn from `nearMisses` (four times in five) or arbitrary JSON, the reader answers
 * what the schema answers.
 *
 * - `answer: 'parsed'` (the default): the reader returns what the schema parses, or null
 *   where the schema refuses (compared with `toEqual`).
 * - `answer: 'verdict'`: the reader only says whether the schema accepts (true or false).
 *
 * Given several schemas, the reader answers what each of them answers, so they also
 * agree with each other. Both sides of the line must be exercised: of the 1000 values the
 * reader accepts more than `minAccepted` and refuses more than 50.
 *
 * For contracts' *-check tests only: not a test file itself, and not exported from the
 * package's entry (index.ts).
 */
export function agreesWithSchema(
  read: (value: unknown) => unknown,
  schema: z.ZodType | readonly z.ZodType[],
  nearMisses: fc.Arbitrary<unknown>,
  { answer = 'parsed', minAccepted = 50 }: { answer?: 'parsed' | 'verdict'; minAccepted?: number } = {},
): void {
  const schemas: readonly z.ZodType[] = Array.isArray(schema) ? schema : [schema];
  let accepted = 0;
  fc.assert(
    fc.property(fc.oneof({ arbitrary: nearMisses, weight: 4 }, fc.jsonValue()), (value) => {
      const checked = read(value);
      if (checked) accepted += 1;
      for (const each of schemas) {
        const result = each.safeParse(value);
        if (answer === 'verdict') expect(checked).toBe(result.success);
        else expect(checked).toEqual(result.success ? result.data : null);
      }
    }),
    { numRuns: 1000 },
  );
  // Both sides of the line were exercised.
  expect(accepted).toBeGreaterThan(minAccepted);
  expect(accepted).toBeLessThan(950);
}

/**
 * `base` with up to `most` of its keys (by default its own) set to values drawn from `odd`:
 * a near miss of a valid answer, or the valid answer itself when nothing was drawn.
 */
export function withChanges(
  base: object,
  odd: fc.Arbitrary<unknown>,
  { keys = Object.keys(base), most = 2 }: { keys?: readonly string[]; most?: number } = {},
): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.tuple(fc.constantFrom(...keys), odd), { maxLength: most }).map((changes) => {
    const changed: Record<string, unknown> = { ...base };
    for (const [key, value] of changes) changed[key] = value;
    return changed;
  });
}

/**
 * Each of `values` is valid: the reader reads it as the schema parses it, in the schema's key
 * order, dropping the keys the schema drops.
 */
export function readsAsSchema(
  read: (value: unknown) => unknown,
  schema: z.ZodType,
  values: readonly unknown[],
) {
  for (const value of values) {
    const parsed = schema.safeParse(value);
    const checked = read(value);
    expect(parsed.success).toBe(true);
    expect(checked).toEqual(parsed.data);
    expect(JSON.stringify(checked)).toEqual(JSON.stringify(parsed.data));
  }
}

/** Each of `values` is one the schema refuses: the reader refuses it too. */
export function refusesAsSchema(
  read: (value: unknown) => unknown,
  schema: z.ZodType,
  values: readonly unknown[],
) {
  for (const value of values) {
    expect(schema.safeParse(value).success).toBe(false);
    expect(read(value)).toBeNull();
  }
}

/**
 * The odd values a near miss puts in a field: any JSON, undefined, numbers around the
 * edges (`numbers`: the range of the small integers and doubles, unbounded doubles by
 * default), a number past the safe integers, booleans, null, an empty list, and `also`
 * (the words and shapes of the contract at hand).
 */
export function oddValues({
  numbers,
  also = [],
}: {
  numbers?: { min: number; max: number };
  also?: readonly fc.Arbitrary<unknown>[];
} = {}) {
  return fc.oneof(
    fc.jsonValue(),
    fc.constant(undefined),
    ...also,
    numbers ? fc.double(numbers) : fc.double(),
    fc.integer(numbers ?? { min: -3, max: 3 }),
    fc.constant(Number.MAX_SAFE_INTEGER + 2),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
  );
}
