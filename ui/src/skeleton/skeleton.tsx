import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const skeletonVariants = cva('block bg-ink-100 motion-safe:animate-pulse', {
  variants: {
    /** What the placeholder stands for: a line of `text`, a `circle` (an avatar), a `block` (a picture or a card). @default text */
    shape: {
      /** A line of text: give it a width; its height follows the font size. */
      text: 'h-[1em] w-full rounded-sm',
      circle: 'aspect-square rounded-pill',
      block: 'rounded-lg',
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonProps = React.ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder in the shape of content that is on its way. It is hidden from
 * screen readers: mark the region that is loading with `aria-busy` and announce it once
 * (a `Spinner`, or a visually hidden 'Loading…').
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
