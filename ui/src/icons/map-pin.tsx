import type * as React from 'react';

/** A map pin: an event's location. */
export function MapPinIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" {...props}>
      <path
        d="M10 17.5s5.5-5 5.5-9.25a5.5 5.5 0 0 0-11 0C4.5 12.5 10 17.5 10 17.5Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="8.25" r="2" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
