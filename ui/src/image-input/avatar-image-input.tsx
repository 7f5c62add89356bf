import * as React from 'react';
import { Button } from '../button';
import { joinIds } from '../form-field';
import { UploadIcon, UserIcon } from '../icons';
import { cn } from '../lib/cn';
import { validateImageFiles } from './image-input-logic';
import {
  describeRules,
  type ImageInputCommonProps,
  ImageInputFrame,
  Messages,
  rulesFrom,
  useFileDrop,
  useImageInputBase,
  useObjectUrls,
} from './image-input-parts';

export type AvatarImageInputProps = ImageInputCommonProps & {
  /** `avatar` (the default): one photo with a round preview; `gallery`: several pictures in a grid. @default avatar */
  variant?: 'avatar';
  /** Accepted MIME types (the app passes its profile photo rules). */
  accept: readonly string[];
  /** Largest file in bytes. */
  maxFileSize: number;
  /** The newly chosen photo (controlled); `null` for none. */
  value?: File | null;
  /** The first chosen photo when uncontrolled. */
  defaultValue?: File | null;
  /** Called with the newly chosen photo once it passes the rules. */
  onValueChange?: (file: File | null) => void;
  /** The current photo's URL, shown until a new one is chosen. */
  src?: string | null | undefined;
  /** The preview's alternative text; 'Profile photo' by default. */
  previewAlt?: string;
  /** The button while there is no photo yet. */
  uploadLabel?: string;
  /** The button once there is a photo. */
  changeLabel?: string;
};

/** One photo with a round preview: `<ImageInput variant="avatar">`. */
export function AvatarImageInput({
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
  const { field, disabled, invalid, errors, setErrors, hasMessages, fileInputRef, ids } = useImageInputBase({
    error,
    invalid: invalidProp,
    disabled: disabledProp,
  });
  const rules = rulesFrom({ accept, maxFileSize, maxFiles: 1 }, messages);
  const [uncontrolled, setUncontrolled] = React.useState<File | null>(defaultValue);
  const file = value !== undefined ? value : uncontrolled;
  const files = React.useMemo(() => (file ? [file] : []), [file]);
  const previewUrl = useObjectUrls(files).get(file as File);
  const [brokenSrc, setBrokenSrc] = React.useState<string | null>(null);
  const hintId = ids.hint;
  const errorsId = ids.errors;

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
    <ImageInputFrame
      variant="avatar"
      dragging={dragging}
      invalid={invalid}
      disabled={disabled}
      labelId={field?.labelId}
      controlId={field?.controlId}
      accept={rules.accept}
      fileInputRef={fileInputRef}
      onFiles={addFiles}
      className={className}
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
          <UserIcon className="size-10 text-ink-400" />
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
          <UploadIcon />
          {shownSrc ? changeLabel : uploadLabel}
        </Button>
        <p id={hintId} data-slot="image-input-hint" className="text-[0.8125rem] text-ink-500 leading-5">
          {hint ?? describeRules(rules.accept, rules.maxFileSize, false)}
        </p>
        <Messages id={errorsId} messages={errors} error={error} />
      </div>
    </ImageInputFrame>
  );
}
