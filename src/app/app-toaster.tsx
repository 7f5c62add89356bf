import { TIMINGS } from '@friendly/contracts/constants';
import { Toaster } from '@friendly/ui';

/**
 * The app's toaster, a chunk of its own that the root route mounts with the first toast
 * (src/lib/toaster-request.ts): a page that never toasts does not load it, and a toast
 * raised before it mounts is shown when it does (sonner replays active toasts to a late
 * Toaster).
 */
export default function AppToaster() {
  return <Toaster duration={TIMINGS.toastMs} />;
}
