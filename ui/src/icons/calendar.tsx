import type * as React from 'react';

/** A calendar page: an event's date. */
export function CalendarIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props}>
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M3 8.5h14M7 2.5v3.5M13 2.5v3.5"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
