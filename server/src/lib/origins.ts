import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origins this app is served from (docs/decisions/064): PUBLIC_URL and APP_ORIGINS.
 * Outside production, without PUBLIC_URL (a laptop, the tests), the request's own origin
 * stands in; production requires PUBLIC_URL, so the Host header never decides there.
 */
export function appOriginsFor(app: FastifyInstance, request: FastifyRequest): string[] {
  if (app.config.appOrigins.length > 0) return app.config.appOrigins;
  return [`${request.protocol}://${request.host}`];
}

/** The server's own origin for links it hands out: PUBLIC_URL, else (not production) the request's. */
export function publicOriginFor(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** True when `url` is an http(s) address on one of `origins`. */
export function isOnOrigins(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.includes(parsed.origin);
}
