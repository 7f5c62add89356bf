import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { safeError } from './log-redaction';
import { chooseRepresentation, encodedBody, type ReferenceAnswer } from './reference-data';

/**
 * What the web build's render of the public pages exports (src/entry-server.tsx): which API
 * reads a page needs, and index.html with the page drawn into it from their answers.
 */
export type PageRenderer = {
  pageReads(pathname: string): readonly string[] | null;
  localeOf(acceptLanguage: string | string[] | undefined): string;
  paintPage(request: {
    url: string;
    template: string;
    reads: Readonly<Record<string, unknown>>;
    locale: string;
  }): Promise<string | null>;
};

/** How long a painted page is kept: the bound the API's own kept answers have (decision 090). */
export const PAINTED_PAGE_TTL_MS = 1000;
/** Pages kept at once (paths × languages); the oldest go first. */
const KEPT = 200;
/** No painted page has a longer address; a longer one gets the shell. */
const MAX_URL = 2048;

function isRenderer(value: unknown): value is PageRenderer {
  const module = value as Partial<PageRenderer> | null;
  return (
    typeof module?.pageReads === 'function' &&
    typeof module.paintPage === 'function' &&
    typeof module.localeOf === 'function'
  );
}

/**
 * The public pages, painted by the server (docs/decisions/145): Home, the legal pages and
 * Refer & Earn arrive with their content in the HTML, drawn by the web app's own screens
 * from the answers this server's API gives for their reads (asked in-process, so the page
 * holds exactly what the API would have sent). A painted page is kept a second and
 * compressed once. Anything that stops a page being painted — no build of the render, a
 * read that fails, a render that throws — serves the app's shell instead, which loads the
 * page as it always has: painting only ever adds.
 */
export class PagePainter {
  readonly #kept = new Map<string, { expires: number; page: Promise<ReferenceAnswer | null> }>();

  private constructor(
    private readonly renderer: PageRenderer,
    private readonly template: string,
    private readonly clock: Clock,
  ) {}

  /** The painter for a built web app, or null when the render or index.html is not built. */
  static async load(rendererPath: string | null, indexHtml: string, clock: Clock) {
    if (!rendererPath || !existsSync(rendererPath) || !existsSync(indexHtml)) return null;
    const renderer: unknown = await import(pathToFileURL(rendererPath).href);
    if (!isRenderer(renderer)) throw new Error(`${rendererPath} does not export pageReads and paintPage`);
    return new PagePainter(renderer, readFileSync(indexHtml, 'utf8'), clock);
  }

  /**
   * Sends the painted page and returns true, or returns false (nothing sent) when the page
   * is not one painted here or could not be painted.
   */
  async send(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET') return false;
    if (request.url.length > MAX_URL) return false;
    const url = new URL(request.url, 'http://painter.invalid');
    const reads = this.renderer.pageReads(url.pathname);
    if (!reads) return false;
    // The language the page's dates are written in; the query does not change a painted
    // page (its reads take none): one kept page per path and language.
    const locale = this.renderer.localeOf(request.headers['accept-language']);
    const key = `${url.pathname}\n${locale}`;
    const now = this.clock().getTime();
    let kept = this.#kept.get(key);
    if (!kept || kept.expires <= now) {
      const page = this.#paint(app, request, url, reads, locale);
      kept = { expires: now + PAINTED_PAGE_TTL_MS, page };
      if (this.#kept.size >= KEPT) this.#kept.delete(this.#kept.keys().next().value as string);
      this.#kept.set(key, kept);
      // A page that could not be painted is asked again by the next request.
      page.then((answer) => {
        if (!answer && this.#kept.get(key) === kept) this.#kept.delete(key);
      });
    }
    const page = await kept.page;
    if (!page) return false;
    const chosen = chooseRepresentation(page, request);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
    reply.header('etag', chosen.etag);
    if (
      request.headers['if-none-match']
        ?.split(',')
        .some((tag) => page.etags.has(tag.trim().replace(/^W\//, '')))
    ) {
      await reply.status(304).send();
      return true;
    }
    reply.type('text/html; charset=utf-8');
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    await reply.send(chosen.body);
    return true;
  }

  async #paint(
    app: FastifyInstance,
    request: FastifyRequest,
    url: URL,
    reads: readonly string[],
    locale: string,
  ): Promise<ReferenceAnswer | null> {
    try {
      const answers: Record<string, unknown> = {};
      for (const read of reads) {
        const response = await app.inject({ method: 'GET', url: `/api${read}` });
        if (response.statusCode !== 200) return null;
        answers[read] = response.json();
      }
      const html = await this.renderer.paintPage({
        url: `http://painter.invalid${url.pathname}${url.search}`,
        template: this.template,
        reads: answers,
        locale,
      });
      return html === null ? null : await encodedBody(Buffer.from(html));
    } catch (error) {
      request.log.error({ err: safeError(error) }, 'painting a public page failed; serving the app shell');
      return null;
    }
  }
}
