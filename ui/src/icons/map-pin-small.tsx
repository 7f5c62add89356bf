import type * as React from 'react';

/** A small map pin: a place suggestion. */
export function MapPinSmallIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" {...props}>
      <path
        d="M8 14.25s4.75-4.1 4.75-7.5a4.75 4.75 0 1 0-9.5 0c0 3.4 4.75 7.5 4.75 7.5Z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="6.75" r="1.75" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
