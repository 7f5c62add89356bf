import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress, constants as zlibConstants } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * Reference data (countries, CMS pages, testimonials, FAQs; categories, spots and age
 * groups when document 001 adds them) is read on every page and changes only through the
 * admin CLI. Each instance keeps its answers in memory, ready to send in every encoding
 * with a strong ETag, and drops them when the version row in `app_meta` moves
 * (docs/decisions/071).
 */
export const REFERENCE_DATA_VERSION_KEY = 'reference-data:version';

/** How often an instance looks for changes written by another (the CLI, another instance). */
export const REFERENCE_DATA_POLL_MS = 1000;

/** Answers smaller than this go out as they are: compressing them saves nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Every writer of reference data calls this in the transaction that writes it, so the
 * change and its announcement commit together.
 */
export async function markReferenceDataChanged(db: Database, now: Date) {
  await db
    .insert(appMeta)
    .values({ key: REFERENCE_DATA_VERSION_KEY, value: '1', updatedAt: now })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::bigint + 1)::text`, updatedAt: now },
    });
}

async function readVersion(db: Database) {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REFERENCE_DATA_VERSION_KEY));
  return row?.value ?? '0';
}

type Encoding = 'br' | 'gzip';
type Representation = {
  body: Buffer;
  etag: string;
  encoding: Encoding | null;
  /** Its response headers for each Cache-Control it was sent with, built on first use. */
  headers: Map<string, RepresentationHeaders>;
};
type RepresentationHeaders = { full: Record<string, string>; notModified: Record<string, string> };

/** One answer, serialised once, in each encoding a client may ask for. */
export type ReferenceAnswer = {
  identity: Representation;
  br: Representation | null;
  gzip: Representation | null;
  /** Every ETag of this answer: a client holding any of them holds the current content. */
  etags: ReadonlySet<string>;
};

const brotliAsync = promisify(brotliCompress);
/** Answers made once per change are worth the strongest compression… */
const STRONGEST = { brotli: zlibConstants.BROTLI_MAX_QUALITY, gzip: 9 };
/** …answers made up to once a second per account, a quick one. */
const QUICK = { brotli: 5, gzip: 6 };
const gzipAsync = promisify(gzipCompress);

/**
 * Compressed once per change, at the strongest settings (brotli 11, gzip 9), off the main
 * thread: every answer after that is these bytes, so smaller ones cost nothing to make.
 */
async function toAnswer(value: unknown, quality = STRONGEST): Promise<ReferenceAnswer> {
  return encodedBody(Buffer.from(JSON.stringify(value)), quality);
}

/**
 * Any body, in each encoding a client may ask for, with a strong ETag for each: what
 * `toAnswer` makes of JSON, and the server's painted pages (lib/page-painter.ts) of HTML.
 */
export async function encodedBody(body: Buffer, quality = QUICK): Promise<ReferenceAnswer> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // A strong ETag names exact bytes, so each encoding has its own (RFC 9110 §8.8.3).
  const identity: Representation = { body, etag: `"${hash}"`, encoding: null, headers: new Map() };
  if (body.length < COMPRESSION_THRESHOLD_BYTES) {
    return { identity, br: null, gzip: null, etags: new Set([identity.etag]) };
  }
  const [brBody, gzipBody] = await Promise.all([
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: quality.brotli,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: quality.gzip }),
  ]);
  const br: Representation = { body: brBody, etag: `"${hash}-br"`, encoding: 'br', headers: new Map() };
  const gzip: Representation = { body: gzipBody, etag: `"${hash}-gz"`, encoding: 'gzip', headers: new Map() };
  return { identity, br, gzip, etags: new Set([identity.etag, br.etag, gzip.etag]) };
}

/** An answer for one account (a host's list), made often: compressed quickly. */
export function toPrivateAnswer(value: unknown) {
  return toAnswer(value, QUICK);
}

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string) {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return { br: accepted.has('br') || accepted.has('*'), gzip: accepted.has('gzip') };
}

type Accepts = ReturnType<typeof acceptedEncodings>;
/** Clients send a handful of distinct Accept-Encoding values: each is parsed once. */
const acceptsByHeader = new Map<string, Accepts>();
const ACCEPTS_KEPT = 64;

function accepts(header: string | string[] | undefined): Accepts {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let known = acceptsByHeader.get(value);
  if (!known) {
    known = acceptedEncodings(value);
    // Many different values (a client making them up) only cost the parse each time.
    if (acceptsByHeader.size >= ACCEPTS_KEPT) acceptsByHeader.clear();
    acceptsByHeader.set(value, known);
  }
  return known;
}

export function chooseRepresentation(answer: ReferenceAnswer, request: FastifyRequest) {
  const accepted = accepts(request.headers['accept-encoding']);
  if (answer.br && accepted.br) return answer.br;
  if (answer.gzip && accepted.gzip) return answer.gzip;
  return answer.identity;
}

function headersOf(chosen: Representation, cacheControl: string) {
  let headers = chosen.headers.get(cacheControl);
  if (!headers) {
    const notModified = { 'cache-control': cacheControl, vary: 'accept-encoding', etag: chosen.etag };
    const full: Record<string, string> = {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
    };
    if (chosen.encoding) full['content-encoding'] = chosen.encoding;
    headers = { full, notModified };
    chosen.headers.set(cacheControl, headers);
  }
  return headers;
}

function matchesIfNoneMatch(answer: ReferenceAnswer, header: string | undefined) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match compares weakly: a W/ prefix added by a proxy still matches.
  return header.split(',').some((tag) => answer.etags.has(tag.trim().replace(/^W\//, '')));
}

/**
 * The route options of a route that answers with `sendReferenceAnswer`: its answers are
 * compressed once when they are made, so @fastify/compress's hooks (run on every request of
 * the `/api` scope: one to decorate the reply, one to look at the body, one at the answer)
 * have nothing to do there. Left out, `GET /api/countries` went from 44 % to 51 % of a bare
 * route on PGlite in a paired run (docs/PERFORMANCE.md).
 */
export const KEPT_ANSWER_ROUTE = { compress: false, decompress: false } as const;

/**
 * Sends a reference answer: 304 when the client's copy is current, else the bytes in the
 * best encoding it accepts (already compressed; the route leaves @fastify/compress out,
 * `KEPT_ANSWER_ROUTE`).
 */
export function sendReferenceAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReferenceAnswer,
  cacheControl: string,
) {
  const chosen = chooseRepresentation(answer, request);
  const headers = headersOf(chosen, cacheControl);
  if (matchesIfNoneMatch(answer, request.headers['if-none-match'])) {
    return reply.headers(headers.notModified).code(304).send();
  }
  return reply.headers(headers.full).send(chosen.body);
}

/** The in-memory copies of one instance; emits 'changed' when a check drops them. */
export class ReferenceData extends EventEmitter<{ changed: [] }> {
  readonly #answers = new Map<string, Promise<ReferenceAnswer>>();
  #version: string | null = null;
  #timer: NodeJS.Timeout | null = null;
  #checking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  /**
   * The answer under `key`, loaded once by `load` (which validates it against its
   * contract) and kept until the data changes. A load that fails is not kept.
   */
  answer(key: string, load: () => Promise<unknown>): Promise<ReferenceAnswer> {
    const kept = this.#answers.get(key);
    if (kept) return kept;
    const loading = load().then(toAnswer);
    this.#answers.set(key, loading);
    loading.catch(() => {
      if (this.#answers.get(key) === loading) this.#answers.delete(key);
    });
    return loading;
  }

  /**
   * Reads the version row and drops every copy when it moved. Answers whether it did.
   * The version is read before any answer is loaded, so an answer loaded from data older
   * than the version this instance knows is always dropped by a later check.
   */
  check(): Promise<boolean> {
    // Checks run one after another, each reading after the previous one: a check asked
    // for after a write always sees it.
    const next = this.#checking.then(async () => {
      const version = await readVersion(this.db);
      if (version === this.#version) return false;
      const first = this.#version === null;
      this.#version = version;
      this.#answers.clear();
      if (!first) this.emit('changed');
      return !first;
    });
    this.#checking = next.catch(() => false);
    return next;
  }

  /** Reads the version once, then every `pollMs` (0: never; one process, as with PGlite in tests). */
  async start(pollMs: number) {
    await this.check();
    if (pollMs <= 0) return;
    this.#timer = setInterval(() => {
      this.check().catch((error: unknown) =>
        this.log.warn({ err: error }, 'reference data: could not read the version row'),
      );
    }, pollMs);
    this.#timer.unref();
  }

  stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference answers in memory (lib/reference-data.ts). */
    referenceData: ReferenceData;
  }
}
