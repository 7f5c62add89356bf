import { GENERIC_MESSAGES } from '@friendly/contracts/constants';
import type { z } from 'zod';
import { browserTimeZone } from '../lib/dates';
import { clearSession, getToken } from '../lib/session';

/** Every API call goes under /api (spec 000 §7). */
export const API_BASE = '/api';

export type FieldErrors = Record<string, string[]>;

/** A failed call: an HTTP answer (status set) or a network failure (status null). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly body: Record<string, unknown> | null,
    readonly fieldErrors: FieldErrors | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isNetworkError() {
    return this.status === null;
  }
}

/**
 * A 2xx answer its reader refused: the call went through, but the answer is not what the
 * contract promises. Worded as any failure; a caller with words of its own for it (a
 * payment link that cannot be followed) tells it apart by its class.
 */
export class UnreadableAnswerError extends ApiRequestError {
  constructor(status: number, body: Record<string, unknown> | null) {
    super(status, GENERIC_MESSAGES.unexpected, body, null);
    this.name = 'UnreadableAnswerError';
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function fieldErrorsOf(body: Record<string, unknown> | null): FieldErrors | null {
  const errors = asRecord(body?.errors);
  if (!errors) return null;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length > 0) result[field] = list;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Turns an HTTP answer into data or an ApiRequestError. Besides non-2xx statuses, an
 * answer of `status: false` (or `success: false`) is a failure, as the spec reads it.
 */
export function interpretResponse<T>(httpStatus: number, body: unknown): T {
  const record = asRecord(body);
  const failed =
    httpStatus < 200 || httpStatus >= 300 || record?.status === false || record?.success === false;
  if (!failed) return body as T;
  const text =
    typeof record?.error === 'string'
      ? record.error
      : typeof record?.message === 'string'
        ? record.message
        : '';
  throw new ApiRequestError(httpStatus, text || GENERIC_MESSAGES.unexpected, record, fieldErrorsOf(record));
}

export type MessageOptions = {
  /** Toast when the answer carried field errors (spec: 'Please correct the errors below.'). */
  fieldErrors?: string;
  /** Text when the network failed (spec: 'Network error' or a screen's own variant). */
  network?: string;
  /** Text when the answer had neither error nor message. */
  fallback?: string;
};

/**
 * The spec's generic error handling (000 §8): field errors → 'Please correct the errors
 * below.' (the fields show their own messages); else the error text, else the message,
 * else 'An unexpected error occurred. Please try again.'; network failure → 'Network error'.
 */
export function failureMessage(error: unknown, options: MessageOptions = {}): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return options.network ?? GENERIC_MESSAGES.network;
    if (error.fieldErrors) return options.fieldErrors ?? GENERIC_MESSAGES.fieldErrors;
    const body = error.body;
    if (typeof body?.error === 'string' && body.error) return body.error;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return options.fallback ?? GENERIC_MESSAGES.unexpected;
}

/** A zod-free reader of an answer: what the schema answers, or null where it would refuse. */
export type Check<T> = (answer: unknown) => T | null;

export type RequestOptions<T = unknown> = {
  /**
   * The contract's schema of the answer: a 2xx answer is read through it, so a screen
   * never renders a shape the API does not promise (an unreadable answer is 'unexpected').
   * Or a function loading it (a dynamic import), called when the request starts: the
   * contract, and zod, then load alongside the request instead of with the screen.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  /**
   * Instead of `schema`, on a first load that should not carry zod: a reader of the
   * answer that answers what the contract's schema answers, or null where it would refuse
   * (contracts' `*-check` modules, each held to its schema by a property test; decision 085).
   * Or a promise of one (a dynamic import), awaited once the answer is in: the router's
   * first reads keep their checks out of the entry (docs/decisions/109).
   */
  check?: Check<T> | Promise<Check<T>>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files); the browser sets the boundary. */
  form?: FormData;
  /** Extra headers of this call (e.g. the verification ticket). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * How the request is sent; `fetch` unless a caller needs more (the event form's upload
   * progress, src/api/upload-progress.ts, kept out of the first load).
   */
  send?: Sender;
};

/** What answers a request: fetch, or anything that answers like it. */
export type Sender = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: BodyInit | undefined;
    signal?: AbortSignal | undefined;
  },
) => Promise<{ status: number; json: () => Promise<unknown> }>;

/**
 * The app's one HTTP client: base /api, bearer token from local storage, JSON accepted,
 * JSON or multipart bodies. A 401 on an authenticated call ends the session everywhere.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const schemaLoading = typeof options.schema === 'function' ? options.schema() : undefined;
  // Awaited below; a request that fails first must not leave its rejection unhandled.
  schemaLoading?.catch(() => undefined);
  if (options.check instanceof Promise) options.check.catch(() => undefined);
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  // The server groups dates (e.g. today's notifications) in the host's own time zone.
  const timeZone = browserTimeZone();
  if (timeZone) headers['x-timezone'] = timeZone;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: { status: number; json: () => Promise<unknown> };
  const method = options.method ?? (body ? 'POST' : 'GET');
  try {
    const send: Sender = options.send ?? fetch;
    response = await send(`${API_BASE}${path}`, { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(null, GENERIC_MESSAGES.network, null, null);
  }

  const data = (await response.json().catch(() => null)) as unknown;
  if (response.status === 401 && token) clearSession();
  const answer = interpretResponse<T>(response.status, data);
  if (options.check) {
    const check = await options.check;
    const checked = check(answer);
    if (checked) return checked;
    console.error(`The answer of ${path} does not match its contract`);
    throw new UnreadableAnswerError(response.status, asRecord(data));
  }
  const schema = schemaLoading ? await schemaLoading : options.schema;
  if (!schema || typeof schema === 'function') return answer;
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  console.error(`The answer of ${path} does not match its contract`, parsed.error.issues);
  throw new UnreadableAnswerError(response.status, asRecord(data));
}
