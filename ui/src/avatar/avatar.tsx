import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';

/** The spec's default avatar, shown when a photo is missing or fails to load. */
export const DEFAULT_AVATAR_SRC = '/images/default-avatar.png';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none overflow-hidden rounded-pill bg-ink-100 align-middle',
  {
    variants: {
      /** The avatar's diameter. @default md */
      size: {
        xs: 'size-6',
        sm: 'size-8',
        md: 'size-10',
        lg: 'size-14',
        xl: 'size-24',
      },
      /** A white ring separates overlapping avatars (AvatarStack) and photos on busy backgrounds. */
      ring: { true: 'ring-2 ring-white' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** `loading` while the photo is fetched, `loaded` once shown, `fallback` when the default avatar stands in. */
export type AvatarState = 'loading' | 'loaded' | 'fallback';

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The photo. Empty, null or a URL that fails to load shows `fallbackSrc` instead. */
    src?: string | null;
    /** Who this is ('Maya Patel'). Pass `''` when a name is printed beside the avatar, so it is not read twice. */
    alt: string;
    /** The picture shown while the photo loads and when it is missing or broken. */
    fallbackSrc?: string;
    /** Told whenever the avatar's state changes, e.g. to log broken photos. */
    onStateChange?: (state: AvatarState) => void;
  };

function stateOf(status: string): AvatarState {
  if (status === 'loaded') return 'loaded';
  if (status === 'error') return 'fallback';
  return 'loading';
}

/**
 * A person's round photo. While the photo loads, and whenever it is missing or broken,
 * the default avatar stands in, so a row of members never shows a broken-image icon.
 * The root carries `data-state` (`loading`, `loaded`, `fallback`).
 */
export function Avatar({
  src,
  alt,
  fallbackSrc = DEFAULT_AVATAR_SRC,
  size,
  ring,
  className,
  onStateChange,
  ...props
}: AvatarProps) {
  const hasSource = typeof src === 'string' && src.trim() !== '';
  const [state, setState] = React.useState<AvatarState>(hasSource ? 'loading' : 'fallback');

  // A new source starts loading again; a removed one falls back at once.
  const [previousSrc, setPreviousSrc] = React.useState(src);
  if (previousSrc !== src) {
    setPreviousSrc(src);
    setState(hasSource ? 'loading' : 'fallback');
  }

  const onStateChangeRef = React.useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  React.useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-state={state}
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size, ring }), className)}
      {...props}
    >
      {hasSource && (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={alt}
          className="size-full object-cover"
          onLoadingStatusChange={(status) => setState(stateOf(status))}
        />
      )}
      <AvatarPrimitive.Fallback asChild>
        <img data-slot="avatar-fallback" src={fallbackSrc} alt={alt} className="size-full object-cover" />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
