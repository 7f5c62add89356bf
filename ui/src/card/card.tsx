import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva('block rounded-xl bg-white text-ink-900', {
  variants: {
    /** `elevated` lifts off the page (event cards); `outlined` sits flat with a border (panels); `muted` is a grey inset. */
    variant: {
      elevated: 'shadow-card',
      outlined: 'border border-ink-200',
      muted: 'bg-ink-50',
    },
    /** The space inside the card's border. @default md */
    padding: { none: 'p-0', sm: 'p-3', md: 'p-5', lg: 'p-8' },
    /** For cards that are links or buttons: a hover lift and a focus ring. */
    interactive: {
      true: 'transition-shadow hover:shadow-overlay focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
    },
  },
  defaultVariants: { variant: 'elevated', padding: 'md' },
});

export type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the child (an `<article>`, `<section>` or link) with the card's look. */
    asChild?: boolean;
  };

/** A white surface that groups related content: an event card, a side panel, a settings block. */
export function Card({ variant, padding, interactive, asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'elevated'}
      className={cn(cardVariants({ variant, padding, interactive }), className)}
      {...props}
    />
  );
}
