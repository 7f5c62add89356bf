import { formatFileSize } from '../lib/file-size';

/** What a message may mention: the refused file's name, the most images, the size limit in bytes. */
export type ImageMessageValues = { file: string; max: number; maxSize: number };

/**
 * A message: a template, where `{file}` becomes the file's name, `{max}` the most images
 * allowed and `{maxSize}` the size limit with its unit ('3 MB', by `formatFileSize`); or a
 * function of those values (`maxSize` in bytes there).
 */
export type ImageMessage = string | ((values: ImageMessageValues) => string);

export type ImageInputMessages = {
  invalidType: ImageMessage;
  tooLarge: ImageMessage;
  tooMany: ImageMessage;
};

export type ImageRules = {
  /** Accepted MIME types. */
  accept: readonly string[];
  /** Largest file, in bytes. */
  maxFileSize: number;
  /** Most images in total, existing ones included. */
  maxFiles: number;
  messages: ImageInputMessages;
};

/** Plain wording for any use; the app passes its own (the spec's) with its rules. */
export const DEFAULT_IMAGE_MESSAGES: ImageInputMessages = {
  invalidType: '{file} is not a supported file type.',
  tooLarge: '{file} is too large. The limit is {maxSize}.',
  tooMany: 'You can add at most {max} images.',
};

/** Browsers leave `type` empty for some files (WebP on older systems); the extension decides then. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
};

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

export function formatImageMessage(
  template: ImageMessage,
  values: { file?: string; max?: number; maxSize?: number },
): string {
  if (typeof template === 'function') {
    return template({ file: values.file ?? '', max: values.max ?? 0, maxSize: values.maxSize ?? 0 });
  }
  return template
    .replaceAll('{file}', values.file ?? '')
    .replaceAll('{max}', String(values.max ?? ''))
    .replaceAll('{maxSize}', values.maxSize == null ? '' : formatFileSize(values.maxSize));
}

/** The file's MIME type, from the browser or else from its extension. */
export function imageType(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export type ImageValidation<F extends FileLike> = {
  /** The files that may be added, in the order given. */
  accepted: F[];
  /** One message per refused file, then one if the count limit cut the batch short. */
  errors: string[];
};

/**
 * Checks a batch of picked or dropped files against the rules: type first, then size,
 * then the room left (`existingCount` images are already there). Valid files fill the
 * room in order; the rest are refused with the count message, given once.
 */
export function validateImageFiles<F extends FileLike>(
  files: readonly F[],
  rules: ImageRules,
  existingCount = 0,
): ImageValidation<F> {
  const accepted: F[] = [];
  const errors: string[] = [];
  let overflow = false;
  const room = Math.max(0, rules.maxFiles - existingCount);
  for (const file of files) {
    const values = { file: file.name, max: rules.maxFiles, maxSize: rules.maxFileSize };
    if (!rules.accept.includes(imageType(file))) {
      errors.push(formatImageMessage(rules.messages.invalidType, values));
    } else if (file.size > rules.maxFileSize) {
      errors.push(formatImageMessage(rules.messages.tooLarge, values));
    } else if (accepted.length < room) {
      accepted.push(file);
    } else {
      overflow = true;
    }
  }
  if (overflow) errors.push(formatImageMessage(rules.messages.tooMany, { max: rules.maxFiles }));
  return { accepted, errors };
}
