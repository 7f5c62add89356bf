import { PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, interpretResponse, UnreadableAnswerError } from '../../api/http';
import { accountLinkFailure, dashboardLinkFailure, linkReader } from './links';

/** The error apiRequest throws for an HTTP answer. */
function answered(status: number, body: Record<string, unknown>): ApiRequestError {
  try {
    interpretResponse(status, body);
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
  }
  throw new Error('expected a failure');
}

const network = new ApiRequestError(null, 'Network error', null, null);

describe('linkReader', () => {
  const answering = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
  const created = (body: unknown) => {
    answering(body);
    return apiRequest('/stripe/create-account-link', { method: 'POST', ...linkReader });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the url of a link answer', async () => {
    await expect(
      created({ status: true, success: true, url: 'https://connect.stripe.com/x', message: 'ok' }),
    ).resolves.toMatchObject({ url: 'https://connect.stripe.com/x' });
  });

  it("refuses an answer without a usable url: 'Failed to create account link'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [
      { status: true, success: true, message: 'ok' },
      { status: true, success: true, url: ' ', message: 'ok' },
      null,
    ]) {
      const failure = await created(answer).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnreadableAnswerError);
      expect(accountLinkFailure(failure)).toBe(PAYMENT_MESSAGES.failedToCreateLink);
      expect(dashboardLinkFailure(failure)).toBe(PAYMENT_MESSAGES.failedToCreateDashboardLink);
    }
  });
});

describe('accountLinkFailure (spec 000 §8)', () => {
  it("shows the server's words when it gave some", () => {
    expect(accountLinkFailure(answered(403, { status: false, message: PAYMENT_MESSAGES.notApproved }))).toBe(
      PAYMENT_MESSAGES.notApproved,
    );
    expect(accountLinkFailure(answered(500, { status: false, error: 'Stripe is down' }))).toBe(
      'Stripe is down',
    );
  });

  it("says 'Failed to create account link' when the answer had no words or no url", () => {
    expect(accountLinkFailure(answered(502, { success: false }))).toBe(PAYMENT_MESSAGES.failedToCreateLink);
  });

  it("says 'Failed to connect to Stripe' when the call itself failed", () => {
    expect(accountLinkFailure(network)).toBe(PAYMENT_MESSAGES.failedToConnect);
    expect(accountLinkFailure(new TypeError('boom'))).toBe(PAYMENT_MESSAGES.failedToConnect);
  });

  it('words field errors with the answer’s own message, as there is no form to show them under', () => {
    const invalid = answered(422, {
      status: false,
      message: PAYMENT_MESSAGES.invalidUrl,
      errors: { return_url: [PAYMENT_MESSAGES.invalidUrl] },
    });
    expect(accountLinkFailure(invalid)).toBe(PAYMENT_MESSAGES.invalidUrl);
  });
});

describe('dashboardLinkFailure (spec 000 §8)', () => {
  it('uses the dashboard wording', () => {
    expect(dashboardLinkFailure(network)).toBe(PAYMENT_MESSAGES.failedToOpenDashboard);
    expect(dashboardLinkFailure(answered(502, { success: false }))).toBe(
      PAYMENT_MESSAGES.failedToCreateDashboardLink,
    );
    expect(
      dashboardLinkFailure(answered(409, { status: false, message: PAYMENT_MESSAGES.onboardingIncomplete })),
    ).toBe(PAYMENT_MESSAGES.onboardingIncomplete);
  });
});
