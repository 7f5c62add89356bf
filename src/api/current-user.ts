import type { UserProfile, UserResponse } from '@friendly/contracts/auth';
import { readUserResponse } from '@friendly/contracts/user-check';
import useSWR, { type Cache, type State } from 'swr';
import { getStoredUser, getToken, saveStoredUser } from '../lib/session';
import { apiRequest } from './http';

/**
 * The signed-in host lives in one place: the SWR entry of GET /api/user. Its data is
 * persisted as the spec's `user_data` (000 §3), which the route guard and other tabs
 * read, so nothing copies the user from one store to the other by hand: mutations write
 * the key (`populateCache`, `mutate`), the cache writes the storage.
 */
export const currentUserKey = '/user';

let memo: { user: UserProfile | null; answer: UserResponse | undefined } = { user: null, answer: undefined };
let memoRaw: string | null = null;

/** The stored user as an answer of GET /api/user; the same object while it is unchanged. */
function storedAnswer(): UserResponse | undefined {
  const user = getStoredUser<UserProfile>();
  const raw = user ? JSON.stringify(user) : null;
  if (raw !== memoRaw) {
    memoRaw = raw;
    memo = { user, answer: user ? { status: true, data: user } : undefined };
  }
  return memo.answer;
}

/**
 * An SWR cache whose `/user` entry reads and writes the stored user data. Written only
 * while a token is stored: a late answer after Log Out never revives the session.
 */
export function withPersistedCurrentUser(map: Map<string, State> = new Map()): Cache {
  let lastState: State | undefined;
  let lastAnswer: UserResponse | undefined;
  let lastView: State | undefined;
  return {
    keys: () => map.keys(),
    get(key) {
      if (key !== currentUserKey) return map.get(key);
      const state = map.get(key);
      const answer = storedAnswer();
      if (state !== lastState || answer !== lastAnswer || !lastView) {
        lastState = state;
        lastAnswer = answer;
        lastView = { ...state, data: answer };
      }
      return lastView;
    },
    set(key, value) {
      if (key === currentUserKey) {
        const answer = value.data as UserResponse | undefined;
        if (answer?.data && getToken() && answer !== storedAnswer()) rememberCurrentUser(answer.data);
      }
      map.set(key, value);
    },
    delete: (key) => map.delete(key),
  };
}

/** Stores the user outside React (the route guard's fresh GET /api/user). */
export function rememberCurrentUser(user: UserProfile) {
  saveStoredUser(user);
}

// Read without zod (user-check.ts, held to the schema), as the route guard reads it: the
// header is on every signed-in first load.
export const currentUserRead = { check: readUserResponse };

/**
 * The signed-in host's profile: the stored one at once, refreshed from GET /api/user
 * unless `fresh: false` (the header, which the guard's check already keeps fresh).
 */
export function useCurrentUser(signedIn: boolean, { fresh = true }: { fresh?: boolean } = {}) {
  // useApiRead's own steps, inlined: this hook is on every first load, and importing ./read
  // from the entry makes the bundler split the HTTP client off it (docs/decisions/109).
  const { data, error, isLoading, mutate } = useSWR(
    signedIn ? currentUserKey : null,
    (key: string) => apiRequest(key, currentUserRead),
    {
      revalidateOnFocus: false,
      revalidateIfStale: fresh,
      revalidateOnMount: fresh ? undefined : false,
    },
  );
  return { user: data?.data, error, isLoading: signedIn && isLoading, retry: () => mutate() };
}
