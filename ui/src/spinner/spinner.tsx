import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const spinnerVariants = cva('inline-flex items-center gap-2 font-medium text-ink-700', {
  variants: {
    /** The spinner's diameter. @default md */
    size: {
      sm: 'text-sm [&>svg]:size-4',
      md: 'text-sm [&>svg]:size-6',
      lg: 'text-base [&>svg]:size-10',
    },
    /** `brand` for a spinner on its own; `current` inherits the text colour (inside buttons, banners). */
    tone: {
      brand: '[&>svg]:text-brand-600',
      current: 'text-current',
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

export type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, as the spec words it: 'Loading…', 'Loading notifications…'. */
    label?: string;
    /** Print the label beside the spinner; otherwise it is only announced. */
    showLabel?: boolean;
  };

/**
 * A turning ring for a part of a screen that is loading (a review list, a page of
 * transactions). It is a polite `status`, so screen readers hear the label once. For a
 * whole page use `LogoLoader`; for a button use `Button busy`.
 */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size,
  tone,
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-live="polite"
      data-size={size ?? 'md'}
      className={cn(spinnerVariants({ size, tone }), className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="shrink-0 motion-safe:animate-spin">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
