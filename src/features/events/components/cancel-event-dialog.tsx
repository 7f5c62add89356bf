import { lazy, Suspense } from 'react';
import { useFirstAsk } from './on-first-ask';

export type EventToCancel = { id: number; title: string };

// The dialog (Radix Dialog and its scroll lock, about 12 KB gzip) is no part of the
// screen's first load: it arrives with the first ask (docs/FIRST-LOAD.md).
const CancelEventConfirm = lazy(() => import('./cancel-event-confirm'));

/**
 * 'Cancel Event' asked of the host (spec 001 §2): the confirm dialog, loaded when the
 * host first asks to cancel and kept mounted after, so it animates closed.
 */
export function CancelEventDialog({
  event,
  onClose,
}: {
  /** The event asked about; null keeps the dialog closed. */
  event: EventToCancel | null;
  onClose: () => void;
}) {
  if (!useFirstAsk(event !== null)) return null;
  return (
    <Suspense fallback={null}>
      <CancelEventConfirm event={event} onClose={onClose} />
    </Suspense>
  );
}
