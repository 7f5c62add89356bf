import { toast as designSystemToast } from '@friendly/ui';
import { requestToaster } from './toaster-request';

type Toast = typeof designSystemToast;

/**
 * The design system's toast helpers, each of which first asks the root route to mount the
 * toaster (`toaster-request.ts`): the app raises toasts through these, never through
 * `@friendly/ui`'s `toast` directly.
 */
export const toast: Toast = {
  success: (...args) => {
    requestToaster();
    return designSystemToast.success(...args);
  },
  error: (...args) => {
    requestToaster();
    return designSystemToast.error(...args);
  },
  info: (...args) => {
    requestToaster();
    return designSystemToast.info(...args);
  },
  warning: (...args) => {
    requestToaster();
    return designSystemToast.warning(...args);
  },
  dismiss: (...args) => designSystemToast.dismiss(...args),
};
