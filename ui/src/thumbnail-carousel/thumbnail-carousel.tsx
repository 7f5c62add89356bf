import { cva, type VariantProps } from 'class-variance-authority';
import useEmblaCarousel from 'embla-carousel-react';
import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cn } from '../lib/cn';

export type CarouselImage = {
  src: string;
  /** What the picture shows ('Guests sharing a picnic in the park'); required, never the file name. */
  alt: string;
  /** A stable key; the `src` is used when omitted. */
  id?: string | number;
};

export const thumbnailCarouselVariants = cva('grid min-w-0 gap-4', {
  variants: {
    /** The main image's shape. */
    aspect: {
      wide: '[--main-aspect:16/10]',
      square: '[--main-aspect:1/1]',
      photo: '[--main-aspect:4/3]',
    },
  },
  defaultVariants: { aspect: 'wide' },
});

export type ThumbnailCarouselProps = Omit<React.ComponentProps<'section'>, 'children' | 'onChange'> &
  VariantProps<typeof thumbnailCarouselVariants> & {
    /** The pictures, in order; each with its URL and alternative text. */
    images: readonly CarouselImage[];
    /** The shown image (controlled). */
    selectedIndex?: number;
    /** The first image shown when uncontrolled. */
    defaultSelectedIndex?: number;
    /** Called with the index of the picture shown after a thumbnail, arrow or swipe changes it. */
    onSelectedIndexChange?: (index: number) => void;
    /** Thumbnails visible at once; the spec's strip shows 4. */
    thumbsPerView?: number;
    /** Space between thumbnails in px; the spec's strip uses 24. */
    spacing?: number;
    /** The carousel's accessible name. */
    label?: string;
    /** Shown when there are no images. */
    emptyText?: React.ReactNode;
    /** Accessible names of the arrow buttons and the position text. */
    labels?: {
      previous?: string;
      next?: string;
      thumbnails?: string;
      /** A thumbnail's name: 'Show picture 2 of 3'. */
      thumbnail?: (index: number, total: number) => string;
      position?: (index: number, total: number) => string;
    };
  };

/** Pixels a swipe must travel sideways before it changes the image. */
const SWIPE_THRESHOLD = 40;

const defaultPosition = (index: number, total: number) => `Image ${index + 1} of ${total}`;
const defaultThumbnail = (index: number, total: number) => `Show picture ${index + 1} of ${total}`;

/**
 * A main image above a strip of thumbnails (the event details gallery): four thumbnails
 * per view with 24 px between them. Clicking a thumbnail shows it large. The strip is a
 * tab list: Tab reaches the selected thumbnail, arrows, Home and End choose another, and
 * it can be swiped or dragged (Embla). Swiping the main image, or its Previous/Next
 * buttons, step through the images and announce the position. One image shows alone; none shows `emptyText`.
 */
