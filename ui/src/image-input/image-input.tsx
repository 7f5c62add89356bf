import { cva } from 'class-variance-authority';
import * as React from 'react';
import { Button } from '../button';
import { joinIds, useFormField } from '../form-field';
import { cn } from '../lib/cn';
import { AlertGlyph } from '../lib/glyphs';
import {
  AVATAR_IMAGE_RULES,
  formatImageMessage,
  formatMegabytes,
  GALLERY_IMAGE_RULES,
  type ImageInputMessages,
  type ImageRules,
  validateImageFiles,
} from './image-input-logic';

/** An image that is already uploaded (edit mode): shown by URL, removable. */
export type ExistingImage = {
  id: string | number;
  url: string;
  alt?: string | undefined;
};

type CommonProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> & {
  /** Accepted MIME types; the spec's per variant by default. */
  accept?: readonly string[];
  /** Largest file in bytes; the spec's per variant by default (3 MB avatar, 10 MB gallery). */
  maxFileSize?: number;
  /** Message templates ('{file}', '{max}', '{maxSize}'); the spec's per variant by default. */
  messages?: Partial<ImageInputMessages>;
  /** Help under the button; by default the accepted types and size. */
  hint?: React.ReactNode;
  /** A message from outside (the server's photo error), shown with the component's own. */
  error?: React.ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  /** Called with the messages for refused files (empty when a batch was fine). */
  onReject?: (errors: string[]) => void;
};

export type AvatarImageInputProps = CommonProps & {
  variant?: 'avatar';
  /** The newly chosen photo (controlled); `null` for none. */
  value?: File | null;
  defaultValue?: File | null;
  onValueChange?: (file: File | null) => void;
  /** The current photo's URL, shown until a new one is chosen. */
  src?: string | null | undefined;
  previewAlt?: string;
  uploadLabel?: string;
  changeLabel?: string;
};

export type GalleryImageInputProps = CommonProps & {
  variant: 'gallery';
  /** Most images in total, existing ones included (events: 10). */
  maxFiles?: number;
  /** New files to upload (controlled). */
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onFilesChange?: (files: File[]) => void;
  /** Images already uploaded (controlled); removing one calls `onExistingImagesChange`. */
  existingImages?: readonly ExistingImage[];
  defaultExistingImages?: readonly ExistingImage[];
  onExistingImagesChange?: (images: ExistingImage[]) => void;
  addLabel?: string;
  /** Shown on the add tile when no room is left. */
  fullLabel?: string;
  countText?: (count: number, max: number) => string;
  /** Accessible name of each tile's remove button, by position from 1. */
  removeLabel?: (position: number) => string;
  /** Alternative text for a new file's preview. */
  newImageAlt?: (file: File, position: number) => string;
};

export type ImageInputProps = AvatarImageInputProps | GalleryImageInputProps;

export const imageInputVariants = cva(
  'relative min-w-0 rounded-xl outline-none transition-[box-shadow,background-color]',
  {
    variants: {
      variant: {
        avatar: 'flex items-center gap-4',
        gallery: 'grid w-full gap-3',
      },
      dragging: {
        true: 'bg-brand-50 shadow-[0_0_0_2px_var(--color-brand-500)]',
        false: '',
      },
    },
    defaultVariants: { variant: 'avatar', dragging: false },
  },
);

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/heic': 'HEIC',
};

