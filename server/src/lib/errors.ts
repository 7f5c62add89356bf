import type { Socket } from 'node:net';
import { GENERIC_MESSAGES } from '@friendly/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

type ErrorDetails = {
  /** Per-field messages, keyed like the request's fields. */
  errors?: Record<string, string[]> | undefined;
  /** More top-level fields of the answer (`retry_after`, payments' `success: false`). */
  extra?: Record<string, unknown> | undefined;
};

/**
 * What went wrong in the domain's words. Services raise these; the error handler below is
 * the one place that turns them into HTTP statuses and the spec's body
 * `{ status: false, message, errors?, ...extra }` (docs/decisions/065).
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly extra: Record<string, unknown> | undefined;
  constructor(message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = new.target.name;
    this.errors = details.errors;
    this.extra = details.extra;
  }
}

/** The input breaks a rule: 422 with the messages beside their fields. */
export class ValidationError extends DomainError {
  readonly statusCode = 422;
}
/** No one is signed in, or the credential is not ours: 401. */
export class UnauthenticatedError extends DomainError {
  readonly statusCode = 401;
  constructor(message: string = GENERIC_MESSAGES.unauthenticated, details?: ErrorDetails) {
    super(message, details);
  }
}
/** Signed in, but not allowed to do this: 403. */
export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
}
/** The thing asked for does not exist (for this caller): 404. */
export class NotFoundError extends DomainError {
  readonly statusCode = 404;
}
/** The request clashes with the current state (taken, already done, nothing pending): 409. */
export class ConflictError extends DomainError {
  readonly statusCode = 409;
}
/** Too many tries: 429 with `retry_after` seconds (and a Retry-After header). */
export class RateLimitedError extends DomainError {
  readonly statusCode = 429;
  constructor(message: string, retryAfter: number) {
    super(message, { extra: { retry_after: retryAfter } });
  }
}
/** An outside service we depend on (SMS, payments) failed: 502. */
export class UpstreamError extends DomainError {
  readonly statusCode = 502;
}

/** An answer only HTTP knows (a body too large to read, a form that cannot be parsed). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What a request hears while the database cannot be reached (503, docs/decisions/094). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before it tries again after a 503. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

// Socket-level failures on the way to PostgreSQL (refused, cut, unreachable, timed out).
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server going away or not taking connections: class 08 (connection
// exception), admin or crash shutdown, starting up, too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// What node-postgres and its pool say when a connection ends or cannot be had.
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection terminated due to connection timeout',
];

/**
 * True when `error` (or an error it wraps: Drizzle wraps the driver's as `cause`) says the
 * database could not be reached, rather than that a query was wrong: the request may
 * succeed if tried again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) {
        return true;
      }
    }
    // Drizzle's wrapper quotes the query and its parameters: only the driver's own words count.
    const quotesQuery = 'query' in current;
    if (
      !quotesQuery &&
      typeof message === 'string' &&
      CONNECTION_ERROR_MESSAGES.some((text) => message.includes(text))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Fastify's own client errors get plain-language messages; their codes stay in the log.
const FASTIFY_CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: GENERIC_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

function fieldKey(instancePath: string) {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

/**
 * One error handler for the whole API: validation failures answer 422 with per-field
 * messages, other client errors keep their 4xx, a database that cannot be reached is a
 * 503 the client may retry, and anything unexpected is logged and answered with a
 * generic 500 — never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    if (error instanceof DomainError || error instanceof HttpError) {
      const retryAfter = error.extra?.retry_after;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({
        status: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath);
        const list = errors[key] ?? [];
        if (issue.message && !list.includes(issue.message)) list.push(issue.message);
        errors[key] = list;
      }
      const first = Object.values(errors)[0]?.[0];
      return reply
        .status(422)
        .send({ status: false, message: first ?? GENERIC_MESSAGES.fieldErrors, errors });
    }

    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ code: error.code, statusCode }, error.message);
      const message = (error.code && FASTIFY_CLIENT_MESSAGES[error.code]) ?? error.message;
      return reply.status(statusCode).send({ status: false, message });
    }

    // The database is gone for a moment (restarting, failing over): the client may retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS))
        .send({ status: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: false, message: GENERIC_MESSAGES.unexpected });
  });
}

const CLIENT_ERROR_ANSWERS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', GENERIC_MESSAGES.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', GENERIC_MESSAGES.headersTooLarge],
};

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a request past
 * its deadline, oversized headers, malformed HTTP) in the spec's error shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    GENERIC_MESSAGES.badRequest,
  ];
  this.log.info({ code: error.code, statusCode: status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's router refuses some addresses before any hook runs (a path parameter over
 * its length limit, a malformed %-escape): answered in the spec's shape too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? GENERIC_MESSAGES.urlTooLong : GENERIC_MESSAGES.badRequest;
  return reply.status(status).send({ status: false, message });
}
