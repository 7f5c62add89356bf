import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import { ConfirmDialog } from '@friendly/ui';
import { useRef } from 'react';
import { getToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCancelEvent } from '../api/cancel-event';
import { cancelFailureMessage } from '../event-view';

import type { EventToCancel } from './cancel-event-dialog';

/**
 * 'Cancel Event' / 'Are you sure you want to cancel {title}?' with 'No, Keep' and 'Yes,
 * Cancel' (spec 001 §2). Confirming without a stored token says 'Authentication required.
 * Please login first.' and calls nothing (§5 Cancel); otherwise the cancel's outcome is
 * toasted (§8). The dialog closes either way; Escape and the backdrop close it too.
 * Loaded on the first ask, through `CancelEventDialog`.
 */
export default function CancelEventConfirm({
  event,
  onClose,
}: {
  /** The event asked about; null keeps the dialog closed. */
  event: EventToCancel | null;
  onClose: () => void;
}) {
  const { trigger: cancelEvent } = useCancelEvent();
  // The question keeps its title while the dialog animates closed.
  const shown = useRef(event);
  if (event) shown.current = event;

  const confirm = async () => {
    if (!event) return;
    if (!getToken()) {
      toast.error(EVENT_MESSAGES.authRequired);
      return;
    }
    try {
      const answer = await cancelEvent(event.id);
      toast.success(answer.message || EVENT_MESSAGES.cancelled);
    } catch (error) {
      toast.error(cancelFailureMessage(error));
    }
  };

  return (
    <ConfirmDialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={EVENT_MESSAGES.cancelTitle}
      message={EVENT_MESSAGES.cancelQuestion(shown.current?.title ?? '')}
      cancelLabel={EVENT_MESSAGES.keep}
      confirmLabel={EVENT_MESSAGES.confirmCancel}
      confirmVariant="danger"
      onConfirm={confirm}
    />
  );
}
