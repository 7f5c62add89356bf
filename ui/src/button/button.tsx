import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold',
    'transition-colors select-none cursor-pointer',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    // Unavailable reads as grey, not as a faded enabled button (docs/decisions/140).
    'unavailable:cursor-not-allowed',
    'aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** The look: `primary` for the screen's main action, `secondary`, `outline` and `ghost` for the others, `danger` for a destructive one, `link` for a button that reads as a link. @default primary */
      variant: {
        primary:
          'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 unavailable:bg-ink-100 unavailable:text-ink-500',
        secondary:
          'bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200 unavailable:bg-ink-100 unavailable:text-ink-500',
        outline:
          'border border-ink-200 bg-white text-ink-900 hover:bg-ink-50 active:bg-ink-100 unavailable:border-ink-200 unavailable:bg-ink-50 unavailable:text-ink-500',
        ghost:
          'bg-transparent text-ink-800 hover:bg-ink-50 active:bg-ink-100 unavailable:bg-transparent unavailable:text-ink-500',
        danger:
          'bg-danger-600 text-white hover:bg-danger-700 unavailable:bg-ink-100 unavailable:text-ink-500',
        link: 'h-auto px-0 text-brand-700 underline-offset-4 hover:underline unavailable:text-ink-500 unavailable:no-underline',
      },
      /** The height and text size; `icon` is a square for an icon alone (give it an `aria-label`). @default md */
      size: {
        sm: 'h-9 rounded-pill px-4 text-sm',
        md: 'h-11 rounded-pill px-6 text-[0.9375rem]',
        lg: 'h-13 rounded-pill px-8 text-base',
        icon: 'size-10 rounded-pill',
      },
      /** Stretch to the full width of the container, as on a phone-width form. @default false */
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, sets `aria-busy` and blocks clicks while keeping the button's width. */
    busy?: boolean;
    /** Text shown while busy, such as 'Sending OTP...'. Without it the label stays and a spinner overlays it. */
    busyLabel?: React.ReactNode;
  };

function ButtonSpinner() {
  return (
    <svg
      data-slot="button-spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className="animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The product's button. Pass `busy` while an action runs: the button keeps its width,
 * becomes inert (`aria-disabled`, clicks ignored) and announces the busy label.
 */
export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  busy = false,
  busyLabel,
  disabled,
  children,
  onClick,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  // Label and busy label share one grid cell, so the button is always as wide as the
  // wider of the two and never jumps when it turns busy. Hidden layers use
  // `visibility: hidden`, which also keeps them out of the accessibility tree.
  const content = asChild ? (
    children
  ) : (
    <span className="inline-grid items-center justify-items-center [&>*]:col-start-1 [&>*]:row-start-1">
      {/* Without a busy label the label stays the accessible name, so it fades rather than hides. */}
      <span
        className={cn(
          'inline-flex items-center gap-2',
          busy && (busyLabel != null ? 'invisible' : 'opacity-0'),
        )}
      >
        {children}
      </span>
      {busyLabel != null ? (
        <span
          data-slot="button-busy-label"
          className={cn('inline-flex items-center gap-2', !busy && 'invisible')}
        >
          <ButtonSpinner />
          {busyLabel}
        </span>
      ) : (
        busy && <ButtonSpinner />
      )}
    </span>
  );

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-busy={busy || undefined}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={asChild ? undefined : disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy && !disabled ? true : undefined}
      type={asChild ? undefined : (type ?? 'button')}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {content}
    </Comp>
  );
}
