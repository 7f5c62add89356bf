import { GENERIC_MESSAGES } from '@friendly/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiRequestError,
  apiRequest,
  failureMessage,
  interpretResponse,
  UnreadableAnswerError,
} from './http';

describe('interpretResponse', () => {
  it('returns the body of a successful answer', () => {
    expect(interpretResponse(200, { status: true, data: [1] })).toEqual({ status: true, data: [1] });
  });

  it('treats status false as a failure even with HTTP 200', () => {
    expect(() => interpretResponse(200, { status: false, message: 'User not found' })).toThrowError(
      'User not found',
    );
  });

  it('treats success false as a failure (payment endpoints answer with success)', () => {
    expect(() =>
      interpretResponse(200, { success: false, message: 'Failed to create account link' }),
    ).toThrowError('Failed to create account link');
  });

  it('keeps per-field messages', () => {
    try {
      interpretResponse(422, {
        status: false,
        message: 'x',
        errors: { phone: ['Phone number is required.'], bad: 5 },
      });
      expect.unreachable();
    } catch (error) {
      expect((error as ApiRequestError).fieldErrors).toEqual({ phone: ['Phone number is required.'] });
    }
  });
});

describe('failureMessage (spec 000 §8)', () => {
  const fail = (status: number, body: unknown) => {
    try {
      interpretResponse(status, body);
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  };

  it('asks to correct the fields when the answer has field errors', () => {
    expect(
      failureMessage(
        fail(422, { status: false, message: 'The phone field is invalid', errors: { phone: ['x'] } }),
      ),
    ).toBe('Please correct the errors below.');
  });

  it('prefers the error text, then the message, then the generic text', () => {
    expect(failureMessage(fail(400, { status: false, error: 'Invalid OTP', message: 'Failed' }))).toBe(
      'Invalid OTP',
    );
    expect(failureMessage(fail(400, { status: false, message: 'Failed' }))).toBe('Failed');
    expect(failureMessage(fail(500, null))).toBe('An unexpected error occurred. Please try again.');
  });

  it("uses the screen's own network and fallback texts", () => {
    const network = new ApiRequestError(null, 'Network error', null, null);
    expect(failureMessage(network)).toBe('Network error');
    expect(failureMessage(network, { network: 'Network error occurred' })).toBe('Network error occurred');
    expect(failureMessage(fail(500, {}), { fallback: 'Failed to submit. Please try again.' })).toBe(
      'Failed to submit. Please try again.',
    );
    expect(failureMessage(new Error('boom'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('apiRequest with a contract schema', () => {
  const answerSchema = z.object({ status: z.literal(true), count: z.number().int() });
  const answering = (body: unknown, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('returns the answer as the contract reads it', async () => {
    answering({ status: true, count: 3, extra: 'dropped' });
    await expect(apiRequest('/things', { schema: answerSchema })).resolves.toEqual({
      status: true,
      count: 3,
    });
  });

  it('refuses an answer the contract does not promise, as an unexpected error', async () => {
    answering({ status: true, count: 'three' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiRequest('/things', { schema: answerSchema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableAnswerError);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failureMessage(failure)).toBe(GENERIC_MESSAGES.unexpected);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('leaves a failed answer to the spec’s error handling', async () => {
    answering({ status: false, message: 'Nope' }, 422);
    const failure = await apiRequest('/things', { schema: answerSchema }).catch((error: unknown) => error);
    expect(failureMessage(failure)).toBe('Nope');
    expect(failure).not.toBeInstanceOf(UnreadableAnswerError);
  });
  it('reads through a schema it loads alongside the request, with the same answers', async () => {
    const loadSchema = vi.fn(async () => answerSchema);
    answering({ status: true, count: 3, extra: 'dropped' });
    await expect(apiRequest('/things', { schema: loadSchema })).resolves.toEqual({ status: true, count: 3 });
    expect(loadSchema).toHaveBeenCalledOnce();

    answering({ status: true, count: 'three' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiRequest('/things', { schema: loadSchema }).catch((error: unknown) => error);
    expect(failureMessage(failure)).toBe(GENERIC_MESSAGES.unexpected);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('reads through a zod-free check instead, with the same answers', async () => {
    const check = (answer: unknown) => {
      const parsed = answerSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    };
    answering({ status: true, count: 3, extra: 'dropped' });
    await expect(apiRequest('/things', { check })).resolves.toEqual({ status: true, count: 3 });

    answering({ status: true, count: 'three' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiRequest('/things', { check }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableAnswerError);
    expect(failureMessage(failure)).toBe(GENERIC_MESSAGES.unexpected);
    expect(logged).toHaveBeenCalledOnce();

    answering({ status: false, message: 'Nope' }, 422);
    const refused = await apiRequest('/things', { check }).catch((error: unknown) => error);
    expect(failureMessage(refused)).toBe('Nope');
  });
});
