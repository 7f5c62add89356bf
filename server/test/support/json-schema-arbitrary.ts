import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * fast-check arbitraries from the JSON Schemas the app's OpenAPI document carries (each
 * one written by zod's converter from a contract). `conforming` keeps to the schema;
 * `breaking` breaks it in one place. JSON Schema cannot say everything a zod contract
 * says (refinements, trims, the characters a field refuses), so callers judge each value
 * with the contract itself; these only aim the generation.
 */

/** Characters a person types: several scripts, digits, spaces and punctuation, no controls. */
const typedCharacter = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789      .,-_'!?&()éüßøñçÅ漢字かなمرحباшщ🙂👩🏽‍🍳",
);

/** Text as typed: mostly short, sometimes up to `max`. */
export function typedText(minLength = 0, maxLength = 40) {
  return fc.string({ unit: typedCharacter, minLength, maxLength });
}

/**
 * Characters no field has a use for (docs/decisions/061): C0 controls, DEL, bidi
 * overrides and isolates, line and paragraph separators, a lone surrogate.
 */
const hostileCharacter = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ud800',
  '\t',
  '\n',
  '\r',
);

/** Text with at least one hostile character somewhere in it. */
export const hostileText = fc
  .tuple(typedText(0, 20), hostileCharacter, typedText(0, 20))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Any JSON value, kept small. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.nullable) return ['null'];
  return [];
}

function lowerBound(schema: JsonSchema, integer: boolean) {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + (integer ? 1 : 1e-9);
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + (integer ? 1 : 1e-9) : schema.minimum;
}

function upperBound(schema: JsonSchema, integer: boolean) {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - (integer ? 1 : 1e-9);
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - (integer ? 1 : 1e-9) : schema.maximum;
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  // Mostly short text; now and then the longest the schema allows.
  return fc.oneof(
    { weight: 4, arbitrary: typedText(min, Math.min(max, Math.max(min, 60))) },
    { weight: 1, arbitrary: typedText(max, max) },
  );
}

/** Values the schema accepts. */
export function conforming(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(conforming));
  if (schema.allOf?.length === 1 && schema.allOf[0]) return conforming(schema.allOf[0]);
  const types = typesOf(schema);
  if (types.length === 0) return anyJson;
  if (types.length > 1) return fc.oneof(...types.map((type) => conforming({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return conformingString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(lowerBound(schema, true) ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(upperBound(schema, true) ?? 1_000_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.oneof(
        fc.integer({
          min: Math.ceil(lowerBound(schema, false) ?? -1_000_000),
          max: Math.floor(upperBound(schema, false) ?? 1_000_000),
        }),
        fc.double({
          min: lowerBound(schema, false) ?? -1_000_000,
          max: upperBound(schema, false) ?? 1_000_000,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conforming(schema.items) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, conforming(value)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return anyJson;
  }
}

/** A value of another JSON type than any the schema allows. */
function otherType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = new Set(typesOf(schema));
  if (allowed.has('integer')) allowed.add('number');
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: typedText(1, 10),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(anyJson, { maxLength: 3 }),
    object: fc.dictionary(typedText(1, 8), anyJson, { maxKeys: 3 }),
  };
  const others = Object.entries(byType)
    .filter(([type]) => !allowed.has(type))
    .map(([, arbitrary]) => arbitrary);
  return others.length > 0 ? fc.oneof(...others) : fc.constant(undefined);
}

/** Values the schema refuses, in one place: a wrong type, a bound crossed, a pattern missed, a key missing. */
export function breaking(schema: JsonSchema): fc.Arbitrary<unknown> {
  const ways: fc.Arbitrary<unknown>[] = [otherType(schema)];
  if (schema.enum) ways.push(typedText(0, 12).filter((text) => !schema.enum?.includes(text)));
  const types = typesOf(schema);
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      ways.push(typedText(max + 1, max + 40));
    }
    if (schema.minLength) ways.push(typedText(0, schema.minLength - 1));
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      ways.push(fc.oneof(typedText(0, 20), hostileText).filter((text) => !pattern.test(text)));
    }
    ways.push(hostileText);
  }
  if (types.includes('integer') || types.includes('number')) {
    const integer = types.includes('integer');
    const min = lowerBound(schema, integer);
    const max = upperBound(schema, integer);
    if (min !== undefined) ways.push(fc.integer({ min: -1_000_000_000, max: Math.ceil(min) - 1 }));
    if (max !== undefined && max < Number.MAX_SAFE_INTEGER)
      ways.push(fc.integer({ min: Math.floor(max) + 1, max: Number.MAX_SAFE_INTEGER }));
    if (integer)
      ways.push(fc.double({ min: 0.01, max: 1000, noNaN: true }).filter((n) => !Number.isInteger(n)));
    // What a query string or a form carries: text a number parser might read.
    ways.push(
      fc.constantFrom('abc', '0x10', '1e2', 'Infinity', '-', '1,5', ' 1', '١٢', '1_000', '9'.repeat(400)),
    );
  }
  if (types.includes('object') && schema.properties) {
    const properties = schema.properties;
    const keys = Object.keys(properties);
    const required = (schema.required ?? []).filter((key) => key in properties);
    const valid = conforming(schema) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length > 0) {
      ways.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    }
    if (keys.length > 0) {
      ways.push(
        fc.constantFrom(...keys).chain((key) =>
          fc.tuple(valid, fc.constant(key), breaking(properties[key] ?? {})).map(([value, name, bad]) => ({
            ...value,
            [name]: bad,
          })),
        ),
      );
    }
  }
  return fc.oneof(...ways);
}
