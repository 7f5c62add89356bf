import type * as React from 'react';
import { cn } from '../lib/cn';

export type LogoMarkProps = React.ComponentProps<'svg'> & {
  /** Accessible name; pass an empty string when a visible wordmark already names it. */
  title?: string;
};

/** The Friendly Host mark: a house with a smile. Inline SVG so it never waits for a request. */
export function LogoMark({ className, title = 'Friendly Host', ...props }: LogoMarkProps) {
  const decorative = title === '';
  return (
    <svg
      data-slot="logo-mark"
      viewBox="0 0 64 64"
      className={cn('size-10 shrink-0', className)}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : title}
      {...props}
    >
      <rect width="64" height="64" rx="16" fill="var(--color-brand-600)" />
      <path
        d="M14 30.5 32 15l18 15.5V48a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3z"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M24 36.5c2 3.2 4.8 4.8 8 4.8s6-1.6 8-4.8"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="26" cy="29" r="2.4" fill="#fff" />
      <circle cx="38" cy="29" r="2.4" fill="#fff" />
    </svg>
  );
}
