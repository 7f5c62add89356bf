import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** What the Maps JavaScript API loads when Google Places is configured (docs/decisions/050). */
const GOOGLE_PLACES = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

/** A year; sent only on HTTPS requests (a browser ignores it on plain HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The Content-Security-Policy directives for this configuration. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'places'>) {
  const google = config.places.source === 'google';
  const extra = (hosts: readonly string[]) => (google ? [...hosts] : []);
  return {
    defaultSrc: ["'self'"],
    // Scripts from this origin only: no inline script, no eval.
    scriptSrc: ["'self'", ...extra(GOOGLE_PLACES.script)],
    // Toasts (sonner) and the dialogs' scroll lock (react-remove-scroll) insert <style>
    // elements at run time, and Radix positions popovers with style attributes; none takes
    // a nonce or a fixed hash (docs/decisions/062).
    styleSrc: ["'self'", "'unsafe-inline'", ...extra(GOOGLE_PLACES.style)],
    // Uploaded photos (/media), previews of picked files (blob:), inline SVG icons (data:).
    imgSrc: ["'self'", 'data:', 'blob:', ...extra(GOOGLE_PLACES.img)],
    fontSrc: ["'self'", 'data:', ...extra(GOOGLE_PLACES.font)],
    // The API and the socket (same-origin ws:/wss: is 'self' in CSP 3).
    connectSrc: ["'self'", ...extra(GOOGLE_PLACES.connect)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Off: it would rewrite every http:// subresource to https:// on a plain-HTTP install.
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer — the app, the API, /api/docs, the sandbox pages,
 * errors and the history fallback (docs/decisions/062). Pages that need a stricter or
 * different policy (uploaded media, the sandbox pages) set their own header, which wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  void app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, only when the request came over TLS.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
