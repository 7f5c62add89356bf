import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const emptyStateVariants = cva('flex flex-col items-center text-center', {
  variants: {
    /** The picture and text size: `sm` inside a card or panel, `md` for a whole screen. @default md */
    size: {
      /** Inside a table cell or a short list. */
      sm: 'gap-1 px-4 py-6 text-sm',
      /** A whole section or page with nothing to show yet. */
      md: 'gap-2 px-6 py-12 text-base',
    },
    /** Draw a dashed frame around it, for an empty area within a page. @default false */
    framed: { true: 'rounded-xl border border-ink-200 border-dashed bg-ink-50' },
  },
  defaultVariants: { size: 'md' },
});

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** The spec's sentence: 'No transactions found.', 'No reviews yet.'. */
    title: React.ReactNode;
    /** An optional second line that says what to do next. */
    description?: React.ReactNode;
    /** An optional picture above the text; it is decorative. */
    icon?: React.ReactNode;
    /** An optional next step, such as a 'Create Event' link. */
    action?: React.ReactNode;
  };

/** What a list, table or page shows when it has nothing in it: a sentence, and maybe a way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  size,
  framed,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? 'md'}
      className={cn(emptyStateVariants({ size, framed }), className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="mb-2 grid size-12 place-items-center rounded-pill bg-brand-50 text-brand-600 [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <p data-slot="empty-state-title" className="font-semibold text-ink-900">
        {title}
      </p>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-prose text-ink-600">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-3">
          {action}
        </div>
      ) : null}
    </div>
  );
}
