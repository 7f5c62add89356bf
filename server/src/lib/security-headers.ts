import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * What the browser loads when Google Places is configured (docs/decisions/050 and 062):
 * src/lib/places/google-places-source.ts adds the Maps JavaScript API loader
 * (maps.googleapis.com/maps/api/js), which loads the rest of itself from the same host,
 * calls its bootstrap services (maps.googleapis.com, mapsresources-pa.googleapis.com) and
 * the Places API (New) behind AutocompleteSuggestion and Place.fetchFields
 * (places.googleapis.com), and takes its static images from maps.gstatic.com and its
 * fonts from fonts.googleapis.com / fonts.gstatic.com. No map or widget is drawn, so no
 * tiles, workers, frames or eval.
 */
export const GOOGLE_PLACES_SOURCES = {
  script: ['https://maps.googleapis.com'],
  connect: [
    'https://maps.googleapis.com',
    'https://mapsresources-pa.googleapis.com',
    'https://places.googleapis.com',
  ],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

/** A year; sent only on requests that came over TLS (a browser ignores it on plain HTTP anyway). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The WebSocket origins of the app's own origins: wss://host for https://host, ws:// for http://. */
function socketOrigins(origins: readonly string[]) {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

/**
 * The Content-Security-Policy directives (helmet's camelCase names) for this
 * configuration: the built app, its API, the API reference and every error answer
 * share it (docs/decisions/062).
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'places' | 'appOrigins'>) {
  const google = config.places.source === 'google';
  const withGoogle = (hosts: readonly string[]) => (google ? [...hosts] : []);
  // Toasts (sonner) and the dialogs' scroll lock (react-remove-scroll) insert <style>
  // elements at run time; the scroll lock's text varies with the scrollbar width and a
  // counter, and neither library can be handed a nonce through the static index.html, so
  // inline <style> elements need 'unsafe-inline'. Style attributes do not: React and Radix
  // set styles through the CSSOM, which CSP does not govern.
  const styleElements = ["'self'", "'unsafe-inline'", ...withGoogle(GOOGLE_PLACES_SOURCES.style)];
  return {
    defaultSrc: ["'self'"],
    // Scripts from this origin only: no inline script, no event-handler attributes, no eval.
    scriptSrc: ["'self'", ...withGoogle(GOOGLE_PLACES_SOURCES.script)],
    scriptSrcAttr: ["'none'"],
    // style-src is the fallback of browsers without CSP 3's -elem/-attr split.
    styleSrc: styleElements,
    styleSrcElem: styleElements,
    styleSrcAttr: ["'none'"],
    // Uploaded photos (/media), previews of picked files (blob:), country flags and Swagger UI's
    // inlined images (data:).
    imgSrc: ["'self'", 'data:', 'blob:', ...withGoogle(GOOGLE_PLACES_SOURCES.img)],
    // The built CSS inlines one small font subset as a data: URL.
    fontSrc: ["'self'", 'data:', ...withGoogle(GOOGLE_PLACES_SOURCES.font)],
    // The API and the socket (/socket.io). 'self' covers same-origin ws:/wss: in CSP 3
    // browsers; the app's configured origins are also named as ws(s): for older ones.
    connectSrc: ["'self'", ...socketOrigins(config.appOrigins), ...withGoogle(GOOGLE_PLACES_SOURCES.connect)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Left out: it would rewrite every http:// subresource to https:// on a plain-HTTP install.
    upgradeInsecureRequests: null,
  };
}

/** The options @fastify/helmet is given (docs/decisions/062). */
function helmetOptions(config: Pick<AppConfig, 'places' | 'appOrigins'>) {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The app embeds nothing cross-origin that would opt in to COEP (Google's scripts do not).
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Sent below, only over TLS.
    hsts: false,
  };
}

const headerSets = new Map<string, Promise<Readonly<Record<string, string>>>>();

/**
 * The headers helmet sets with these options, exactly as it sets them: @fastify/helmet is
 * run once, on a throwaway instance, and what it wrote is kept. Nothing in the options
 * depends on the request (no nonces, no functions, HSTS apart), so every answer gets the
 * same set; @fastify/helmet itself would rebuild helmet's middleware — parse the policy,
 * dashify its names — on every request (docs/decisions/071).
 */
export function securityHeadersFor(config: Pick<AppConfig, 'places' | 'appOrigins'>) {
  const options = helmetOptions(config);
  const key = JSON.stringify(options);
  let headers = headerSets.get(key);
  if (!headers) {
    headers = captureHelmetHeaders(options);
    headerSets.set(key, headers);
    headers.catch(() => headerSets.delete(key));
  }
  return headers;
}

async function captureHelmetHeaders(options: ReturnType<typeof helmetOptions>) {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    // What helmet wrote on the raw response by the time a handler runs, and nothing else.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const answer = await probe.inject({ method: 'GET', url: '/' });
    const written = answer.json<Record<string, unknown>>();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(written)) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a ${typeof value}, not text`);
      headers[name] = value;
    }
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return Object.freeze(headers);
  } finally {
    await probe.close();
  }
}

/**
 * The headers of an answer of the JSON API (docs/decisions/143): a policy that lets nothing
 * load, run, submit or frame it — each directive at least as strict as the document
 * policy's, should a browser ever be made to render one — no sniffing a type other than
 * its own, and no reading by another origin's page. The document headers (COOP, the
 * referrer policy, X-Frame-Options and helmet's legacy ones) act on pages, not on JSON.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
});

/** /api and below (what the not-found handler answers as API), but not the API reference's pages at /api/docs. */
const API_PATH = /^\/api(?:[/?#]|$)/;
const API_REFERENCE_PATH = /^\/api\/docs(?:[/?#]|$)/;

/** Whether the request's answer is the JSON API's (its own headers) rather than a page or file. */
export function isApiAnswer(url: string) {
  return API_PATH.test(url) && !API_REFERENCE_PATH.test(url);
}

/**
 * Security headers on every answer (docs/decisions/062, 143): the document set on the app
 * shell and its history fallback, static files and the API reference at /api/docs; the
 * API set on the JSON API's answers, its errors and 404s. Set in one onRequest hook on the
 * root, registered before any route, so each answer starts with them; answers that need
 * another policy (uploaded media, the sandbox payment pages) set their own
 * Content-Security-Policy later, which replaces this one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = await securityHeadersFor(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : headers);
    // `request.protocol` is 'https' on a TLS socket, or behind a trusted proxy that says
    // X-Forwarded-Proto: https (TRUST_PROXY); a client cannot fake it otherwise.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
