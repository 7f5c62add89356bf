import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearVerificationTicket,
  saveVerificationTicket,
  verificationTicketFor,
} from './verification-ticket';

describe('verification tickets', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('answers the ticket of the slug until it expires, then nothing', () => {
    saveVerificationTicket('abc', 'secret', '2026-11-22T09:30:00.000Z');
    expect(verificationTicketFor('abc', Date.parse('2026-11-22T09:29:59.000Z'))).toBe('secret');
    expect(verificationTicketFor('abc', Date.parse('2026-11-22T09:30:00.000Z'))).toBeNull();
    expect(verificationTicketFor('other', Date.parse('2026-11-22T09:00:00.000Z'))).toBeNull();
  });

  it('forgets a ticket once cleared, and ignores what it cannot read', () => {
    saveVerificationTicket('abc', 'secret', '2999-01-01T00:00:00.000Z');
    clearVerificationTicket('abc');
    expect(verificationTicketFor('abc')).toBeNull();
    sessionStorage.setItem('verification_ticket:bad', '{not json');
    expect(verificationTicketFor('bad')).toBeNull();
  });
});
