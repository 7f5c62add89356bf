import type { UserProfile } from '@friendly/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey, withPersistedCurrentUser } from './current-user';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const user = { id: 7, slug: 'ana', name: 'Ana Lima', profile_photo: null } as unknown as UserProfile;

describe('the current user lives in the SWR entry /user, persisted as user_data', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the stored user as the answer of GET /api/user, the same object while unchanged', () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_data', JSON.stringify(user));
    const cache = withPersistedCurrentUser();
    const first = cache.get(currentUserKey);
    expect(first?.data).toEqual({ status: true, data: user });
    expect(cache.get(currentUserKey)).toBe(first);
  });

  it('stores what a mutation or a fetch writes to the key, for the guard and other tabs', () => {
    localStorage.setItem('auth_token', 't');
    const cache = withPersistedCurrentUser();
    const renamed = { ...user, name: 'Ana L.' };
    cache.set(currentUserKey, { data: { status: true, data: renamed } });
    expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toEqual(renamed);
    expect(cache.get(currentUserKey)?.data).toEqual({ status: true, data: renamed });
  });

  it('never revives a session: without a token nothing is stored', () => {
    const cache = withPersistedCurrentUser();
    cache.set(currentUserKey, { data: { status: true, data: user } });
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(cache.get(currentUserKey)?.data).toBeUndefined();
  });

  it('follows a sign-out elsewhere (storage cleared)', () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_data', JSON.stringify(user));
    const cache = withPersistedCurrentUser();
    expect(cache.get(currentUserKey)?.data).toBeDefined();
    localStorage.clear();
    expect(cache.get(currentUserKey)?.data).toBeUndefined();
  });

  it('keeps other keys in memory only', () => {
    const cache = withPersistedCurrentUser();
    cache.set('/countries', { data: { status: true, countries: [] } });
    expect(cache.get('/countries')?.data).toEqual({ status: true, countries: [] });
    expect(localStorage.length).toBe(0);
  });
});
