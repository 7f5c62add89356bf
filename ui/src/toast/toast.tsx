import type * as React from 'react';
import { type ExternalToast, Toaster as Sonner, toast as sonnerToast } from 'sonner';

/** Spec: toasts auto-close after 3000 ms (000 §8–9, 001 §9). */
export const TOAST_DURATION_MS = 3000;

export type ToasterProps = React.ComponentProps<typeof Sonner>;

/**
 * The product's toaster, configured as the spec says: top right, 3000 ms, coloured by
 * type, one at a time, with a progress bar (styled in styles.css, paused on hover like
 * the timer). Mount it once near the root.
 */
export function Toaster({ duration = TOAST_DURATION_MS, style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      duration={duration}
      richColors
      closeButton
      visibleToasts={1}
      style={{ '--fh-toast-duration': `${duration}ms`, ...style } as React.CSSProperties}
      toastOptions={{ classNames: { toast: 'fh-toast font-sans' } }}
      {...props}
    />
  );
}

type ToastType = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastType, message: React.ReactNode, options?: ExternalToast) {
  // Only one toast at a time: a new message replaces whatever is showing.
  sonnerToast.dismiss();
  return sonnerToast[type](message, options);
}

/** Toast helpers; the caller chooses the type, as the spec says. */
export const toast = {
  success: (message: React.ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: React.ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: React.ReactNode, options?: ExternalToast) => show('info', message, options),
  warning: (message: React.ReactNode, options?: ExternalToast) => show('warning', message, options),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
