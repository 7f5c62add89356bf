import { cva } from 'class-variance-authority';
import * as React from 'react';
import { useFormField } from '../form-field';
import { AlertIcon } from '../icons';
import { cn } from '../lib/cn';
import { formatFileSize } from '../lib/file-size';
import { DEFAULT_IMAGE_MESSAGES, type ImageInputMessages, type ImageRules } from './image-input-logic';

/* What both image pickers share: common props, styles, the rule text, previews, drag-and-drop and messages. */

/** An image that is already uploaded (edit mode): shown by URL, removable. */
export type ExistingImage = {
  id: string | number;
  url: string;
  alt?: string | undefined;
};

export type ImageInputCommonProps = Omit<
  React.ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> & {
  /** Message templates ('{file}', '{max}', '{maxSize}') or functions; plain wording by default. */
  messages?: Partial<ImageInputMessages>;
  /** Help under the button; by default the accepted types and size. */
  hint?: React.ReactNode;
  /** A message from outside (the server's photo error), shown with the component's own. */
  error?: React.ReactNode;
  /** Draws the input as invalid; by default it is whenever `error`, a refused file or the surrounding `FormField` has a message. */
  invalid?: boolean;
  /** Nothing can be added or removed. */
  disabled?: boolean;
  /** Called with the messages for refused files (empty when a batch was fine). */
  onReject?: (errors: string[]) => void;
};

export const imageInputVariants = cva(
  'relative min-w-0 rounded-xl outline-none transition-[box-shadow,background-color]',
  {
    variants: {
      /** `avatar` is one round profile photo; `gallery` is several pictures in a grid. @default avatar */
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

export function describeRules(accept: readonly string[], maxFileSize: number, each: boolean) {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${list}, up to ${formatFileSize(maxFileSize, { nonBreaking: true })}${each ? ' each' : ''}.`;
}

/** The rules a picker applies: its limits, and its messages over the plain defaults. */
export function rulesFrom(
  limits: Omit<ImageRules, 'messages'>,
  ...messages: Array<Partial<ImageInputMessages> | undefined>
): ImageRules {
  return { ...limits, messages: Object.assign({ ...DEFAULT_IMAGE_MESSAGES }, ...messages) };
}

/** Object URLs for previews, made when the files change and revoked when they go. */
export function useObjectUrls(files: readonly File[]) {
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
export function useFileDrop(onFiles: (files: File[]) => void, disabled: boolean) {
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

/** The component's messages. Always in the DOM, so screen readers hear new ones (`role=alert`). */
export function Messages({
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
              <AlertIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
          {hasOuterError && (
            <li className="flex gap-1.5">
              <AlertIcon className="mt-0.5 size-3.5 shrink-0" />
              <span>{error}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * The outer group of both variants: the drop area (named by the FormField label), its
 * state attributes, and the hidden file input the buttons open (cleared after each
 * pick, so choosing the same file again after an error fires `change` again).
 */
export function ImageInputFrame({
  variant,
  dragging,
  invalid,
  disabled,
  full,
  labelId,
  controlId,
  accept,
  multiple = false,
  fileInputRef,
  onFiles,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'onDrop'> & {
  variant: 'avatar' | 'gallery';
  dragging: boolean;
  invalid: boolean;
  disabled: boolean;
  full?: boolean;
  labelId?: string;
  controlId?: string;
  accept: readonly string[];
  multiple?: boolean;
  fileInputRef: React.RefObject<HTMLInputElement | null>;
  onFiles: (files: File[]) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would need a <legend>; the FormField label names the group
    <div
      data-slot="image-input"
      data-variant={variant}
      data-state={dragging ? 'dragging' : 'idle'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-full={full || undefined}
      role="group"
      aria-labelledby={labelId}
      className={cn(imageInputVariants({ variant, dragging }), className)}
      {...props}
    >
      {children}
      <input
        ref={fileInputRef}
        id={controlId}
        data-slot="image-input-file"
        type="file"
        accept={accept.join(',')}
        multiple={multiple || undefined}
        disabled={disabled}
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

/**
 * What both variants keep the same way: the FormField they sit in, disabled and invalid
 * (from props, else the field), the messages of the last refused pick, ids for the hint
 * and the messages, and the hidden file input.
 */
export function useImageInputBase({
  error,
  invalid,
  disabled,
}: {
  error?: React.ReactNode;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const field = useFormField();
  const [errors, setErrors] = React.useState<string[]>([]);
  const hasOuterError = error != null && error !== false && error !== '';
  const hasMessages = errors.length > 0 || hasOuterError;
  const baseId = React.useId();
  return {
    field,
    disabled: disabled ?? field?.disabled ?? false,
    invalid: invalid ?? (hasMessages || field?.invalid || false),
    errors,
    setErrors,
    hasMessages,
    fileInputRef: React.useRef<HTMLInputElement | null>(null),
    ids: { hint: `${baseId}-hint`, errors: `${baseId}-errors`, count: `${baseId}-count` },
  };
}
