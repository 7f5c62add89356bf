import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const headingVariants = cva('text-balance font-bold text-ink-900 tracking-tight', {
  variants: {
    size: {
      display: 'text-4xl leading-tight sm:text-5xl',
      xl: 'text-3xl leading-tight',
      lg: 'text-2xl leading-snug',
      md: 'text-xl leading-snug',
      sm: 'text-base leading-normal',
    },
  },
  defaultVariants: { size: 'lg' },
});

type HeadingLevel = 1 | 2 | 3 | 4;
type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm';

/** Each level has a natural size; `size` overrides the look without changing the outline. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export type HeadingProps = React.ComponentProps<'h2'> & {
  /** The place in the page outline (h1–h4). One h1 per page: the screen's title. */
  level?: HeadingLevel;
  /** The look, independent of the level. */
  size?: HeadingSize;
  /** Render the child element with the heading's look (e.g. a heading inside a link). */
  asChild?: boolean;
};

/** A title in the product's type scale. Pick `level` for the outline, `size` only when the look must differ. */
export function Heading({ level = 2, size, asChild = false, className, ...props }: HeadingProps) {
  const Comp = asChild ? Slot : (`h${level}` as const);
  const resolvedSize = size ?? sizeForLevel[level];
  return (
    <Comp
      data-slot="heading"
      data-level={level}
      data-size={resolvedSize}
      className={cn(headingVariants({ size: resolvedSize }), className)}
      {...props}
    />
  );
}
