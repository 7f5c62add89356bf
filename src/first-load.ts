/**
 * The page's first script. index.html runs it before the entry (React, the router: ~105 KB
 * brotli), which it does not wait for: it asks for the first screen's chunks and first
 * reads as soon as the page is parsed, so they travel alongside the entry instead of
 * after it has arrived and run (docs/decisions/100). It decides nothing: the
 * router and the guard take over what it started (src/api/early-responses.ts), and every
 * later navigation asks as before.
 *
 * It imports nothing, so the bundler keeps the entry's chunks as they are; the build writes
 * what it needs into index.html (vite.config.ts, `firstLoadScript`): each route's path,
 * access, chunk files, first reads and first image.
 */

export type FirstScreen = {
  path: string;
  access: 'public' | 'mobile' | 'guest' | 'auth' | 'payment';
  files: string[];
  reads: string[];
  image?: { read: string; field: string; items?: number; record?: true };
};

// The app's own names for these live in modules this script must not import (it would
// share a chunk with the entry); first-load.test.ts holds each to the app's.
export const FIRST_LOAD_DATA_ID = 'friendly-first-load';
/** src/api/early-responses.ts's EARLY_RESPONSES_GLOBAL. */
export const EARLY_RESPONSES_GLOBAL = '__friendlyEarlyResponses';
/** src/lib/session.ts's SESSION_KEYS.token. */
export const TOKEN_KEY = 'auth_token';
/** src/app/painted-page.ts's PAGE_DATA_ID: a page the server painted holds its reads. */
export const PAGE_DATA_ID = 'friendly-page-data';
/** GET /api/user, the route guard's first check of a page load (spec 000 §2.2 rule 9). */
export const GUARD_READ = '/user';

/** True when `pathname` is one of `pattern`'s paths ('/event/:slug', '/verification/:slug?'). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (segments.length > parts.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index];
    if (part.startsWith(':')) return part.endsWith('?') || segment !== undefined;
    return segment !== undefined && segment.toLowerCase() === part.toLowerCase();
  });
}

/**
 * A first read's API path on the page at `pathname` of route `pattern`: each `:name` of the
 * read is that param's segment of the address, decoded and encoded again as the screen's key
 * encodes it (src/app/first-reads.ts, `fillRead`); null when the address lacks one.
 */
export function readAt(read: string, pattern: string, pathname: string): string | null {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let missing = false;
  const path = read.replace(/:(\w+)/g, (_, name: string) => {
    const index = parts.findIndex((part) => part.replace(/\?$/, '') === `:${name}`);
    const segment = index < 0 ? undefined : segments[index];
    if (!segment) {
      missing = true;
      return '';
    }
    try {
      return encodeURIComponent(decodeURIComponent(segment));
    } catch {
      missing = true;
      return '';
    }
  });
  return missing ? null : path;
}

/** A stored token whose `exp` has not passed (as src/lib/jwt.ts reads it); null otherwise. */
export function liveToken(token: string | null, now = Date.now()): string | null {
  const payload = token?.split('.')[1];
  if (!token || !payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 > now ? token : null;
  } catch {
    return null;
  }
}

/** The headers apiRequest sends (src/api/http.ts; first-load.test.ts compares the two). */
export function earlyHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  try {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) headers['x-timezone'] = timeZone;
  } catch {
    // no zone: the server uses its default, as for apiRequest
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** A media value as src/lib/media.ts's mediaUrl reads it. */
function mediaPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/media/${value.replace(/^\.?\/*/, '')}`;
}

/**
 * The images a first read names (src/app/first-reads.ts, FIRST_IMAGES): `field` of its CMS
 * content, of each of the first `items` entries of its list, or (`record`) of its record,
 * the first entry when that is a list.
 */
export function imagesOf(
  answer: unknown,
  image: { read?: string; field: string; items?: number; record?: true },
): string[] {
  try {
    const data = (answer as { data?: unknown } | undefined)?.data;
    const field = image.record
      ? (data as Record<string, unknown> | null | undefined)?.[image.field]
      : undefined;
    const values = image.record
      ? [Array.isArray(field) ? field[0] : field]
      : image.items === undefined
        ? [JSON.parse(String((data as { content?: unknown } | undefined)?.content))?.[image.field]]
        : (Array.isArray(data) ? data.slice(0, image.items) : []).map(
            (item) => (item as Record<string, unknown> | null)?.[image.field],
          );
    return values.map(mediaPath).filter((url): url is string => url !== undefined);
  } catch {
    return [];
  }
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function start() {
  const data = document.getElementById(FIRST_LOAD_DATA_ID)?.textContent;
  if (!data) return;
  const screens = JSON.parse(data) as FirstScreen[];
  const screen = screens.find((candidate) => matchesRoute(candidate.path, window.location.pathname));
  if (!screen) return;
  const token = storedToken();
  const signedInScreen = screen.access === 'auth' || screen.access === 'payment';
  // Without a live token a signed-in screen is about to send the visitor to Log In.
  if (signedInScreen && !liveToken(token)) return;

  // A page the server painted holds its reads' answers and its first image already; its
  // screen's chunks are still asked for, as the app takes the page over with them.
  const painted = document.getElementById(PAGE_DATA_ID) !== null;
  const early: Record<string, Promise<Response>> = {};
  const ask = (path: string) => {
    const response = fetch(`/api${path}`, { headers: earlyHeaders(token) });
    // Whoever takes it sees a failure; no one taking it is not an unhandled rejection.
    response.catch(() => undefined);
    early[path] = response;
    return response;
  };
  for (const read of painted ? [] : screen.reads) {
    const path = readAt(read, screen.path, window.location.pathname);
    if (path === null) continue;
    const response = ask(path);
    const image = screen.image;
    if (image?.read === read) {
      response
        .then((answer) => (answer.ok ? answer.clone().json() : undefined))
        .then((answer) => {
          for (const url of imagesOf(answer, image)) new Image().src = url;
        })
        .catch(() => undefined);
    }
  }
  if (signedInScreen) ask(GUARD_READ);
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = early;

  // After the reads, which are small and which the screen waits for as much as its code:
  // over HTTP/1.1 a browser opens six connections to a host, and these files queue.
  for (const file of screen.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** The loading overlay's mark: index.html's, then React's LogoLoader (src/app/root-route.tsx). */
export const LOADING_OVERLAY_SELECTOR = '[data-slot="logo-loader"]';

/**
 * While the loading overlay covers the page, Tab moves nothing: the screen is rendered
 * under it before the overlay's 800 ms are over, and the first Tab would otherwise land on
 * a link the overlay hides. Once it is gone, the first Tab starts at the top of the screen
 * (docs/decisions/138).
 */
export function holdTabUnderOverlay(target: Pick<Document, 'addEventListener' | 'querySelector'>) {
  target.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && target.querySelector(LOADING_OVERLAY_SELECTOR)) event.preventDefault();
    },
    true,
  );
}

if (typeof document !== 'undefined') {
  holdTabUnderOverlay(document);
  start();
}
