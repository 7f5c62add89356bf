import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const progressBarVariants = cva('overflow-hidden rounded-pill bg-ink-100', {
  variants: {
    /** The bar's thickness. @default md */
    size: {
      sm: 'h-1.5',
      md: 'h-2',
    },
  },
  defaultVariants: { size: 'md' },
});

export type ProgressBarProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof progressBarVariants> & {
    /** How far along, from 0 to `max`; clamped and rounded to a whole number. */
    value: number;
    /** The value of 'done'; 100 by default, so `value` is a percentage. */
    max?: number;
  };

/**
 * How much of a long task is done, such as an upload: a `progressbar` with its value
 * for screen readers and a filled track for the eye. Name it with `aria-labelledby`
 * (the text that says what is in progress) or `aria-label`. For the steps of a form use
 * `Stepper`; for work of unknown length use `Spinner`.
 */
export function ProgressBar({ value, max = 100, size, className, ...props }: ProgressBarProps) {
  const done = Math.max(0, max);
  const now = Math.round(Math.min(Math.max(0, value), done));
  const percent = done === 0 ? 0 : Math.round((now / done) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={done}
      aria-valuenow={now}
      data-slot="progress-bar"
      data-state={now >= done ? 'complete' : 'loading'}
      className={cn(progressBarVariants({ size }), className)}
      {...props}
    >
      <div data-slot="progress-bar-fill" className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
