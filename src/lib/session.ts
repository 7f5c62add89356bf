/**
 * The browser session, kept in local storage under the spec's keys (000 §3):
 * `auth_token`, `user_data` (JSON) and `profile_photo`. Logged in means both a token
 * and user data are stored (000 §4). Logging out in one tab logs out every tab.
 */
export const SESSION_KEYS = { token: 'auth_token', user: 'user_data', photo: 'profile_photo' } as const;

// Listeners in this tab; other tabs hear about changes through the 'storage' event.
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as signed out.
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

export function getStoredUser<T extends object = Record<string, unknown>>(): T | null {
  const raw = storage()?.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function isLoggedIn(): boolean {
  return Boolean(getToken() && getStoredUser());
}

/** Stores what a successful verification returns (token, user data, profile photo). */
export function saveSession(session: { token: string; user: object; photo?: string | null }) {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, session.token);
  store.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  if (session.photo) store.setItem(SESSION_KEYS.photo, session.photo);
  else store.removeItem(SESSION_KEYS.photo);
  notify();
}

/** Replaces the stored user data (after a profile update or a fresh /api/user). */
export function saveStoredUser(user: Record<string, unknown> & { profile_photo?: string | null }) {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.user, JSON.stringify(user));
  if (user.profile_photo) store.setItem(SESSION_KEYS.photo, user.profile_photo);
  notify();
}

export function clearSession() {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
  notify();
}

/** Calls `listener` when the session changes in this tab or in another one. */
export function onSessionChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
