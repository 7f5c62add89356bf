import { type AccountStatusResponse, PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import { describe, expect, it } from 'vitest';
import {
  connectionStateOf,
  hasReturnFlag,
  isSetupComplete,
  onboardingUrls,
  withoutReturnFlag,
} from './account-state';

function answer(
  data: Partial<AccountStatusResponse['data']> = {},
  user: Partial<AccountStatusResponse['user']> = {},
): AccountStatusResponse {
  return {
    status: true,
    data: {
      status: 'incomplete',
      account_id: 'acct_1',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      message: PAYMENT_MESSAGES.incomplete,
      ...data,
    },
    user: { has_stripe_account: true, onboarding_completed: false, stripe_account_id: 'acct_1', ...user },
    message: PAYMENT_MESSAGES.incomplete,
  };
}

describe('connectionStateOf', () => {
  it('reads the five states of the account-status answer', () => {
    expect(connectionStateOf(answer({ status: 'not_connected', account_id: null })).kind).toBe(
      'not_connected',
    );
    expect(connectionStateOf(answer()).kind).toBe('incomplete');
    expect(
      connectionStateOf(answer({ status: 'complete', details_submitted: true, charges_enabled: true })).kind,
    ).toBe('complete');
    expect(
      connectionStateOf(answer({ status: 'error', message: 'We could not reach Stripe.' })),
    ).toMatchObject({
      kind: 'error',
      message: 'We could not reach Stripe.',
    });
  });

  it('counts details submitted with charges enabled, or onboarding completed, as complete (spec 001 §4)', () => {
    expect(connectionStateOf(answer({ details_submitted: true, charges_enabled: true })).kind).toBe(
      'complete',
    );
    expect(connectionStateOf(answer({}, { onboarding_completed: true })).kind).toBe('complete');
    // Details alone, or charges alone, are not enough.
    expect(connectionStateOf(answer({ details_submitted: true })).kind).toBe('incomplete');
    expect(connectionStateOf(answer({ charges_enabled: true })).kind).toBe('incomplete');
  });

  it('keeps an error an error even when cached flags say complete', () => {
    const state = connectionStateOf(
      answer(
        { status: 'error', details_submitted: true, charges_enabled: true },
        { onboarding_completed: true },
      ),
    );
    expect(state.kind).toBe('error');
  });

  it('treats anything unreadable as unknown', () => {
    expect(connectionStateOf(undefined).kind).toBe('unknown');
    expect(connectionStateOf(null).kind).toBe('unknown');
    expect(connectionStateOf('<!doctype html>').kind).toBe('unknown');
    expect(connectionStateOf({ status: true, data: { status: 'pending' } }).kind).toBe('unknown');
    expect(connectionStateOf({ ...answer(), status: false }).kind).toBe('unknown');
    expect(connectionStateOf(answer({ status: 'restricted' as never })).kind).toBe('unknown');
  });
});

describe('isSetupComplete', () => {
  it('follows the server status or the flags', () => {
    expect(isSetupComplete(answer({ status: 'complete' }))).toBe(true);
    expect(isSetupComplete(answer())).toBe(false);
  });
});

describe('the return flag', () => {
  it('is success=true only', () => {
    expect(hasReturnFlag(new URLSearchParams('success=true'))).toBe(true);
    expect(hasReturnFlag(new URLSearchParams('success=false'))).toBe(false);
    expect(hasReturnFlag(new URLSearchParams(''))).toBe(false);
  });

  it('is removed without touching the rest of the query', () => {
    expect(withoutReturnFlag(new URLSearchParams('success=true&ref=mail')).toString()).toBe('ref=mail');
    expect(withoutReturnFlag(new URLSearchParams('success=true')).toString()).toBe('');
  });
});

describe('onboardingUrls', () => {
  it('comes back to Connect Stripe, with the return flag when the host is done', () => {
    expect(onboardingUrls('https://host.example')).toEqual({
      refresh_url: 'https://host.example/connect-stripe',
      return_url: 'https://host.example/connect-stripe?success=true',
    });
  });
});
