import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GENERIC_MESSAGES } from '@friendly/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { randomToken } from './ids';

/**
 * How @fastify/multipart is registered once for the whole app (buildApp): the largest
 * upload any route takes (event images, 10 × 10 MB). Each route reads with its own,
 * smaller limits through readUpload.
 */
export const MULTIPART_DEFAULTS = {
  throwFileSizeLimit: false,
  limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30, fieldSize: 16_384, parts: 50 },
} as const;

export const UPLOAD_MESSAGES = {
  tooManyFiles: (field: string, max: number) =>
    max === 1 ? `Only one file may be sent as ${field}.` : `At most ${max} files may be sent as ${field}.`,
  tooManyParts: 'The form has too many fields or files.',
} as const;

export type FileRule = {
  maxBytes: number;
  maxCount: number;
  /** The field error for a file over maxBytes (422 beside the field, with the form's other errors). */
  tooLargeMessage: string | ((values: { file: string }) => string);
  /** The answer (413) when more than maxCount files come under the field's name. */
  tooManyMessage?: string;
};

export type UploadRules = {
  /** The file fields the route takes; files under other names are read past and dropped. */
  files: Record<string, FileRule>;
  maxFields?: number;
  maxFieldBytes?: number;
};

/** A file staged on disk, never whole in memory; gone when the upload is disposed. */
export type StagedFile = { field: string; filename: string; path: string; bytes: number };

export type Upload = {
  /** Text fields, first value of each name; a value cut at the size limit is too long for any rule. */
  fields: Record<string, unknown>;
  files: StagedFile[];
  /** Files over their size: field errors, so the form's other errors are reported with them. */
  errors: Record<string, string[]>;
  /** Removes the staged files; call it when the request is done with them. */
  dispose(): Promise<void>;
};

/** Stands in for a multipart field cut at the size limit: too long for any field's rule. */
const TRUNCATED = 'x'.repeat(20_000);

/**
 * A multipart body that cannot be read (cut short, no boundary, a malformed part) is the
 * client's error: 400 in the spec's shape. Limits keep their own status (413).
 */
function multipartError(error: unknown) {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, UPLOAD_MESSAGES.tooManyParts);
  }
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(
      status,
      status === 413 ? GENERIC_MESSAGES.payloadTooLarge : GENERIC_MESSAGES.badForm,
    );
  }
  return new HttpError(400, GENERIC_MESSAGES.badForm);
}

/** Counts bytes through; past `max` it stops passing them on (the rest is read and dropped). */
function byteLimit(max: number) {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, bytes <= max ? chunk : undefined);
    },
  });
  return { counter, bytes: () => bytes };
}

/**
 * An onRequest hook that refuses, before a byte is read, a body whose declared length
 * is over `maxBytes` (413).
 */
export const refuseBodiesOver = (maxBytes: number) => async (request: FastifyRequest) => {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > maxBytes) throw new HttpError(413, GENERIC_MESSAGES.payloadTooLarge);
};

/**
 * Reads a multipart/form-data request within the route's limits: text fields into
 * `fields`, files streamed to `stagingDir` one at a time. An empty file input (no bytes)
 * is no file. More files under a name than its rule allows is a 413 naming the field; a
 * file over its size is a field error in `errors`. On any failure nothing stays staged.
 */
export async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
  stagingDir: string,
): Promise<Upload> {
  const fields: Record<string, unknown> = {};
  const files: StagedFile[] = [];
  const errors: Record<string, string[]> = {};
  const dispose = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  const counts: Record<string, number> = {};
  const fileRules = Object.values(rules.files);
  try {
    await mkdir(stagingDir, { recursive: true });
    const parts = request.parts({
      limits: {
        // One byte over the largest rule is enough to tell "too large".
        fileSize: Math.max(0, ...fileRules.map((rule) => rule.maxBytes)) + 1,
        files: fileRules.reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
        fields: rules.maxFields ?? MULTIPART_DEFAULTS.limits.fields,
        fieldSize: rules.maxFieldBytes ?? MULTIPART_DEFAULTS.limits.fieldSize,
        parts: MULTIPART_DEFAULTS.limits.parts,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // A value cut at the field size limit is refused, never stored shortened.
        if (!(part.fieldname in fields))
          fields[part.fieldname] = part.valueTruncated ? TRUNCATED : part.value;
        continue;
      }
      const rule = rules.files[part.fieldname];
      if (!rule) {
        part.file.resume();
        continue;
      }
      const staged = path.join(stagingDir, randomToken(16));
      const limit = byteLimit(rule.maxBytes);
      const file: StagedFile = { field: part.fieldname, filename: part.filename, path: staged, bytes: 0 };
      files.push(file);
      await pipeline(part.file, limit.counter, createWriteStream(staged));
      file.bytes = limit.bytes();
      if (file.bytes === 0) {
        files.splice(files.indexOf(file), 1);
        await rm(staged, { force: true });
        continue;
      }
      counts[part.fieldname] = (counts[part.fieldname] ?? 0) + 1;
      if (counts[part.fieldname]! > rule.maxCount) {
        throw new HttpError(
          413,
          rule.tooManyMessage ?? UPLOAD_MESSAGES.tooManyFiles(part.fieldname, rule.maxCount),
        );
      }
      if (file.bytes > rule.maxBytes || part.file.truncated) {
        const message =
          typeof rule.tooLargeMessage === 'string'
            ? rule.tooLargeMessage
            : rule.tooLargeMessage({ file: part.filename });
        errors[part.fieldname] = [...(errors[part.fieldname] ?? []), message];
        files.splice(files.indexOf(file), 1);
        await rm(staged, { force: true });
      }
    }
  } catch (error) {
    await dispose();
    throw multipartError(error);
  }
  return { fields, files, errors, dispose };
}
