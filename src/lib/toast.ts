import type { toast as DesignSystemToast } from '@friendly/ui';
import { requestToaster } from './toaster-request';

type Toast = typeof DesignSystemToast;
type Kind = 'success' | 'error' | 'info' | 'warning';
/** Every kind takes the same arguments: the message and sonner's options. */
type ToastArgs = Parameters<Toast['success']>;

/** sonner, with the design system's helpers, loads with the first toast (docs/decisions/087). */
let loading: Promise<Toast> | undefined;
const designSystemToast = () => {
  loading ??= import('./design-system-toast').then(({ toast }) => toast);
  return loading;
};

const raise =
  (kind: Kind) =>
  (...args: ToastArgs): void => {
    requestToaster();
    // Toasts raised while sonner loads show in the order they were raised.
    designSystemToast().then((toast) => toast[kind](...args));
  };

/**
 * The design system's toast helpers for the app, which raises toasts only through these:
 * each first asks the root route to mount the toaster (`toaster-request.ts`), and sonner
 * loads with the first toast rather than with every screen that might raise one, so a
 * screen's first load does not carry it (~10 KB gzip). A toast shows once sonner has
 * loaded — a few milliseconds after it is raised, the first time.
 */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  warning: raise('warning'),
};
