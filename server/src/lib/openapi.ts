import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { apiErrorSchema, rateLimitedErrorSchema } from '@friendly/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_OPERATIONS } from './api-operations';

/**
 * What the API reference (/api/docs) says beyond what Fastify validates: the bodies that
 * routes read themselves (multipart forms, lib/uploads.ts) and the error answers.
 */

/**
 * The error answers a route gives, in the spec's shape (`status: false, message,
 * errors?`), for its schema's `response`: the reference lists them, and each is checked
 * against the shape when it is sent. A 429 carries `retry_after` too (decision 010), so
 * its answer keeps it and the reference says so (docs/decisions/108).
 */
export function errorAnswers<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 429 ? rateLimitedErrorSchema : apiErrorSchema]),
  ) as {
    [S in Status]: S extends 429 ? typeof rateLimitedErrorSchema : typeof apiErrorSchema;
  };
}

/** The same with a schema of the spec's shape that carries more (payments' `success: false`). */
export function errorAnswersOf<Schema extends z.ZodType, const Status extends number>(
  schema: Schema,
  ...statuses: Status[]
) {
  return Object.fromEntries(statuses.map((status) => [status, schema])) as Record<Status, Schema>;
}

type DocumentedContent = {
  /** The multipart form: text parts and file parts (`filePart` of the contracts). */
  'multipart/form-data': z.ZodType;
  /** The same fields as JSON, when the route also reads a JSON body. */
  'application/json'?: z.ZodType;
};

/**
 * Route `config` that documents a request body the route reads itself: the reference
 * shows each content type's schema (converted as the route schemas are), while Fastify
 * still validates no body, so the route reads and checks the form exactly as before.
 */
export function documentedBody(content: DocumentedContent): { swaggerTransform: SwaggerTransform } {
  return {
    swaggerTransform: (document) => {
      const transformed = jsonSchemaTransform(document as never) as { schema: object; url: string };
      const converted = Object.entries(content).map(([type, schema]) => {
        const { schema: json } = jsonSchemaTransform({
          ...document,
          schema: { body: schema },
        } as never) as unknown as { schema: { body: unknown } };
        return [type, { schema: json.body }] as const;
      });
      return {
        ...transformed,
        schema: { ...transformed.schema, body: { content: Object.fromEntries(converted) } },
      };
    },
  };
}

// ── The document as a whole (docs/decisions/108) ───────────────────────────────────────

type Schema = Record<string, unknown>;
type Response = { description: string; content?: Record<string, { schema: Schema }> };
type OperationObject = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, Response>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};

/** A body schema that accepts null (zod's `.nullish()`): the body may be left out. */
const acceptsNull = (schema: Schema | undefined) =>
  Boolean(
    schema &&
      (schema.nullable === true ||
        (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some((part) => part.type === 'null'))),
  );
type OpenApiObject = {
  servers?: Array<{ url: string; description?: string }>;
  paths?: Record<string, Record<string, OperationObject>>;
};

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** What each error status means here; the spec's shape carries the details. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request cannot be read: a body that is not JSON, a form that cannot be parsed',
  401: 'No valid bearer token: missing, expired, revoked or not ours',
  402: 'The test card was declined',
  403: 'Signed in, but this account may not do this (its role, or not approved yet)',
  404: 'Not found, or not this caller’s',
  409: 'The request clashes with the current state (taken, already done, not allowed any more)',
  413: 'The body or a file is too large',
  422: 'Invalid input: `message` is the first problem, `errors` the messages by field (a control character in any field is refused here too)',
  429: 'Too many tries: wait `retry_after` seconds (also in the Retry-After header)',
  default:
    'Any other failure, in the same shape: 500 unexpected, 502 a provider (SMS, payments) failed, 503 the database is briefly unavailable (Retry-After)',
};

/** A zod schema as the routes' answers are converted (OpenAPI 3.0 flavour). */
function responseJsonSchema(schema: z.ZodType): Schema {
  const { schema: converted } = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url: '/',
    openapiObject: { openapi: '3.0.3' },
  } as never) as unknown as { schema: { response: Record<number, Schema> } };
  return converted.response[200] as Schema;
}

const statusOrder = (code: string) => (code === 'default' ? 1000 : Number.parseInt(code, 10) || 999);

/**
 * Completes the document @fastify/swagger builds from the routes (its `transformObject`,
 * run once per document and cached with it), keyed by method and path so no route file
 * changes: each operation's `operationId` from `API_OPERATIONS`; `security: []` on every
 * operation that declares no bearer token (the authorization matrix holds the two sets
 * to what the server enforces); every 4xx the route answers, in the spec's error shape, and
 * a `default` answer in that shape for the 5xx; `servers`, the public origin when
 * configured, else `/` (the origin the document was read from).
 */
export function completeApiDocument(options: { publicUrl: string | null }): SwaggerTransformObject {
  const apiError = responseJsonSchema(apiErrorSchema);
  const rateLimited = responseJsonSchema(rateLimitedErrorSchema);
  const json = (schema: Schema) => ({ 'application/json': { schema } });
  const html = { 'text/html': { schema: { type: 'string' } } };

  return (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const document = documentObject.openapiObject as OpenApiObject;
    document.servers = [
      options.publicUrl
        ? { url: options.publicUrl, description: 'This deployment (PUBLIC_URL)' }
        : { url: '/', description: 'The origin this document was read from' },
    ];
    for (const [path, methods] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(methods)) {
        const entry = API_OPERATIONS[`${method.toUpperCase()} ${path}`];
        if (entry) operation.operationId = entry.id;
        if (entry?.page && !operation.summary) operation.summary = entry.page.summary;

        // @fastify/swagger marks every body required; one the route reads as optional
        // (`.nullish()`: the join, the line, a claim) may be left out.
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (operation.requestBody && acceptsNull(body)) operation.requestBody.required = false;

        operation.security ??= [];
        const bearer = operation.security.some((scheme) => 'bearerAuth' in scheme);
        const statuses = new Set<number>([422, ...(entry?.errors ?? [])]);
        if (bearer) statuses.add(401);
        if (BODY_METHODS.has(method)) {
          statuses.add(400);
          statuses.add(413);
        }

        const responses: Record<string, Response> = { ...operation.responses };
        if (entry?.page) {
          responses['200'] = { description: 'The page', content: html };
          if (entry.page.redirects)
            responses['303'] = { description: 'Back to the app (its return or refresh address)' };
        }
        for (const status of statuses) {
          const code = String(status);
          if (responses[code]?.content) continue;
          const pageError = entry?.page && status !== 422 && status !== 400 && status !== 413;
          responses[code] = {
            description: '',
            content: pageError ? html : json(status === 429 ? rateLimited : apiError),
          };
        }
        responses.default ??= { description: '', content: json(apiError) };
        for (const [code, response] of Object.entries(responses)) {
          const known = ERROR_DESCRIPTIONS[code];
          if (known && (!response.description || response.description === 'Default Response')) {
            response.description = known;
          }
        }
        operation.responses = Object.fromEntries(
          Object.entries(responses).sort(([a], [b]) => statusOrder(a) - statusOrder(b)),
        );
      }
    }
    return documentObject.openapiObject;
  };
}
