import { randomUUID } from 'node:crypto';
import { GENERIC_MESSAGES } from '@friendly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';

export type UserRow = typeof users.$inferSelect;
export type Auth = { user: UserRow; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** onRequest hook for bearer routes: sets `request.auth` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const ISSUER = 'friendly-host';
const AUDIENCE = 'friendly-host-api';

/** Starts a session and signs a token naming it; the session row is what logout revokes. */
export async function createSession(app: FastifyInstance, userId: number, request: FastifyRequest) {
  const now = app.clock();
  const expiresAt = new Date(now.getTime() + app.config.tokenTtlDays * 86_400_000);
  const id = randomUUID();
  await app.database.db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  const token = await new SignJWT({ role: 'host' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(app.secrets.jwtKey);
  return { token, expiresAt };
}

export async function revokeSession(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

const unauthenticated = () => new HttpError(401, GENERIC_MESSAGES.unauthenticated);

/**
 * Accepts only an HS256 token we signed, unexpired by our clock, whose session still
 * exists unrevoked and whose user still exists. Everything else is the same 401, so the
 * answer tells an attacker nothing about why.
 */
export async function authenticateRequest(app: FastifyInstance, request: FastifyRequest): Promise<Auth> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthenticated();
  let sessionId: string;
  let userId: number;
  try {
    const { payload } = await jwtVerify(match[1], app.secrets.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: app.clock(),
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    sessionId = String(payload.jti);
    userId = Number(payload.sub);
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthenticated();
    throw error;
  }
  if (!Number.isInteger(userId)) throw unauthenticated();
  const [row] = await app.database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row || row.session.revokedAt || row.session.expiresAt <= app.clock()) throw unauthenticated();
  return { user: row.user, sessionId };
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
