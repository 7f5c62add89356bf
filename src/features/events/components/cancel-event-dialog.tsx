import { lazy, Suspense, useState } from 'react';

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
  const [asked, setAsked] = useState(false);
  if (event && !asked) setAsked(true);
  if (!asked && !event) return null;
  return (
    <Suspense fallback={null}>
      <CancelEventConfirm event={event} onClose={onClose} />
    </Suspense>
  );
}
