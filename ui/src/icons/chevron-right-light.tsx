import type * as React from 'react';

/** A light chevron at the end of a row that opens something. */
export function ChevronRightLightIcon(props: React.ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="m8 5 5 5-5 5" />
    </svg>
  );
}
