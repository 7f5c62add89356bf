import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { CloseIcon } from '../icons';
import { cn } from '../lib/cn';

/**
 * A modal dialog (Radix): `open`/`defaultOpen`/`onOpenChange`. While open, focus stays
 * inside, the page behind is inert to pointer and screen reader, Escape and a click on the
 * backdrop close it, and focus returns to what opened it.
 */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The control that opens the dialog; use `asChild` to make a `Button` the trigger. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Any control inside that should close the dialog ('Cancel', 'Got It!'); use `asChild`. */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop. Clicking it closes the dialog. */
export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-ink-900/55 backdrop-blur-[1px]', className)}
      {...props}
    />
  );
}

export const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
    'gap-5 overflow-y-auto rounded-2xl bg-white p-6 text-ink-900 shadow-overlay outline-none sm:p-7',
  ],
  {
    variants: {
      /** The dialog's greatest width: `sm` for a question, `md` for a short form, `lg` for more. @default md */
      size: {
        sm: 'max-w-sm',
        md: 'max-w-md',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Shows an × button in the corner, named by `closeLabel`. */
    showCloseButton?: boolean;
    /** The × button's accessible name; 'Close' by default. */
    closeLabel?: string;
  };

/**
 * The dialog panel, rendered in a portal over a backdrop. Give it a `DialogTitle` (its
 * name) and usually a `DialogDescription`.
 */
export function DialogContent({
  className,
  size,
  children,
  showCloseButton = true,
  closeLabel = 'Close',
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label={closeLabel}
            className={cn(
              'absolute top-4 right-4 grid size-9 cursor-pointer place-items-center rounded-pill text-ink-500',
              'transition-colors hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600',
            )}
          >
            <CloseIcon className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description stacked, leaving room for the close button. */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-2 pr-8', className)} {...props} />;
}

/** Actions, right-aligned; stacked full-width on narrow screens with the main action on top. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl leading-7 font-bold text-ink-900', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-[0.9375rem] leading-6 text-ink-600', className)}
      {...props}
    />
  );
}
