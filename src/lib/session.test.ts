import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';
import {
  clearSession,
  getStoredUser,
  getToken,
  isLoggedIn,
  onSessionChange,
  SESSION_KEYS,
  saveSession,
  saveStoredUser,
} from './session';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session storage (spec 000 §3–4)', () => {
  it('stores the token, the user data and the photo under the spec keys', () => {
    saveSession({ token: 'jwt', user: { slug: 'ana', host_status: 'pending' }, photo: '/media/a.webp' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user_data') ?? '')).toEqual({
      slug: 'ana',
      host_status: 'pending',
    });
    expect(localStorage.getItem('profile_photo')).toBe('/media/a.webp');
    expect(isLoggedIn()).toBe(true);
  });

  it('is logged in only with both a token and user data', () => {
    localStorage.setItem('auth_token', 'jwt');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('user_data', '{not json');
    expect(getStoredUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('clears everything on logout and tells listeners', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    saveSession({ token: 'jwt', user: { slug: 'ana' } });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveStoredUser({ slug: 'ana' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the photo key in step with the user data', () => {
    saveSession({ token: 'jwt', user: { slug: 'ana' } });
    saveStoredUser({ slug: 'ana', profile_photo: '/media/b.webp' });
    expect(localStorage.getItem('profile_photo')).toBe('/media/b.webp');
  });
});
