import type { FastifyInstance } from 'fastify';

/**
 * The API as the app describes it: every route of its own OpenAPI document
 * (`app.swagger()`, built from the zod contracts by fastify-type-provider-zod), and every
 * route the router holds, hidden ones included. The suites that must cover the whole API
 * (hostile input, contract fuzzing, the authorization matrix) start from here, so a new
 * route is probed — or fails a test until it is classified — without anyone listing it.
 */

/** The JSON Schema subset zod's converter writes (OpenAPI 3.0 flavour: boolean exclusive bounds). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};

export type Parameter = {
  in: 'query' | 'path' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  /** 'POST /api/event/{id}': how tables in the tests name a route. */
  key: string;
  method: string;
  /** The OpenAPI path, parameters in braces. */
  path: string;
  /** Declared with `security: [{ bearerAuth: [] }]`. */
  bearer: boolean;
  parameters: Parameter[];
  /**
   * The JSON body's schema, or null: no body, a raw one the document does not describe, or
   * a multipart form (which some of these routes also take as JSON: see `form`).
   */
  body: JsonSchema | null;
  /** The multipart/form-data body's schema (file parts `format: binary`), or null. */
  form?: JsonSchema | null;
  summary: string;
  description: string;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        description?: string;
        security?: Array<Record<string, unknown>>;
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the app's OpenAPI document, in its order. */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      const form = content['multipart/form-data']?.schema;
      const json = form ? undefined : content['application/json']?.schema;
      list.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        bearer: (operation.security ?? []).some((scheme) => 'bearerAuth' in scheme),
        parameters: (operation.parameters ?? []).map((parameter) => ({
          in: parameter.in as Parameter['in'],
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema ?? {},
        })),
        body: json ?? null,
        form: form ?? null,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
      });
    }
  }
  return list;
}

/**
 * Every route the router answers, as 'METHOD /path/{param}', hidden ones included (the
 * admin channel is left out of the document on purpose). Read from `printRoutes()`: each
 * line of its tree is a segment appended to its parent's path. HEAD (Fastify's twin of
 * each GET) and the API reference's own pages are left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack.length = depth;
    stack.push(path);
    if (!match[3] || path === '*' || path.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) {
      if (method === 'HEAD') continue;
      routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

/** The path with its `{name}` parameters replaced, each value URI-encoded. */
export function fillPath(path: string, values: Record<string, unknown>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}
