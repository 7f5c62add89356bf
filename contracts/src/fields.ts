import { z } from 'zod';

/** Null, undefined and non-strings become '' so a "required" rule can speak for a missing field. */
export function toTrimmedText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * A trimmed text field that raises exactly one message: `required` when empty, `tooShort`
 * when under `min` characters, `tooLong` when over `max`.
 */
export function textField(options: {
  required: string;
  min?: number;
  tooShort?: string;
  max: number;
  tooLong: string;
}) {
  return z.preprocess(
    toTrimmedText,
    z.string({ error: options.required }).superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: options.required });
      else if (options.min && value.length < options.min)
        ctx.addIssue({ code: 'custom', message: options.tooShort ?? options.required });
      else if (value.length > options.max) ctx.addIssue({ code: 'custom', message: options.tooLong });
    }),
  );
}

/** Only the digits of a phone number, as the spec's clients send and count them. */
export function phoneDigits(value: string) {
  return value.replace(/\D/g, '');
}

/**
 * A phone field: required, and 6 to 15 digits once everything but digits is removed. The
 * parsed value is the digits only.
 */
export function phoneField(messages: { required: string; invalid: string }) {
  return z.preprocess(
    toTrimmedText,
    z
      .string({ error: messages.required })
      .superRefine((value, ctx) => {
        const digits = phoneDigits(value);
        if (value.length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
        else if (/[^\d\s()+\-.]/.test(value) || digits.length < 6 || digits.length > 15)
          ctx.addIssue({ code: 'custom', message: messages.invalid });
      })
      .transform(phoneDigits),
  );
}

/** A positive integer id that may arrive as a string (form posts, query strings). */
export function idField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message),
  );
}

/** A dial code such as '+61'; '61' is accepted and given its plus. */
export function dialCodeField(message: string) {
  return z.preprocess(
    toTrimmedText,
    z
      .string({ error: message })
      .regex(/^\+?\d{1,4}(-\d{1,4})?$/, message)
      .transform((value) => (value.startsWith('+') ? value : `+${value}`)),
  );
}

export const timestampSchema = z.string().describe('ISO 8601 date-time in UTC');