function describeRules(accept: readonly string[], maxFileSize: number, each: boolean) {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${list}, up to ${formatMegabytes(maxFileSize)}${each ? ' each' : ''}.`;
}

function rulesFrom(defaults: ImageRules, props: CommonProps & { maxFiles?: number }): ImageRules {
  return {
    accept: props.accept ?? defaults.accept,
    maxFileSize: props.maxFileSize ?? defaults.maxFileSize,
    maxFiles: props.maxFiles ?? defaults.maxFiles,
    messages: { ...defaults.messages, ...props.messages },
  };
}

/** Object URLs for previews, made when the files change and revoked when they go. */
function useObjectUrls(files: readonly File[]) {
  const [urls, setUrls] = React.useState<ReadonlyMap<File, string>>(() => new Map());
  React.useEffect(() => {
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

function hasFiles(event: React.DragEvent) {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Drag-and-drop of files onto an area; `dragging` while files hover over it. */
function useFileDrop(onFiles: (files: File[]) => void, disabled: boolean) {
  const [dragging, setDragging] = React.useState(false);
  const depth = React.useRef(0);
  const handlers = {
    onDragEnter: (event: React.DragEvent) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: React.DragEvent) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: React.DragEvent) => {
      if (disabled) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { dragging, handlers };
}

function ImageGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn('size-6 shrink-0', className)}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="10" r="1.75" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m4 17 4.5-4.5 3.5 3.5 2.5-2.5L20 19"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PersonGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-10 text-ink-400">
      <circle cx="12" cy="9" r="4" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function UploadGlyph() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M8 10.5V2.75M4.75 6 8 2.75 11.25 6M2.75 10.5v1.75c0 .55.45 1 1 1h8.5c.55 0 1-.45 1-1V10.5"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlusGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-6 shrink-0">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function CloseGlyph() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className="size-3.5">
      <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The component's messages. Always in the DOM, so screen readers hear new ones (`role=alert`). */
function Messages({
  id,
  messages,
  error,
}: {
  id: string;
  messages: readonly string[];
  error?: React.ReactNode;
}) {
  const hasOuterError = error != null && error !== false && error !== '';
  return (
    <div id={id} role="alert" data-slot="image-input-errors" className="empty:hidden">
      {(messages.length > 0 || hasOuterError) && (
        <ul className="grid gap-0.5 text-[0.8125rem] font-medium leading-5 text-danger-600">
          {messages.map((message, index) => (
            // Two refused files may share a message; position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex gap-1.5">
              <AlertGlyph className="mt-0.5 size-3.5 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
          {hasOuterError && (
            <li className="flex gap-1.5">
              <AlertGlyph className="mt-0.5 size-3.5 shrink-0" />
              <span>{error}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * A photo or a set of photos. `variant="avatar"` (the profile photo): one JPEG, PNG or WebP
 * of at most 3 MB with a round preview. `variant="gallery"` (event images): up to 10 PNG
 * or JPEG files of at most 10 MB, already uploaded ones shown by URL, each removable.
 * Both take files from the picker or by drag-and-drop and refuse bad ones with the spec's
 * messages; limits and messages are props, so other uses keep the same component.
 *
 * Designers: put it in a FormField for the label; the field's error shows under it and
 * the component's own messages ('Image should be under 3 MB.') appear beside the button.
 */
export function ImageInput(props: ImageInputProps) {
  return props.variant === 'gallery' ? <GalleryImageInput {...props} /> : <AvatarImageInput {...props} />;
}

function AvatarImageInput({
  variant: _variant,
  value,
  defaultValue = null,
  onValueChange,
  src,
  previewAlt = 'Profile photo',
  uploadLabel = 'Upload photo',
  changeLabel = 'Change photo',
  accept,
  maxFileSize,
  messages,
  hint,
  error,
  invalid: invalidProp,
  disabled: disabledProp,
  onReject,
  className,
  ...props
}: AvatarImageInputProps) {
  const field = useFormField();
  const rules = rulesFrom(AVATAR_IMAGE_RULES, { accept, maxFileSize, messages });
  const disabled = disabledProp ?? field?.disabled ?? false;
  const [uncontrolled, setUncontrolled] = React.useState<File | null>(defaultValue);
  const file = value !== undefined ? value : uncontrolled;
  const files = React.useMemo(() => (file ? [file] : []), [file]);
  const previewUrl = useObjectUrls(files).get(file as File);
  const [errors, setErrors] = React.useState<string[]>([]);
  const [brokenSrc, setBrokenSrc] = React.useState<string | null>(null);
  const fileInputRef = React.useRef<HTMLInputElement | null>(null);
  const baseId = React.useId();
  const hintId = `${baseId}-hint`;
  const errorsId = `${baseId}-errors`;
  const hasOuterError = error != null && error !== false && error !== '';
  const hasMessages = errors.length > 0 || hasOuterError;
  const invalid = invalidProp ?? (hasMessages || field?.invalid || false);

  const addFiles = (picked: File[]) => {
    if (picked.length === 0) return;
    // One photo: the first of a multi-file drop is the one considered.
    const result = validateImageFiles(picked.slice(0, 1), { ...rules, maxFiles: 1 });
    setErrors(result.errors);
    onReject?.(result.errors);
    const accepted = result.accepted[0];
    if (accepted) {
      if (value === undefined) setUncontrolled(accepted);
      onValueChange?.(accepted);
    }
  };
  const { dragging, handlers } = useFileDrop(addFiles, disabled);
  const shownSrc = previewUrl ?? (src && src !== brokenSrc ? src : null);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would need a <legend>; the FormField label names the group
    <div
      data-slot="image-input"
      data-variant="avatar"
      data-state={dragging ? 'dragging' : 'idle'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      role="group"
      aria-labelledby={field?.labelId}
      className={cn(imageInputVariants({ variant: 'avatar', dragging }), className)}
      {...handlers}
      {...props}
    >
      <div
        data-slot="image-input-preview"
        className={cn(
          'relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-100',
          'shadow-[inset_0_0_0_1px_rgb(29_27_46/0.08)]',
          invalid && 'shadow-[0_0_0_2px_var(--color-danger-600)]',
        )}
      >
        {shownSrc ? (
          <img
            src={shownSrc}
            alt={previewAlt}
            className="size-full object-cover"
            draggable={false}
            onError={() => setBrokenSrc(shownSrc)}
          />
        ) : (
          <PersonGlyph />
        )}
      </div>
      <div className="grid min-w-0 justify-items-start gap-1.5">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={joinIds(hintId, hasMessages && errorsId, field?.describedBy)}
          onClick={() => fileInputRef.current?.click()}
        >
          <UploadGlyph />
          {shownSrc ? changeLabel : uploadLabel}
        </Button>
        <p id={hintId} data-slot="image-input-hint" className="text-[0.8125rem] text-ink-500 leading-5">
          {hint ?? describeRules(rules.accept, rules.maxFileSize, false)}
        </p>
        <Messages id={errorsId} messages={errors} error={error} />
      </div>
      <input
        ref={fileInputRef}
        id={field?.controlId}
        data-slot="image-input-file"
        type="file"
        accept={rules.accept.join(',')}
        disabled={disabled}
        hidden
        onChange={(event) => {
          addFiles(Array.from(event.currentTarget.files ?? []));
          // Picking the same file again after an error must fire `change` again.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

/** A stable key per File object, so tiles keep their identity when others are removed. */
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function keyOf(file: File) {
  let key = fileKeys.get(file);
  if (!key) {
    nextFileKey += 1;
    key = `new-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

type Tile =
  | { kind: 'existing'; key: string; image: ExistingImage }
  | { kind: 'new'; key: string; file: File; fileIndex: number };

function GalleryTile({
  src,
  alt,
  removeName,
  disabled,
  onRemove,
  removeRef,
  isNew,
}: {
  src: string | undefined;
  alt: string;
  removeName: string;
  disabled: boolean;
  onRemove: () => void;
  removeRef: (node: HTMLButtonElement | null) => void;
  isNew: boolean;
}) {
  const [broken, setBroken] = React.useState(false);
  return (
    <li
      data-slot="image-input-tile"
      data-new={isNew || undefined}
      className="group/tile relative aspect-[4/3] overflow-hidden rounded-lg bg-ink-100 shadow-[inset_0_0_0_1px_rgb(29_27_46/0.08)]"
    >
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-ink-400">
          <ImageGlyph />
          <span className="sr-only">{alt}</span>
        </div>
      )}
      <button
        ref={removeRef}
        type="button"
        data-slot="image-input-remove"
        aria-label={removeName}
        disabled={disabled}
        onClick={onRemove}
        className={cn(
          'absolute top-1.5 right-1.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-full',
          'bg-white/95 text-ink-800 shadow-card transition-colors hover:bg-white hover:text-danger-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:hidden',
        )}
      >
        <CloseGlyph />
      </button>
    </li>
  );
}

