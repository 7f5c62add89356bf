import { CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { Button, CloseIcon, formatFileSize } from '@friendly/ui';
import { useEffect, useState } from 'react';
import { formatDuration } from '../chat-view';

/** A local link to the picked file for its thumbnail, let go when the file is (docs/decisions/137). */
function useObjectUrl(file: File) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The picked picture or video above the composer, before it is sent (docs/decisions/137):
 * a thumbnail named by the file's name (a video's first frame, with its length once the
 * browser has read it), the kind and size in human units, and 'Remove attachment'.
 */
export function AttachmentPreview({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  /** While it uploads or sends, it cannot be taken back. */
  disabled: boolean;
}) {
  const url = useObjectUrl(file);
  const video = file.type.startsWith('video/');
  const [seconds, setSeconds] = useState<number | null>(null);
  const details = [video ? 'Video' : 'Image', seconds === null ? null : formatDuration(seconds)]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      data-slot="chat-attachment"
      className="mb-2 flex items-center gap-3 rounded-xl border border-ink-200 bg-ink-50 p-2"
    >
      <span
        role="img"
        aria-label={file.name}
        className="relative grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-200"
      >
        {url && video ? (
          <video
            // The first frame as its poster: the fragment asks the browser to show it.
            src={`${url}#t=0.1`}
            preload="metadata"
            muted
            playsInline
            aria-hidden="true"
            tabIndex={-1}
            onLoadedMetadata={(event) => {
              const length = event.currentTarget.duration;
              if (Number.isFinite(length)) setSeconds(length);
            }}
            className="size-full object-cover"
          />
        ) : url ? (
          <img src={url} alt="" className="size-full object-cover" />
        ) : null}
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="truncate font-medium text-ink-900 text-sm">{file.name}</span>
        <span className="text-ink-600 text-sm">
          {details} · {formatFileSize(file.size)}
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={CHAT_MESSAGES.removeAttachment}
        disabled={disabled}
        onClick={onRemove}
        className="shrink-0 text-ink-700"
      >
        <CloseIcon />
      </Button>
    </div>
  );
}
