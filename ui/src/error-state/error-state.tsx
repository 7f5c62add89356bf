import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const errorStateVariants = cva('font-medium text-danger-700', {
  variants: {
    /** The picture and text size: `sm` inside a card or panel, `md` for a whole screen. @default md */
    size: {
      /** Inside a pane or beside other content: no room of its own, aligned with the text. */
      inline: '',
      /** Inside a list pane. */
      sm: 'px-3 py-6 text-center',
      /** A section or a page's list. */
      md: 'py-12 text-center',
      /** A whole page's content. */
      lg: 'py-16 text-center',
    },
  },
  defaultVariants: { size: 'md' },
});

export type ErrorStateProps = Omit<React.ComponentProps<'p'>, 'title'> &
  VariantProps<typeof errorStateVariants> & {
    /** The spec's sentence ('Failed to load notifications') or the server's message. */
    title: React.ReactNode;
    /** An optional way out, such as a 'Try Again' button, below the sentence. */
    action?: React.ReactNode;
  };

/**
 * What a list, section or page shows when it could not be loaded: the sentence, announced
 * as an alert, and maybe a way to try again. The twin of EmptyState.
 */
export function ErrorState({ title, action, size, className, ...props }: ErrorStateProps) {
  const sentence = (
    <p
      role="alert"
      data-slot="error-state"
      data-size={size ?? 'md'}
      className={cn(errorStateVariants({ size }), className)}
      {...props}
    >
      {title}
    </p>
  );
  if (!action) return sentence;
  return (
    <div
      data-slot="error-state-group"
      className={cn('grid gap-4', size === 'inline' ? 'justify-items-start' : 'justify-items-center')}
    >
      {sentence}
      {action}
    </div>
  );
}
