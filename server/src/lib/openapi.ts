import type { SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from '@friendly/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * What the API reference (/api/docs) says beyond what Fastify validates: the bodies that
 * routes read themselves (multipart forms, lib/uploads.ts) and the error answers.
 */

/**
 * The error answers a route gives, in the spec's shape (`status: false, message,
 * errors?`), for its schema's `response`: the reference lists them, and each is checked
 * against the shape when it is sent.
 */
export function errorAnswers<const Status extends number>(...statuses: Status[]) {
  return errorAnswersOf(apiErrorSchema, ...statuses);
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
