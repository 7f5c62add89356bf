import type * as React from 'react';
import { type ExternalToast, Toaster as Sonner, toast as sonnerToast } from 'sonner';

export type ToasterProps = Omit<React.ComponentProps<typeof Sonner>, 'duration'> & {
  /** How long a toast stays, in ms (the app passes its rule). */
  duration: number;
};

/**
 * The product's toaster: top right, coloured by type, one at a time, with a progress bar
 * (styled in styles.css, paused on hover like the timer) that runs for `duration`, which
 * the app passes from its rules. Mount it once near the root.
 */
export function Toaster({ duration, style, ...props }: ToasterProps) {
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
