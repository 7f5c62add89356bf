/**
 * Reading an answer without zod, as its schema reads it (docs/decisions/085): a
 * first load that should not carry zod checks the API's answer against a shape written as
 * data — the same fields in the same order as the schema, unknown keys dropped, nothing
 * where the schema would refuse. Each reader built on this has a property test holding it
 * to its schema (`user-check.test.ts`, `event-list-check.test.ts`).
 */

export type Kind =
  /** z.number().int(): a safe integer. */
  | 'int'
  /** z.number().int().nonnegative() */
  | 'nonnegative-int'
  /** z.number().int().min(1) */
  | 'positive-int'
  /** z.number(): finite. */
  | 'number'
  | 'string'
  | 'boolean'
  /** z.literal(true) */
  | 'true'
  /** z.enum([...]) */
  | readonly string[]
  /** z.object({...}) */
  | Shape
  /** z.array(...) */
  | { readonly arrayOf: Kind }
  /** z.string().regex(...) */
  | { readonly matches: RegExp };

/** A field: its key, its kind, and whether it may be null (`.nullable()`) or absent (`.optional()`). */
export type Field = readonly [key: string, kind: Kind, presence?: 'nullable' | 'optional'];
export type Shape = readonly Field[];

export const REFUSED: unique symbol = Symbol('refused');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` read as `kind`, or REFUSED where the schema would refuse it. */
export function readKind(value: unknown, kind: Kind, nullable = false): unknown {
  if (value === null && nullable) return null;
  switch (kind) {
    case 'int':
      return Number.isSafeInteger(value) ? value : REFUSED;
    case 'nonnegative-int':
      return Number.isSafeInteger(value) && (value as number) >= 0 ? value : REFUSED;
    case 'positive-int':
      return Number.isSafeInteger(value) && (value as number) >= 1 ? value : REFUSED;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : REFUSED;
    case 'string':
      return typeof value === 'string' ? value : REFUSED;
    case 'boolean':
      return typeof value === 'boolean' ? value : REFUSED;
    case 'true':
      return value === true ? value : REFUSED;
  }
  if ('arrayOf' in kind) {
    if (!Array.isArray(value)) return REFUSED;
    const items: unknown[] = [];
    for (const item of value) {
      const read = readKind(item, kind.arrayOf);
      if (read === REFUSED) return REFUSED;
      items.push(read);
    }
    return items;
  }
  if ('matches' in kind) return typeof value === 'string' && kind.matches.test(value) ? value : REFUSED;
  if (typeof kind[0] === 'string') {
    return (kind as readonly string[]).includes(value as string) ? value : REFUSED;
  }
  if (!isRecord(value)) return REFUSED;
  const result: Record<string, unknown> = {};
  for (const [key, fieldKind, presence] of kind as Shape) {
    if (presence === 'optional' && value[key] === undefined) {
      // As zod does: an absent key stays absent, a key present as undefined stays present.
      if (key in value) result[key] = undefined;
      continue;
    }
    const field = readKind(value[key], fieldKind, presence === 'nullable');
    if (field === REFUSED) return REFUSED;
    result[key] = field;
  }
  return result;
}
