import type * as React from 'react';
import { cn } from '../lib/cn';
import { LogoMark } from '../logo-mark';

export type LogoLoaderProps = React.ComponentProps<'div'> & {
  /** Shows the overlay. Kept mounted-but-hidden when false so it can fade. */
  visible?: boolean;
  /** What a screen reader announces while the overlay is up. */
  label?: string;
};

/**
 * The full-page loading overlay (spec: 'A logo loader overlay covers the page while the
 * global loading flag is on'). It blocks pointer input and announces itself politely.
 */
export function LogoLoader({ visible = true, label = 'Loading…', className, ...props }: LogoLoaderProps) {
  if (!visible) return null;
  return (
    <div
      data-slot="logo-loader"
      role="status"
      aria-live="polite"
      className={cn(
        'fixed inset-0 z-[60] grid place-items-center bg-white/85 backdrop-blur-[2px]',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col items-center gap-3">
        <LogoMark title="" className="size-14 motion-safe:animate-pulse" />
        <span className="sr-only">{label}</span>
      </div>
    </div>
  );
}
