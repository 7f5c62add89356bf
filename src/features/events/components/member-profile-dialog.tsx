import type { EventMember } from '@friendly/contracts/event-views';
import { lazy, Suspense } from 'react';
import { useFirstAsk } from './on-first-ask';

// The modal (Radix Dialog with its scroll lock, and the profile's reads with their
// schemas) is no part of the details' first load: it arrives with the first ask
// (docs/FIRST-LOAD.md).
const MemberProfileModal = lazy(() => import('./member-profile-modal'));

/**
 * A member's profile in a modal (spec 001 §2 'Event details'), loaded when the host first
 * opens one and kept mounted after, so it animates closed.
 */
export function MemberProfileDialog({
  member,
  onClose,
}: {
  /** The member whose profile is open; null keeps the modal closed. */
  member: EventMember | null;
  onClose: () => void;
}) {
  if (!useFirstAsk(member !== null)) return null;
  return (
    <Suspense fallback={null}>
      <MemberProfileModal member={member} onClose={onClose} />
    </Suspense>
  );
}
