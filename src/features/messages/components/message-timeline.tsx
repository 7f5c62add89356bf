import type { ChatMessage } from '@friendly/contracts/chat';
import { CHAT_MESSAGES } from '@friendly/contracts/chat-constants';
import { Button, DaySeparator, EmptyState, ErrorState, MessageBubble, Skeleton } from '@friendly/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { failureMessage } from '../../../api/http';
import { mediaUrl } from '../../../lib/media';
import type { TimelineItem } from '../chat-view';
import type { TimelineStatus } from '../use-room-timeline';

/** How close to the bottom still counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 80;

function MessagesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        Loading messages…
      </p>
      {['w-2/3', 'w-1/2 justify-self-end', 'w-3/5', 'w-2/5 justify-self-end'].map((width) => (
        <Skeleton key={width} shape="block" className={`h-12 rounded-2xl ${width}`} />
      ))}
    </div>
  );
}

/**
 * The conversation's messages, newest at the bottom (spec 001 §2): day separators, bubbles
 * with senders' names, pictures and videos. It opens at the bottom, stays there as
 * messages arrive while one is reading the newest (and always after one's own), keeps its
 * place when earlier messages are added above, and loads them when scrolled to the top or
 * with 'Load earlier messages'.
 */
export function MessageTimeline({
  label,
  items,
  status,
  error,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onMediaError,
}: {
  label: string;
  items: TimelineItem[];
  status: TimelineStatus;
  error: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: () => void;
  /** A message's picture or video did not load (its link may have ended; docs/decisions/106). */
  onMediaError?: (message: ChatMessage) => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const messages = items.filter((item) => item.kind === 'message');
  const first = messages[0]?.key;
  const lastItem = messages.at(-1);
  const last = lastItem?.key;
  const lastOwn = lastItem?.own ?? false;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (!before.last) element.scrollTop = element.scrollHeight;
    else if (first !== before.first && last === before.last)
      element.scrollTop += element.scrollHeight - before.height;
    else if (last !== before.last && (atBottom.current || lastOwn)) element.scrollTop = element.scrollHeight;
    shown.current = { first, last, height: element.scrollHeight };
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  }, [first, last, lastOwn]);

  // Pictures arrive after their bubbles: one reading the newest stays at the bottom.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const settle = () => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      shown.current.height = element.scrollHeight;
    };
    element.addEventListener('load', settle, true);
    element.addEventListener('loadedmetadata', settle, true);
    return () => {
      element.removeEventListener('load', settle, true);
      element.removeEventListener('loadedmetadata', settle, true);
    };
  }, []);

  // The timeline grows shorter when something opens under it (a picked attachment waiting
  // in the composer): one reading the newest keeps the newest in view.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      // Judged by where it was before it shrank: a scroll event the shrinking caused may
      // already have said it is no longer at the bottom.
      const shrunk = Math.max(0, height - element.clientHeight);
      height = element.clientHeight;
      const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight - shrunk;
      if (atBottom.current || fromBottom < NEAR_BOTTOM_PX) {
        element.scrollTop = element.scrollHeight;
        atBottom.current = true;
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Scrolled up to the first message: the page before it.
  useEffect(() => {
    const marker = top.current;
    if (!marker || !hasOlder || loadingOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
      },
      { root: scroller.current, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <section
      ref={scroller}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
    >
      {status === 'loading' ? (
        <MessagesSkeleton />
      ) : status === 'error' ? (
        <div className="grid justify-items-center gap-3 py-10 text-center">
          <ErrorState size="inline" title={failureMessage(error)} />
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <EmptyState size="sm" title={CHAT_MESSAGES.noMessages} className="h-full justify-center" />
      ) : (
        <>
          {hasOlder ? (
            <div ref={top} className="flex justify-center pb-3">
              <Button variant="outline" size="sm" busy={loadingOlder} onClick={onLoadOlder}>
                Load earlier messages
              </Button>
            </div>
          ) : null}
          <ol className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.key} className="flex min-w-0 flex-col">
                {item.kind === 'day' ? (
                  <DaySeparator label={item.label} dateTime={item.date} />
                ) : item.system ? (
                  // The server's notice of an edit: a centred line, not someone's bubble (103).
                  <p
                    data-slot="chat-notice"
                    className="mx-auto max-w-[min(90%,36rem)] rounded-2xl bg-ink-50 px-3.5 py-2 text-center text-sm text-ink-700 [overflow-wrap:anywhere]"
                  >
                    {item.message.content}{' '}
                    <time
                      dateTime={item.message.created_at}
                      className="whitespace-nowrap text-xs text-ink-600"
                    >
                      {item.time}
                    </time>
                  </p>
                ) : (
                  <MessageBubble
                    own={item.own}
                    sender={item.sender}
                    showSender={item.showSender}
                    timeLabel={item.time}
                    dateTime={item.message.created_at}
                    type={item.message.type}
                    content={item.message.content}
                    mediaUrl={mediaUrl(item.message.media_url)}
                    mediaLabel={item.mediaLabel}
                    onMediaError={onMediaError ? () => onMediaError(item.message) : undefined}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
