const MB = 1024 * 1024;

/**
 * Message templates. `{file}` becomes the file's name, `{max}` the most images allowed
 * and `{maxSize}` the size limit in MB, so other limits can reuse the same wording.
 */
export type ImageInputMessages = {
  invalidType: string;
  tooLarge: string;
  tooMany: string;
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

/** Profile photo (spec 000 §5, §9): one JPEG, PNG or WebP of at most 3 MB. */
export const AVATAR_IMAGE_RULES: ImageRules = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  maxFileSize: 3 * MB,
  maxFiles: 1,
  messages: {
    invalidType: 'Image type is invalid. Please upload a JPEG, PNG, or WebP file.',
    tooLarge: 'Image should be under 3 MB.',
    tooMany: 'You can upload a maximum of {max} images.',
  },
};

/** Event images (spec 001 §5, §9): up to 10 PNG or JPEG files of at most 10 MB each. */
export const GALLERY_IMAGE_RULES: ImageRules = {
  accept: ['image/png', 'image/jpeg'],
  maxFileSize: 10 * MB,
  maxFiles: 10,
  messages: {
    invalidType: '{file} is not a supported format. Please use PNG or JPEG.',
    tooLarge: '{file} is too large. Maximum size is 10 MB.',
    tooMany: 'You can upload a maximum of 10 images.',
  },
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
  template: string,
  values: { file?: string; max?: number; maxSize?: number },
): string {
  return template
    .replaceAll('{file}', values.file ?? '')
    .replaceAll('{max}', String(values.max ?? ''))
    .replaceAll(
      '{maxSize}',
      values.maxSize == null ? '' : String(Math.round((values.maxSize / MB) * 10) / 10),
    );
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

/** Human size for hints: 3145728 → '3 MB', with a no-break space so '3' and 'MB' never part. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10}\u00a0MB`;
}
