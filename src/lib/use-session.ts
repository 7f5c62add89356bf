import { useSyncExternalStore } from 'react';
import { getToken, isLoggedIn, onSessionChange } from './session';

// The token while signed in (a token and user data stored, spec 000 §4), else null: a
// string, so React compares snapshots without a cache of our own.
const signedInToken = () => (isLoggedIn() ? getToken() : null);

/**
 * Whether a session is stored, re-rendering on sign-in and sign-out in any tab. The user
 * itself is read through `useCurrentUser` (src/api/current-user.ts), its one place.
 */
export function useSession() {
  const token = useSyncExternalStore(onSessionChange, signedInToken, () => null);
  return { token, signedIn: token !== null };
}
