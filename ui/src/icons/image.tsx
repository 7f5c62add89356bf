import type * as React from 'react';

/** A framed landscape: pictures to add. */
export function ImageIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="10" r="1.75" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="m4 17 4.5-4.5 3.5 3.5 2.5-2.5L20 19"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
