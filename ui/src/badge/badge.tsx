import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex max-w-full shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill font-semibold',
    '[&>[data-slot=badge-icon]]:shrink-0 [&>[data-slot=badge-icon]]:rounded-pill [&>[data-slot=badge-icon]]:object-cover',
  ],
  {
    variants: {
      // Text is always the 700 step on the 50 fill: 7:1 or better, AA for small text.
      /** The colour, by meaning: `neutral`, `brand`, `success`, `warning`, `danger`, `info`. @default neutral */
      tone: {
        neutral: 'bg-ink-100 text-ink-700',
        brand: 'bg-brand-50 text-brand-700',
        success: 'bg-success-50 text-success-700',
        warning: 'bg-warning-50 text-warning-700',
        danger: 'bg-danger-50 text-danger-700',
        info: 'bg-info-50 text-info-700',
      },
      /** `soft` is a tinted pill (statuses); `outline` is a white chip with a border (tags, interests). */
      variant: {
        soft: '',
        outline: 'border border-ink-200 bg-white',
      },
      /** The pill's height and text size. @default sm */
      size: {
        sm: 'h-6 px-2.5 text-xs [&>[data-slot=badge-icon]]:size-4',
        md: 'h-8 px-3 text-sm [&>[data-slot=badge-icon]]:size-5',
      },
    },
    compoundVariants: [{ variant: 'outline', tone: 'neutral', className: 'text-ink-800' }],
    defaultVariants: { tone: 'neutral', variant: 'soft', size: 'sm' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** A small picture before the text, such as a category's image. It is decorative. */
    icon?: string | null;
    /** Prefix the text with '#', as for a member's interests ('#Hiking'). */
    hashtag?: boolean;
    /** Render the child element (a link or button) with the badge's look; `icon` and `hashtag` are then not drawn. */
    asChild?: boolean;
  };

/**
 * A short label: an event's tags with their images, a member's '#interests', a 'FREE'
 * price. For statuses use `StatusBadge`, which picks the colour from the spec's rules.
 */
export function Badge({
  tone,
  variant,
  size,
  icon,
  hashtag = false,
  asChild = false,
  className,
  children,
  ...props
}: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  const tags = {
    'data-slot': 'badge',
    'data-tone': tone ?? 'neutral',
    'data-variant': variant ?? 'soft',
    className: cn(badgeVariants({ tone, variant, size }), className),
    ...props,
  };
  if (asChild) return <Comp {...tags}>{children}</Comp>;
  return (
    <Comp {...tags}>
      {icon ? <img data-slot="badge-icon" src={icon} alt="" /> : null}
      <span data-slot="badge-label" className="truncate">
        {hashtag && <span aria-hidden="true">#</span>}
        {children}
      </span>
    </Comp>
  );
}
