import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Deps } from '../../context';
import { UnauthenticatedError } from '../../lib/errors';
import type { UserRow } from '../users/repository';
import { findSessionWithUser, insertSession, revokeSession } from './sessions-repository';

export type Auth = { user: UserRow; sessionId: string; sessionExpiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** onRequest hook for bearer routes: sets `request.auth` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The same for routes of hosts only: a guest's token is answered 403. */
    authenticateHost: (request: FastifyRequest) => Promise<void>;
    /** The same for the guests' routes: a host's token is answered 403. */
    authenticateGuest: (request: FastifyRequest) => Promise<void>;
  }
}

const ISSUER = 'friendly-host';
const AUDIENCE = 'friendly-host-api';

type TokenDeps = Pick<Deps, 'db' | 'clock' | 'secrets'>;

/** Starts a session and signs a token naming it; the session row is what logout revokes. */
export async function createSession(
  deps: TokenDeps & Pick<Deps, 'config'>,
  userId: number,
  client: { userAgent: string | undefined; ip: string },
  /** Said in the token for clients to read; rules read the account's row, never this claim. */
  role = 'host',
) {
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + deps.config.tokenTtlDays * 86_400_000);
  const id = randomUUID();
  await insertSession(deps.db, {
    id,
    userId,
    createdAt: now,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  const token = await new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(deps.secrets.jwtKey);
  return { token, expiresAt };
}

/** Ends one session (logout): its token is refused from now on. */
export function endSession(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string) {
  return revokeSession(deps.db, sessionId, deps.clock());
}

/**
 * Who a bearer token speaks for. Accepts only an HS256 token we signed, unexpired by our
 * clock, whose session still exists unrevoked and whose user still exists. Everything
 * else is the same UnauthenticatedError, so the answer tells an attacker nothing about why.
 * HTTP routes reach it through `app.authenticate`; the socket handshake calls it directly.
 */
export async function verifyBearerToken(deps: TokenDeps, token: string): Promise<Auth> {
  let sessionId: string;
  let userId: number;
  try {
    const { payload } = await jwtVerify(token, deps.secrets.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: deps.clock(),
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    sessionId = String(payload.jti);
    userId = Number(payload.sub);
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw new UnauthenticatedError();
    throw error;
  }
  if (!Number.isInteger(userId)) throw new UnauthenticatedError();
  const row = await findSessionWithUser(deps.db, sessionId, userId);
  if (!row || row.session.revokedAt || row.session.expiresAt <= deps.clock())
    throw new UnauthenticatedError();
  return { user: row.user, sessionId, sessionExpiresAt: row.session.expiresAt };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(header: unknown) {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The HTTP side of verifyBearerToken: the request's Authorization header, or 401. */
export async function authenticateRequest(deps: TokenDeps, request: FastifyRequest): Promise<Auth> {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw new UnauthenticatedError();
  return verifyBearerToken(deps, token);
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}