function GalleryImageInput({
  variant: _variant,
  maxFiles,
  files: filesProp,
  defaultFiles = [],
  onFilesChange,
  existingImages: existingProp,
  defaultExistingImages = [],
  onExistingImagesChange,
  addLabel = 'Add images',
  fullLabel = 'Maximum reached',
  countText = (count, max) => `${count} of ${max} images`,
  removeLabel = (position) => `Remove image ${position}`,
  newImageAlt = (file) => file.name,
  accept,
  maxFileSize,
  messages,
  hint,
  error,
  invalid: invalidProp,
  disabled: disabledProp,
  onReject,
  className,
  ...props
}: GalleryImageInputProps) {
  const field = useFormField();
  const rules = rulesFrom(GALLERY_IMAGE_RULES, { accept, maxFileSize, messages, maxFiles });
  const disabled = disabledProp ?? field?.disabled ?? false;

  const [uncontrolledFiles, setUncontrolledFiles] = React.useState<readonly File[]>(defaultFiles);
  const files = filesProp ?? uncontrolledFiles;
  const [uncontrolledExisting, setUncontrolledExisting] =
    React.useState<readonly ExistingImage[]>(defaultExistingImages);
  const existing = existingProp ?? uncontrolledExisting;
  const urls = useObjectUrls(files);
  const [errors, setErrors] = React.useState<string[]>([]);
  const hasOuterError = error != null && error !== false && error !== '';
  const hasMessages = errors.length > 0 || hasOuterError;
  const invalid = invalidProp ?? (hasMessages || field?.invalid || false);

  const fileInputRef = React.useRef<HTMLInputElement | null>(null);
  const addButtonRef = React.useRef<HTMLButtonElement | null>(null);
  const removeButtons = React.useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = React.useRef<number | null>(null);
  const baseId = React.useId();
  const hintId = `${baseId}-hint`;
  const countId = `${baseId}-count`;
  const errorsId = `${baseId}-errors`;

  const tiles: Tile[] = [
    ...existing.map((image): Tile => ({ kind: 'existing', key: `existing-${image.id}`, image })),
    ...files.map((file, fileIndex): Tile => ({ kind: 'new', key: keyOf(file), file, fileIndex })),
  ];
  const total = tiles.length;
  const full = total >= rules.maxFiles;

  const setFiles = (next: File[]) => {
    if (filesProp === undefined) setUncontrolledFiles(next);
    onFilesChange?.(next);
  };

  const addFiles = (picked: File[]) => {
    if (picked.length === 0) return;
    const result = validateImageFiles(picked, rules, total);
    setErrors(result.errors);
    onReject?.(result.errors);
    if (result.accepted.length > 0) setFiles([...files, ...result.accepted]);
  };
  const { dragging, handlers } = useFileDrop(addFiles, disabled);

  const remove = (tileIndex: number) => {
    const tile = tiles[tileIndex];
    if (!tile) return;
    setErrors([]);
    focusAfterRemoval.current = tileIndex;
    if (tile.kind === 'existing') {
      const next = existing.filter((image) => image.id !== tile.image.id);
      if (existingProp === undefined) setUncontrolledExisting(next);
      onExistingImagesChange?.(next);
    } else {
      setFiles(files.filter((_, index) => index !== tile.fileIndex));
    }
  };

  // After a removal, focus goes to the tile that took its place (or the one before), else
  // to the add button, so keyboard users never lose their place.
  React.useEffect(() => {
    const removedAt = focusAfterRemoval.current;
    if (removedAt === null) return;
    focusAfterRemoval.current = null;
    const target = tiles[Math.min(removedAt, tiles.length - 1)];
    const button = target ? removeButtons.current.get(target.key) : undefined;
    (button ?? addButtonRef.current)?.focus();
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would need a <legend>; the FormField label names the group
    <div
      data-slot="image-input"
      data-variant="gallery"
      data-state={dragging ? 'dragging' : 'idle'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-full={full || undefined}
      role="group"
      aria-labelledby={field?.labelId}
      className={cn(imageInputVariants({ variant: 'gallery', dragging }), className)}
      {...handlers}
      {...props}
    >
      <ul
        data-slot="image-input-tiles"
        className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3"
      >
        {tiles.map((tile, index) => {
          const position = index + 1;
          return (
            <GalleryTile
              key={tile.key}
              src={tile.kind === 'existing' ? tile.image.url : urls.get(tile.file)}
              alt={
                tile.kind === 'existing'
                  ? (tile.image.alt ?? `Image ${position}`)
                  : newImageAlt(tile.file, position)
              }
              isNew={tile.kind === 'new'}
              removeName={removeLabel(position)}
              disabled={disabled}
              onRemove={() => remove(index)}
              removeRef={(node) => {
                if (node) removeButtons.current.set(tile.key, node);
                else removeButtons.current.delete(tile.key);
              }}
            />
          );
        })}
        <li className="aspect-[4/3]">
          <button
            ref={addButtonRef}
            type="button"
            data-slot="image-input-add"
            disabled={disabled}
            aria-disabled={full || undefined}
            aria-describedby={joinIds(countId, hintId, hasMessages && errorsId, field?.describedBy)}
            onClick={() => {
              if (full) {
                const message = formatImageMessage(rules.messages.tooMany, { max: rules.maxFiles });
                setErrors([message]);
                onReject?.([message]);
                return;
              }
              fileInputRef.current?.click();
            }}
            className={cn(
              'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-2 text-center',
              'border-ink-300 bg-white font-semibold text-brand-700 text-sm transition-colors',
              'hover:border-brand-500 hover:bg-brand-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              'aria-disabled:cursor-not-allowed aria-disabled:border-ink-200 aria-disabled:bg-ink-50 aria-disabled:text-ink-500 aria-disabled:hover:bg-ink-50',
              'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
              invalid && !full && 'border-danger-600',
            )}
          >
            <PlusGlyph />
            {full ? fullLabel : addLabel}
          </button>
        </li>
      </ul>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-[0.8125rem] leading-5">
        <p id={hintId} data-slot="image-input-hint" className="text-ink-500">
          {hint ??
            `${describeRules(rules.accept, rules.maxFileSize, true)} Drag images here or use ${addLabel}.`}
        </p>
        <p id={countId} data-slot="image-input-count" className="font-medium text-ink-600 tabular-nums">
          {countText(total, rules.maxFiles)}
        </p>
      </div>
      <Messages id={errorsId} messages={errors} error={error} />
      <input
        ref={fileInputRef}
        id={field?.controlId}
        data-slot="image-input-file"
        type="file"
        accept={rules.accept.join(',')}
        multiple
        disabled={disabled}
        hidden
        onChange={(event) => {
          addFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
