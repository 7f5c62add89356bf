import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

// `relative` keeps the sender's screen-reader-only name inside the bubble: an absolutely
// placed element with no placed ancestor would escape a scrolling list and stretch the page.
export const messageBubbleVariants = cva(
  'relative flex w-full min-w-0 flex-col items-start gap-1 data-[own]:items-end',
);

const bodyVariants = cva('min-w-0 text-[0.9375rem] leading-6', {
  variants: {
    own: { true: '', false: '' },
    media: {
      // As wide as allowed (or the room there is), so the list does not jump when it loads.
      true: 'w-full overflow-hidden rounded-2xl bg-ink-100',
      false: 'max-w-[min(85%,36rem)] rounded-2xl px-3.5 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]',
    },
  },
  compoundVariants: [
    { own: true, media: false, className: 'rounded-br-md bg-brand-600 text-white' },
    { own: false, media: false, className: 'rounded-bl-md bg-ink-100 text-ink-900' },
  ],
});

export type MessageBubbleType = 'text' | 'image' | 'video';

export type MessageBubbleProps = Omit<React.ComponentProps<'div'>, 'content'> & {
  /** Sent by the person reading: on the right, in the brand colour. */
  own?: boolean;
  /** Who sent it. Always given to screen readers; shown unless `showSender` is false. */
  sender: React.ReactNode;
  /** Show the sender's name above the bubble (others' messages, first of a run). */
  showSender?: boolean;
  /** When it was sent, as people read it ('9:41 AM'). */
  timeLabel?: string;
  /** The same moment, machine-readable, for the `<time>` element. */
  dateTime?: string;
  /** What the message carries: `text`, an `image` or a `video` (with an optional caption). @default text */
  type?: MessageBubbleType;
  /** The text (for an image or a video, an optional caption). */
  content?: string;
  /** The picture or the video (for `type` image or video). */
  mediaUrl?: string | null;
  /** Names the picture or video for screen readers ('Image from Maya'). */
  mediaLabel?: string;
  /** The widest a picture or video is shown, in CSS pixels (240 for images, 320 for videos by default). */
  mediaMaxWidth?: number;
  /** The picture or video could not be loaded (its link may have ended): the caller may give a new `mediaUrl`. */
  onMediaError?: () => void;
};

const DEFAULT_MEDIA_WIDTH: Record<MessageBubbleType, number> = { text: 0, image: 240, video: 320 };

/**
 * One chat message: the sender's name (for others' messages), a bubble with the text,
 * a picture or a playable video, and the time it was sent. Own messages sit on the right
 * in the brand colour (`data-own`). Pictures are shown at most 240 px wide and videos 320 px
 * unless `mediaMaxWidth` says otherwise; both keep their proportions.
 */
export function MessageBubble({
  own = false,
  sender,
  showSender = true,
  timeLabel,
  dateTime,
  type = 'text',
  content = '',
  mediaUrl,
  mediaLabel,
  mediaMaxWidth,
  onMediaError,
  className,
  ...props
}: MessageBubbleProps) {
  const media = (type === 'image' || type === 'video') && Boolean(mediaUrl);
  const maxWidth = mediaMaxWidth ?? DEFAULT_MEDIA_WIDTH[type];
  const caption = content.trim();
  return (
    <div
      data-slot="message-bubble"
      data-own={own ? '' : undefined}
      data-type={type}
      className={cn(messageBubbleVariants(), className)}
      {...props}
    >
      <p
        data-slot="message-bubble-sender"
        className={cn('px-1 text-xs font-semibold text-ink-700', !showSender && 'sr-only')}
      >
        {sender}
      </p>
      {media ? (
        <div
          data-slot="message-bubble-media"
          className={bodyVariants({ own, media: true })}
          style={{ maxWidth }}
        >
          {type === 'image' ? (
            <img
              src={mediaUrl ?? undefined}
              alt={mediaLabel ?? ''}
              onError={onMediaError}
              className="block h-auto w-full"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: members' own clips come without captions
            <video
              src={mediaUrl ?? undefined}
              controls
              preload="metadata"
              aria-label={mediaLabel}
              onError={onMediaError}
              className="block h-auto w-full bg-ink-900"
            />
          )}
        </div>
      ) : null}
      {caption || !media ? (
        <div data-slot="message-bubble-text" className={bodyVariants({ own, media: false })}>
          {content}
        </div>
      ) : null}
      {timeLabel ? (
        <time data-slot="message-bubble-time" dateTime={dateTime} className="px-1 text-xs text-ink-600">
          {timeLabel}
        </time>
      ) : null}
    </div>
  );
}
