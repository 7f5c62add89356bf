import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userResponseSchema } from './auth';
import { agreesWithSchema } from './test-support/agrees-with-schema';
import { HOST_STATUSES, readUserResponse, USER_ROLES } from './user-check';

const viaZod = (value: unknown) => {
  const result = userResponseSchema.safeParse(value);
  return result.success ? result.data : null;
};

const user = {
  id: 7,
  slug: 'maya-patel',
  role: 'host',
  phone: '412345678',
  country_code: '+61',
  country_id: 21,
  iso_code: 'AU',
  is_verified: true,
  name: 'Maya Patel',
  email: null,
  city: null,
  location: 'Sydney, New South Wales, Australia',
  bio: 'I host small dinners.',
  latitude: -33.86785,
  longitude: 151.20732,
  profile_photo: null,
  host_status: 'approved',
  is_profile_completed: true,
  stripe_account_id: 'acct_1',
  stripe_onboarding_completed: true,
  has_stripe_account: true,
  created_at: '2026-11-20T10:00:00.000Z',
  pending_phone: {
    phone: '498765432',
    country_code: '+61',
    country_id: null,
    iso_code: null,
    requested_at: '2026-11-21T10:00:00.000Z',
  },
};

/** The guard's check without zod answers what the contract's schema answers. */
describe('readUserResponse', () => {
  it('reads a valid answer as the schema does, dropping unknown keys', () => {
    const answer = {
      status: true,
      data: { ...user, extra: 1, pending_phone: { ...user.pending_phone, x: 2 } },
    };
    expect(readUserResponse(answer)).toEqual(viaZod(answer));
    expect(readUserResponse(answer)).not.toBeNull();
    expect(Object.keys(readUserResponse(answer)?.data ?? {})).toEqual(
      Object.keys(viaZod(answer)?.data ?? {}),
    );
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [
      null,
      [],
      { status: false, data: user },
      { status: true },
      { status: true, data: { ...user, id: 1.5 } },
      { status: true, data: { ...user, role: 'admin' } },
      { status: true, data: { ...user, host_status: null } },
      { status: true, data: { ...user, latitude: '1' } },
      { status: true, data: { ...user, pending_phone: { ...user.pending_phone, requested_at: 3 } } },
    ]) {
      expect(readUserResponse(answer)).toBeNull();
      expect(viaZod(answer)).toBeNull();
    }
  });

  it('agrees with the schema on arbitrary near misses', () => {
    const keys = Object.keys(user);
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.constantFrom(...USER_ROLES, ...HOST_STATUSES, 'admin'),
      fc.double(),
      fc.integer(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
      fc.boolean(),
      fc.constant(null),
    );
    const nearUser = fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...keys), odd), { maxLength: 2 }),
        fc.option(fc.tuple(fc.constantFrom(...Object.keys(user.pending_phone)), odd), { freq: 2 }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
      )
      .map(([changes, pendingChange, extra]) => {
        const data: Record<string, unknown> = { ...extra, ...user, pending_phone: { ...user.pending_phone } };
        for (const [key, value] of changes) data[key] = value;
        if (pendingChange && data.pending_phone && typeof data.pending_phone === 'object') {
          (data.pending_phone as Record<string, unknown>)[pendingChange[0]] = pendingChange[1];
        }
        return { status: true, data };
      });
    agreesWithSchema(readUserResponse, userResponseSchema, nearUser);
  });
});
