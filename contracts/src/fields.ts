import { z } from 'zod';
import {
  DIAL_CODE,
  DIAL_CODE_MAX,
  ID_MAX,
  isPlausiblePhone,
  phoneDigits,
  toTrimmedText,
} from './field-rules';

// The rules that need no zod live in field-rules.ts (forms check them before zod loads).
export { ID_MAX, isPlausiblePhone, phoneDigits, toTrimmedText };

/** Ours (docs/decisions/061): what a text field says about input no field has a use for. */
export const INPUT_MESSAGES = {
  notText: 'This field must be text.',
  forbiddenCharacters: 'This field contains characters that are not allowed.',
  /** A JSON route's body missing, or not an object (`null`, a list, a text). */
  bodyNotObject: 'Please send the form’s fields as a JSON object.',
} as const;

/**
 * A file part of a multipart form in the OpenAPI reference (`type: string, format:
 * binary`). Documentation only: the server reads the bytes itself (lib/uploads.ts) and
 * judges them by their content, never by the name or type the client gives.
 */
export const filePart = (description: string) => z.file().describe(description);

// Single characters only, so each test is linear whatever the input's length.
/** C0 controls and DEL, except tab, line feed and carriage return: no field wants them. NUL included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Single-line fields refuse line breaks and tabs too. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
/** Bidirectional overrides and isolates: they make a name read differently from what it is. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export type TextKind = 'single-line' | 'multi-line' | 'name';

/** True when `value` holds a character a field of this kind has no use for. */
export function hasForbiddenCharacters(value: string, kind: TextKind = 'single-line') {
  if (CONTROL_CHARACTERS.test(value)) return true;
  if (kind !== 'multi-line' && LINE_BREAKS.test(value)) return true;
  return kind === 'name' && BIDI_CONTROLS.test(value);
}

/**
 * A trimmed text field that raises exactly one message: `required` when empty, `tooLong`
 * when over `max` (checked first, before anything else reads the value), a message about
 * forbidden characters (control characters; line breaks unless multi-line; bidi controls
 * in names), `tooShort` when under `min` characters.
 */
/**
 * A multi-line field's text with its line breaks as the browser typed them: a form sent as
 * multipart/form-data turns every line break into CRLF (the HTML standard's encoding), which
 * would otherwise be stored and counted twice.
 */
export function toTrimmedLines(value: unknown): unknown {
  return toTrimmedText(typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);
}

export function textField(options: {
  required: string;
  min?: number;
  tooShort?: string;
  max: number;
  tooLong: string;
  kind?: TextKind;
}) {
  return z.preprocess(
    options.kind === 'multi-line' ? toTrimmedLines : toTrimmedText,
    z.string({ error: INPUT_MESSAGES.notText }).superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: options.required });
      else if (value.length > options.max) ctx.addIssue({ code: 'custom', message: options.tooLong });
      else if (hasForbiddenCharacters(value, options.kind))
        ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.forbiddenCharacters });
      else if (options.min && value.length < options.min)
        ctx.addIssue({ code: 'custom', message: options.tooShort ?? options.required });
    }),
  );
}

/**
 * A phone field: required, and 6 to 15 digits once everything but digits is removed. The
 * parsed value is the digits only.
 */
export function phoneField(messages: { required: string; invalid: string }) {
  return z.preprocess(
    toTrimmedText,
    z
      .string({ error: messages.invalid })
      .superRefine((value, ctx) => {
        if (value.length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
        else if (!isPlausiblePhone(value)) ctx.addIssue({ code: 'custom', message: messages.invalid });
      })
      .transform(phoneDigits),
  );
}

/** A positive integer id that may arrive as a string (form posts, query strings). */
export function idField(message: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.length <= 16 && /^\d{1,12}$/.test(value.trim())
        ? Number(value)
        : value,
    z.number({ error: message }).int(message).positive(message).max(ID_MAX, message),
  );
}

/** A decimal degree as forms send it: digits, an optional sign and fraction; nothing else. */
const DEGREES = /^-?\d{1,3}(\.\d{1,15})?$/;

/**
 * A latitude or longitude: a number, or a numeric string (multipart forms). Missing or
 * blank is missing — never 0 (`Number(' ')` would be) — so a city typed without a
 * suggestion says 'Please select a city from the dropdown suggestions.' under location.
 * Only plain decimals: '1e2', '0x10' or '-5e-324' (which PostgreSQL's float8 refuses as an
 * underflow) are not degrees.
 */
export const coordinateField = (min: number, max: number, message?: string) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return undefined;
      return text.length <= 24 && DEGREES.test(text) ? Number(text) : Number.NaN;
    }
    return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
  }, (message
    ? z.number({ error: message }).min(min, { error: message }).max(max, { error: message })
    : z.number().min(min).max(max)
  ).optional());

/** A dial code such as '+61'; '61' is accepted and given its plus. */
export function dialCodeField(message: string) {
  return z.preprocess(
    toTrimmedText,
    z
      .string({ error: message })
      .max(DIAL_CODE_MAX, { error: message, abort: true })
      .regex(DIAL_CODE, message)
      .transform((value) => (value.startsWith('+') ? value : `+${value}`)),
  );
}

export const timestampSchema = z.string().describe('ISO 8601 date-time in UTC');
