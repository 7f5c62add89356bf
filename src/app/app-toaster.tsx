import { TIMINGS } from '@friendly/contracts/constants';
import { Toaster } from '@friendly/ui';

/**
 * The app's toaster, a chunk of its own: the first paint does not wait for it, and a
 * toast raised before it mounts is shown when it does (sonner replays active toasts to a
 * late Toaster).
 */
export default function AppToaster() {
  return <Toaster duration={TIMINGS.toastMs} />;
}
