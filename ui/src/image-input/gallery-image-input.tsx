import * as React from 'react';
import { joinIds } from '../form-field';
import { ChevronLeftSmallIcon, ChevronRightSmallIcon, CloseIcon, ImageIcon, PlusIcon } from '../icons';
import { cn } from '../lib/cn';
import { formatImageMessage, validateImageFiles } from './image-input-logic';
import {
  describeRules,
  type ExistingImage,
  type ImageInputCommonProps,
  ImageInputFrame,
  Messages,
  rulesFrom,
  useFileDrop,
  useImageInputBase,
  useObjectUrls,
} from './image-input-parts';

export type GalleryImageInputProps = ImageInputCommonProps & {
  /** `gallery`: several pictures in a grid; `avatar` (the default): one photo with a round preview. */
  variant: 'gallery';
  /** Accepted MIME types (events: PNG and JPEG). */
  accept: readonly string[];
  /** Largest file in bytes (events: 10 MB). */
  maxFileSize: number;
  /** Most images in total, existing ones included (events: 10). */
  maxFiles: number;
  /** New files to upload (controlled). */
  files?: readonly File[];
  /** The first new files when uncontrolled. */
  defaultFiles?: readonly File[];
  /** Called with the new files after an add (those that pass the rules) or a removal. */
  onFilesChange?: (files: File[]) => void;
  /** Images already uploaded (controlled); removing one calls `onExistingImagesChange`. */
  existingImages?: readonly ExistingImage[];
  /** The images already uploaded, when uncontrolled. */
  defaultExistingImages?: readonly ExistingImage[];
  /** Called with the uploaded images left after one is removed. */
  onExistingImagesChange?: (images: ExistingImage[]) => void;
  /** The add tile's text. */
  addLabel?: string;
  /** Shown on the add tile when no room is left. */
  fullLabel?: string;
  /** The count under the grid ('3 of 10 images'). */
  countText?: (count: number, max: number) => string;
  /** Accessible name of each tile's remove button, by position from 1. */
  removeLabel?: (position: number) => string;
  /** Alternative text for a new file's preview. */
  newImageAlt?: (file: File, position: number) => string;
  /**
   * Lets the new files be reordered (they upload in this order): each new tile gets
   * 'earlier' and 'later' buttons named by these, by position from 1. Off when omitted.
   */
  reorderLabels?: { earlier: (position: number) => string; later: (position: number) => string };
};

const moveButtonClass = cn(
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full',
  'bg-white/95 text-ink-800 shadow-card transition-colors hover:bg-white hover:text-brand-700',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  'disabled:hidden',
);

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
  move,
}: {
  src: string | undefined;
  alt: string;
  removeName: string;
  disabled: boolean;
  onRemove: () => void;
  removeRef: (node: HTMLButtonElement | null) => void;
  isNew: boolean;
  move?:
    | {
        earlierName: string;
        laterName: string;
        onEarlier: (() => void) | null;
        onLater: (() => void) | null;
      }
    | undefined;
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
          <ImageIcon className="size-6 shrink-0" />
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
        <CloseIcon strokeWidth="2" className="size-3.5" />
      </button>
      {move && (
        <div data-slot="image-input-move" className="absolute bottom-1.5 left-1.5 flex gap-1.5">
          {move.onEarlier && (
            <button
              type="button"
              aria-label={move.earlierName}
              disabled={disabled}
              onClick={move.onEarlier}
              className={moveButtonClass}
            >
              <ChevronLeftSmallIcon className="size-3.5" />
            </button>
          )}
          {move.onLater && (
            <button
              type="button"
              aria-label={move.laterName}
              disabled={disabled}
              onClick={move.onLater}
              className={moveButtonClass}
            >
              <ChevronRightSmallIcon className="size-3.5" />
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export function GalleryImageInput({
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
  reorderLabels,
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
  const { field, disabled, invalid, errors, setErrors, hasMessages, fileInputRef, ids } = useImageInputBase({
    error,
    invalid: invalidProp,
    disabled: disabledProp,
  });
  const rules = rulesFrom({ accept, maxFileSize, maxFiles }, messages);

  const [uncontrolledFiles, setUncontrolledFiles] = React.useState<readonly File[]>(defaultFiles);
  const files = filesProp ?? uncontrolledFiles;
  const [uncontrolledExisting, setUncontrolledExisting] =
    React.useState<readonly ExistingImage[]>(defaultExistingImages);
  const existing = existingProp ?? uncontrolledExisting;
  const urls = useObjectUrls(files);
  const addButtonRef = React.useRef<HTMLButtonElement | null>(null);
  const removeButtons = React.useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = React.useRef<number | null>(null);
  const { hint: hintId, count: countId, errors: errorsId } = ids;

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

  const moveFile = (fileIndex: number, offset: number) => {
    const target = fileIndex + offset;
    if (target < 0 || target >= files.length) return;
    const next = [...files];
    const [file] = next.splice(fileIndex, 1);
    if (file) next.splice(target, 0, file);
    setFiles(next);
  };

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
    <ImageInputFrame
      variant="gallery"
      dragging={dragging}
      invalid={invalid}
      disabled={disabled}
      full={full}
      multiple
      labelId={field?.labelId}
      controlId={field?.controlId}
      accept={rules.accept}
      fileInputRef={fileInputRef}
      onFiles={addFiles}
      className={className}
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
              move={
                reorderLabels && tile.kind === 'new'
                  ? {
                      earlierName: reorderLabels.earlier(position),
                      laterName: reorderLabels.later(position),
                      onEarlier: tile.fileIndex > 0 ? () => moveFile(tile.fileIndex, -1) : null,
                      onLater: tile.fileIndex < files.length - 1 ? () => moveFile(tile.fileIndex, 1) : null,
                    }
                  : undefined
              }
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
            <PlusIcon className="size-6 shrink-0" />
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
    </ImageInputFrame>
  );
}