export function ThumbnailCarousel({
  images,
  selectedIndex: selectedProp,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  thumbsPerView = 4,
  spacing = 24,
  label = 'Event images',
  emptyText = 'No images yet',
  labels,
  aspect,
  className,
  ...props
}: ThumbnailCarouselProps) {
  const baseId = React.useId();
  const panelId = `${baseId}-panel`;
  const tabId = (index: number) => `${baseId}-thumb-${index}`;
  const total = images.length;
  const clamp = (index: number) => Math.min(Math.max(Math.round(index), 0), Math.max(total - 1, 0));

  const [uncontrolled, setUncontrolled] = React.useState(defaultSelectedIndex);
  const controlled = selectedProp !== undefined;
  const selected = clamp(controlled ? selectedProp : uncontrolled);
  const [announcement, setAnnouncement] = React.useState('');
  const position = labels?.position ?? defaultPosition;

  const [stripRef, stripApi] = useEmblaCarousel({
    align: 'start',
    containScroll: 'keepSnaps',
    dragFree: true,
  });
  const thumbs = React.useRef<Array<HTMLButtonElement | null>>([]);

  // Keep the chosen thumbnail in view, however it was chosen: measured, not read from
  // Embla's in-view list, which its IntersectionObserver fills only after a frame. A
  // thumbnail off to the right becomes the last in view, one off to the left the first.
  const stripPlaced = React.useRef(false);
  React.useEffect(() => {
    const thumb = thumbs.current[selected];
    if (!stripApi || !thumb) return;
    const jump = !stripPlaced.current;
    stripPlaced.current = true;
    const view = stripApi.rootNode().getBoundingClientRect();
    const box = thumb.getBoundingClientRect();
    if (box.right > view.right + 1) stripApi.scrollTo(Math.max(selected - thumbsPerView + 1, 0), jump);
    else if (box.left < view.left - 1) stripApi.scrollTo(selected, jump);
  }, [stripApi, selected, thumbsPerView]);

  const select = (index: number) => {
    const next = clamp(index);
    if (next === selected) return;
    if (!controlled) setUncontrolled(next);
    onSelectedIndexChange?.(next);
  };

  const step = (delta: number) => {
    const next = clamp(selected + delta);
    select(next);
    const image = images[next];
    if (image) setAnnouncement(`${position(next, total)}: ${image.alt}`);
  };

  const handleThumbKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: total - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = clamp(target);
    select(next);
    // preventScroll: Embla moves the strip; a native scroll of its viewport would fight it.
    thumbs.current[next]?.focus({ preventScroll: true });
  };

  // A horizontal swipe (or mouse drag) across the main image steps to the next or previous image.
  const swipeStart = React.useRef<{ x: number; y: number } | null>(null);
  const swipeHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  const current = images[selected];

  if (!current) {
    return (
      <section
        aria-label={label}
        data-slot="thumbnail-carousel"
        data-empty=""
        className={cn(thumbnailCarouselVariants({ aspect }), className)}
        {...props}
      >
        <div className="grid aspect-(--main-aspect) w-full place-items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50 p-6 text-center text-sm text-ink-600">
          {emptyText}
        </div>
      </section>
    );
  }

  const several = total > 1;
  const arrowClass = cn(
    'absolute top-1/2 grid size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-pill bg-white/95 text-ink-900 shadow-card',
    'transition-opacity hover:bg-white disabled:cursor-not-allowed disabled:opacity-0',
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="thumbnail-carousel"
      data-count={total}
      className={cn(thumbnailCarouselVariants({ aspect }), className)}
      {...props}
    >
      <div
        id={panelId}
        {...(several
          ? { role: 'tabpanel', 'aria-label': images[selected]?.alt || position(selected, total) }
          : {})}
        data-slot="thumbnail-carousel-main"
        className="relative aspect-(--main-aspect) w-full touch-pan-y overflow-hidden rounded-2xl bg-ink-100 select-none"
        {...(several ? swipeHandlers : {})}
      >
        <img
          key={current.id ?? current.src}
          src={current.src}
          alt={current.alt}
          data-slot="thumbnail-carousel-image"
          className="size-full object-cover"
          draggable={false}
        />
        {several && (
          <>
            <button
              type="button"
              aria-label={labels?.previous ?? 'Previous image'}
              aria-controls={panelId}
              disabled={selected === 0}
              onClick={() => step(-1)}
              className={cn(arrowClass, 'left-3')}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              aria-label={labels?.next ?? 'Next image'}
              aria-controls={panelId}
              disabled={selected === total - 1}
              onClick={() => step(1)}
              className={cn(arrowClass, 'right-3')}
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <span
              aria-hidden="true"
              data-slot="thumbnail-carousel-position"
              className="absolute right-3 bottom-3 rounded-pill bg-ink-900/80 px-2.5 py-1 text-xs font-semibold tabular-nums text-white"
            >
              {selected + 1} / {total}
            </span>
          </>
        )}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
      </div>

      {several && (
        <div ref={stripRef} data-slot="thumbnail-carousel-strip" className="-m-1 overflow-hidden p-1">
          <div
            role="tablist"
            aria-label={labels?.thumbnails ?? 'Choose an image'}
            className="flex touch-pan-y"
            style={{ marginLeft: -spacing }}
          >
            {images.map((image, index) => {
              const isSelected = index === selected;
              return (
                <div
                  key={image.id ?? image.src}
                  role="presentation"
                  data-slot="thumbnail-carousel-slide"
                  className="min-w-0 shrink-0 grow-0"
                  style={{ flexBasis: `${100 / thumbsPerView}%`, paddingLeft: spacing }}
                >
                  <button
                    ref={(element) => {
                      thumbs.current[index] = element;
                    }}
                    type="button"
                    role="tab"
                    id={tabId(index)}
                    aria-selected={isSelected}
                    aria-controls={panelId}
                    // Named by what it does; the picture's own text is the main image's.
                    aria-label={(labels?.thumbnail ?? defaultThumbnail)(index, images.length)}
                    tabIndex={isSelected ? 0 : -1}
                    data-state={isSelected ? 'active' : 'inactive'}
                    data-slot="thumbnail-carousel-thumb"
                    onClick={() => select(index)}
                    onKeyDown={handleThumbKeyDown}
                    className={cn(
                      'relative block aspect-[4/3] w-full cursor-pointer overflow-hidden rounded-lg bg-ink-100',
                      'after:pointer-events-none after:absolute after:inset-0 after:rounded-lg',
                      'data-[state=active]:after:shadow-[inset_0_0_0_3px_var(--color-brand-600)]',
                      'data-[state=inactive]:[&>img]:opacity-70 hover:[&>img]:opacity-100',
                    )}
                  >
                    <img src={image.src} alt="" draggable={false} className="size-full object-cover" />
                  </button>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
