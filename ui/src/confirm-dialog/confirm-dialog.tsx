import * as React from 'react';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog';

export type ConfirmDialogProps = {
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether it starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (Cancel, Escape, the overlay, or after confirming). */
  onOpenChange?: (open: boolean) => void;
  /** The control that opens the dialog (a `Button`); omit it when you control `open`. */
  trigger?: React.ReactNode;
  /** 'Cancel Event' */
  title: React.ReactNode;
  /** 'Are you sure you want to cancel Sunday Brunch?' */
  message: React.ReactNode;
  /** 'No, Keep'. Defaults to 'Cancel'. */
  cancelLabel?: React.ReactNode;
  /** 'Yes, Cancel'. Defaults to 'Confirm'. */
  confirmLabel?: React.ReactNode;
  /** `danger` for destructive actions (cancel an event, remove an account). */
  confirmVariant?: 'primary' | 'danger';
  /**
   * Runs on confirm. Return a promise to keep the dialog open and busy until it settles;
   * it then closes whether it resolved or rejected (report failures yourself, e.g. a toast).
   */
  onConfirm?: () => unknown;
  /** Shows the confirm button busy and blocks closing, for a request you track yourself. */
  busy?: boolean;
  /** Text on the busy confirm button ('Cancelling...'). */
  busyLabel?: React.ReactNode;
  /** Classes for the dialog panel. */
  className?: string;
};

/**
 * Asks 'are you sure?' before an action: a title, a message, a cancel and a confirm button.
 * Escape, the backdrop and the cancel button all dismiss it. Focus starts on the cancel
 * button, so Enter never confirms by accident. While busy it cannot be dismissed.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  cancelLabel = 'Cancel',
  confirmLabel = 'Confirm',
  confirmVariant = 'primary',
  onConfirm,
  busy: busyProp = false,
  busyLabel,
  className,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [pending, setPending] = React.useState(false);
  const busy = busyProp || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setPending(true);
      try {
        await result;
      } catch {
        // The caller owns the request and reports its failure; the dialog only closes.
      } finally {
        setPending(false);
      }
    }
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger != null && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        role="alertdialog"
        size="sm"
        className={className}
        showCloseButton={false}
        data-slot="confirm-dialog"
        aria-busy={busy || undefined}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} busy={busy} busyLabel={busyLabel} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
