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
