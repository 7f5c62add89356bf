import type { LogoutResponse, VerifyTokenResponse } from './auth';
import { REFUSED, readKind, type Shape } from './shape-check';

/**
 * The answers of GET /api/verify-token and POST /api/logout checked without zod: the route
 * guard confirms the token on every signed-in navigation after the first, and Log Out is in
 * the signed-in header, both on first loads that do not carry zod (docs/decisions/085,
 * 126). Each answers exactly what its schema answers, which session-check.test.ts holds it
 * to.
 */

/** `verifyTokenResponseSchema` and `logoutResponseSchema`, field for field. */
const STATUS_AND_MESSAGE: Shape = [
  ['status', 'true'],
  ['message', 'string'],
];

export function readVerifyTokenResponse(value: unknown): VerifyTokenResponse | null {
  const read = readKind(value, STATUS_AND_MESSAGE);
  return read === REFUSED ? null : (read as VerifyTokenResponse);
}

export function readLogoutResponse(value: unknown): LogoutResponse | null {
  const read = readKind(value, STATUS_AND_MESSAGE);
  return read === REFUSED ? null : (read as LogoutResponse);
}
