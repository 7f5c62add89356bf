/**
 * A page the server painted (docs/decisions/145): its HTML holds the screen, and the
 * answers the screen read to draw it sit beside it as JSON under `PAGE_DATA_ID`. The app
 * takes the page over (hydrates it) with those answers, so nothing the HTML already holds
 * is asked for again, and the loading overlay, which stands for content on its way, is not
 * raised over content that is already there.
 */

/** The element that holds a painted page's data; src/first-load.ts keeps its own copy. */
export const PAGE_DATA_ID = 'friendly-page-data';

/**
 * What the server writes beside a painted page: each first read's answer, by API path, and
 * the locale it wrote the page's dates in (the request's first Accept-Language).
 */
export type PageData = { reads: Record<string, unknown>; locale: string };

/** A painted page's data, or null on the app's shell (nothing painted, or unreadable). */
export function paintedPageData(doc: Pick<Document, 'getElementById'> = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    if (!data || typeof data.reads !== 'object' || data.reads === null) return null;
    return { reads: data.reads, locale: typeof data.locale === 'string' ? data.locale : 'en-US' };
  } catch {
    return null;
  }
}

/** `JSON.stringify` for inside a <script> element: no text in it can close the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let painted = false;
let locale: string | undefined;

/**
 * Called before the first render of a painted page: once in the browser, and before each
 * render on the server (synchronous, so one request's locale never reaches another's page).
 */
export function markPaintedPage(pageLocale: string) {
  painted = true;
  locale = pageLocale;
}

/** Whether the page the app started on arrived with its content in the HTML. */
export function startedPainted() {
  return painted;
}

/**
 * The locale a page's dates are written in: the painted page's, so the browser writes them
 * as the server did; otherwise the browser's own (undefined).
 */
export function pageLocale(): string | undefined {
  return locale;
}

/** A locale the runtime can write dates in, from an Accept-Language header; 'en-US' otherwise. */
export function localeOf(acceptLanguage: string | string[] | undefined): string {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  // A browser's is a few tags long; a longer one is read only as far as that.
  for (const part of header.slice(0, 200).split(',').slice(0, 8)) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // not a language tag: try the next
    }
  }
  return 'en-US';
}
