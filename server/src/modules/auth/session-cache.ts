import { AUTH_MESSAGES } from '@friendly/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../context';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors';
import { type Auth, bearerTokenOf, verifyBearerToken } from './tokens';

/**
 * How long a read may trust a token the database confirmed, without asking again: the
 * bound within which a revocation made elsewhere (another instance, the CLI) takes effect
 * on this instance (docs/decisions/071).
 */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

type Entry = { auth: Auth; until: number };

/**
 * Verified bearer tokens of one instance, kept for at most SESSION_CACHE_TTL_MS by the
 * app's clock. Only reads use it; writes on this instance drop their user's entries.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  // Verifications under way: reads of one token that miss together share one query
  // instead of each asking the database (50 connections missing at once when an entry
  // expires would otherwise queue 50 queries on PGlite's single thread).
  readonly #pending = new Map<string, { generation: number; auth: Promise<Auth> }>();
  // Bumped by every forget: a verification that started before it is not kept, so a
  // read racing a write cannot store what the write replaced.
  #generation = 0;

  constructor(
    private readonly clock: Deps['clock'],
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  verify(token: string, verify: (token: string) => Promise<Auth>): Promise<Auth> {
    const now = this.clock().getTime();
    const kept = this.#entries.get(token);
    if (kept && now < kept.until) return Promise.resolve(kept.auth);
    if (kept) this.#entries.delete(token);
    const pending = this.#pending.get(token);
    // One that started before a forget may answer what the forget replaced: not joined.
    if (pending && pending.generation === this.#generation) return pending.auth;
    const generation = this.#generation;
    const auth = verify(token).then((confirmed) => {
      if (generation === this.#generation) this.#keep(token, confirmed, now);
      return confirmed;
    });
    const entry = { generation, auth };
    this.#pending.set(token, entry);
    const settle = () => {
      if (this.#pending.get(token) === entry) this.#pending.delete(token);
    };
    auth.then(settle, settle);
    return auth;
  }

  #keep(token: string, auth: Auth, now: number) {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, { auth, until: Math.min(now + this.ttlMs, auth.sessionExpiresAt.getTime()) });
  }

  /** Drops every session of a user whose row or sessions this instance just changed. */
  forgetUser(userId: number) {
    this.#generation += 1;
    for (const [token, entry] of this.#entries) {
      if (entry.auth.user.id === userId) this.#entries.delete(token);
    }
  }

  /** Drops everything: after a change to users this instance cannot name (admin commands, webhooks). */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `app.authenticate` for bearer routes. A read trusts a token the database confirmed less
 * than a second ago (no query); a write always asks the database, so it acts on the
 * current session and user row, and then drops its user's entries so this instance's
 * next read sees what it wrote.
 */
export function registerAuthentication(app: FastifyInstance, deps: Deps) {
  const cache = new SessionCache(deps.clock);
  app.decorate('sessionCache', cache);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new UnauthenticatedError();
    request.auth = SAFE_METHODS.has(request.method)
      ? await cache.verify(token, (value) => verifyBearerToken(deps, value))
      : await verifyBearerToken(deps, token);
  });
  // The same, and the account must have this role: host routes refuse guests and the
  // guests' routes refuse hosts (403, docs/decisions/079).
  for (const [name, role, message] of [
    ['authenticateHost', 'host', AUTH_MESSAGES.hostsOnly],
    ['authenticateGuest', 'guest', AUTH_MESSAGES.guestsOnly],
  ] as const) {
    app.decorate(name, async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.auth?.user.role !== role) throw new ForbiddenError(message);
    });
  }
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.auth && !SAFE_METHODS.has(request.method)) cache.forgetUser(request.auth.user.id);
    done(null, payload);
  });
}
