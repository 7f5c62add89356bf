import type * as React from 'react';
import { cn } from '../lib/cn';

export type DaySeparatorProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The day as people read it ('Today, Nov 03', 'Monday, Nov 01'). */
  label: string;
  /** The same day, machine-readable ('2026-11-03'), for the `<time>` element. */
  dateTime?: string;
};

/**
 * A line across a conversation where a new day begins, with the day in the middle. Its
 * text is read in the flow of the messages; the lines are decoration.
 */
export function DaySeparator({ label, dateTime, className, ...props }: DaySeparatorProps) {
  return (
    <div
      data-slot="day-separator"
      className={cn('flex items-center gap-3 py-2 text-xs font-semibold text-ink-600', className)}
      {...props}
    >
      <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
      <time dateTime={dateTime} className="shrink-0 rounded-pill bg-ink-50 px-3 py-1">
        {label}
      </time>
      <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />
    </div>
  );
}
