import type * as React from 'react';
import { Badge } from '../badge';
import { cn } from '../lib/cn';
import { type StatusKind, statusLabel, statusTone } from './status-rules';

export type StatusBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'tone' | 'icon' | 'hashtag' | 'asChild'
> & {
  /** Which of the spec's rule tables applies. */
  kind: StatusKind;
  /** The raw value from the API ('approved', 'requires_capture', null…). */
  status: string | null | undefined;
};

/**
 * A status pill whose colour comes from the spec's rules for events, payments and
 * payouts (`STATUS_RULES`), never from the screen. The text defaults to the humanised
 * value ('In transit'); pass children to show the server's own label instead.
 */
export function StatusBadge({ kind, status, children, className, ...props }: StatusBadgeProps) {
  const tone = statusTone(kind, status);
  return (
    <Badge
      data-slot="status-badge"
      data-kind={kind}
      data-status={status ?? ''}
      tone={tone}
      className={cn('gap-1.5', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mr-1.5 inline-block size-1.5 rounded-pill bg-current align-middle"
      />
      {children ?? statusLabel(kind, status)}
    </Badge>
  );
}
