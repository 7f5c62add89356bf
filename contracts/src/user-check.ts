import type { UserResponse } from './auth';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answer of GET /api/user checked without zod: the route guard reads it on the first
 * signed-in navigation of every page load, whose first load should not carry zod (issue
 * 11, docs/decisions/085). It answers exactly what `userResponseSchema` answers — the
 * same fields in the same order, unknown keys dropped, null when the schema would refuse
 * — which a property test holds it to (user-check.test.ts). The role and status lists
 * live here and `auth.ts` builds its enums from them.
 */

/** Who an account is: a host (this web app) or a guest (the mobile app). One role per account. */
export const USER_ROLES = ['host', 'guest'] as const;
export const HOST_STATUSES = ['pending', 'approved', 'rejected'] as const;

const PENDING_PHONE: Shape = [
  ['phone', 'string'],
  ['country_code', 'string'],
  ['country_id', 'int', 'nullable'],
  ['iso_code', 'string', 'nullable'],
  ['requested_at', 'string'],
];

/** `userProfileSchema`, field for field. */
const USER_PROFILE: Shape = [
  ['id', 'int'],
  ['slug', 'string'],
  ['role', USER_ROLES],
  ['phone', 'string'],
  ['country_code', 'string'],
  ['country_id', 'int', 'nullable'],
  ['iso_code', 'string', 'nullable'],
  ['is_verified', 'boolean'],
  ['name', 'string', 'nullable'],
  ['email', 'string', 'nullable'],
  ['city', 'string', 'nullable'],
  ['location', 'string', 'nullable'],
  ['bio', 'string', 'nullable'],
  ['latitude', 'number', 'nullable'],
  ['longitude', 'number', 'nullable'],
  ['profile_photo', 'string', 'nullable'],
  ['host_status', HOST_STATUSES],
  ['is_profile_completed', 'boolean'],
  ['stripe_account_id', 'string', 'nullable'],
  ['stripe_onboarding_completed', 'boolean'],
  ['has_stripe_account', 'boolean'],
  ['payout_currency', 'string', 'optional'],
  ['created_at', 'string'],
  ['pending_phone', PENDING_PHONE, 'nullable'],
];

/** The answer as `userResponseSchema` reads it, or null where it would refuse it. */
export function readUserResponse(value: unknown): UserResponse | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if ((value as { status?: unknown }).status !== true) return null;
  const data = readKind((value as { data?: unknown }).data, USER_PROFILE);
  return data === REFUSED ? null : ({ status: true, data } as UserResponse);
}
