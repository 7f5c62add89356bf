import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logoutResponseSchema, verifyTokenResponseSchema } from './auth';
import { readLogoutResponse, readVerifyTokenResponse } from './session-check';
import { agreesWithSchema } from './test-support/agrees-with-schema';

/** The guard's and Log Out's checks without zod answer what the contract's schemas answer (docs/decisions/085, 126). */
describe.each([
  { name: 'readVerifyTokenResponse', read: readVerifyTokenResponse, schema: verifyTokenResponseSchema },
  { name: 'readLogoutResponse', read: readLogoutResponse, schema: logoutResponseSchema },
] as const)('$name', ({ read, schema }) => {
  const viaZod = (value: unknown) => {
    const result = (schema as z.ZodType).safeParse(value);
    return result.success ? result.data : null;
  };
  const valid = { status: true, message: 'Token is valid' };

  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = { ...valid, extra: 1 };
    expect(read(answer)).not.toBeNull();
    expect(read(answer)).toEqual(viaZod(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      'ok',
      { ...valid, status: false },
      { status: true },
      { ...valid, message: 1 },
    ]) {
      expect(read(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.constant(null),
    );
    const near = fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom('status', 'message'), odd), { maxLength: 2 }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
      )
      .map(([changes, extra]) => {
        const changed: Record<string, unknown> = { ...extra, ...valid };
        for (const [key, value] of changes) changed[key] = value;
        return changed;
      });
    agreesWithSchema(read, schema, near);
  });
});
