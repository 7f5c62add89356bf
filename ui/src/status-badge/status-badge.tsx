import type * as React from 'react';
import { Badge } from '../badge';
import { cn } from '../lib/cn';

/** The colours a status can take. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'tone' | 'icon' | 'hashtag' | 'asChild'
> & {
  /** The colour, chosen by the caller's rules for this kind of status. */
  tone: StatusTone;
  /** The raw value from the API ('approved', 'requires_capture', null…), kept as `data-status`. */
  status?: string | null | undefined;
  /** The text: the caller's label for the status ('In transit'). */
  children: React.ReactNode;
};

/**
 * A status pill: a dot and a label in the tone the caller's rules give the status. The
 * rules (which status is which colour, what a missing value reads) are not the design
 * system's; screens look them up and pass `tone` and the text.
 */
export function StatusBadge({ tone, status, children, className, ...props }: StatusBadgeProps) {
  return (
    <Badge
      data-slot="status-badge"
      data-status={status ?? ''}
      tone={tone}
      className={cn('gap-1.5', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mr-1.5 inline-block size-1.5 rounded-pill bg-current align-middle"
      />
      {children}
    </Badge>
  );
}
