import { useSyncExternalStore } from 'react';
import { getStoredUser, getToken, onSessionChange } from './session';

export type SessionUser = {
  name?: string | null;
  profile_photo?: string | null;
  [key: string]: unknown;
};

type Snapshot = { token: string | null; user: SessionUser | null };

let cachedKey = '';
let cached: Snapshot = { token: null, user: null };

// useSyncExternalStore needs the same object while nothing changed.
function snapshot(): Snapshot {
  const token = getToken();
  const user = getStoredUser<SessionUser>();
  const key = `${token}|${JSON.stringify(user)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { token, user };
  }
  return cached;
}

/** The current session, re-rendering on sign-in, sign-out and profile changes in any tab. */
export function useSession() {
  const session = useSyncExternalStore(onSessionChange, snapshot, () => ({ token: null, user: null }));
  return { ...session, signedIn: Boolean(session.token && session.user) };
}
