import { type AccountStatusResponse, accountStatusResponseSchema } from '@friendly/contracts/payments';

/**
 * The five states of Connect Stripe (spec 000 §2.12). 'unknown' stands for an answer that
 * failed or could not be read, so the page never guesses from half an answer.
 */
export type ConnectionState =
  | { kind: 'not_connected' }
  | { kind: 'incomplete'; answer: AccountStatusResponse }
  | { kind: 'complete'; answer: AccountStatusResponse }
  | { kind: 'error'; message: string; answer: AccountStatusResponse }
  | { kind: 'unknown' };

export type ConnectionKind = ConnectionState['kind'];

/**
 * Setup is complete when onboarding is completed, or details are submitted and charges
 * are enabled (spec 001 §4) — the server's own `complete` value says the same.
 */
export function isSetupComplete(answer: AccountStatusResponse): boolean {
  const { data, user } = answer;
  return (
    data.status === 'complete' ||
    user.onboarding_completed ||
    (data.details_submitted && data.charges_enabled)
  );
}

/** Reads an account-status (or handle-return) answer; anything unreadable is 'unknown'. */
export function connectionStateOf(answer: unknown): ConnectionState {
  const parsed = accountStatusResponseSchema.safeParse(answer);
  if (!parsed.success) return { kind: 'unknown' };
  const readable = parsed.data;
  switch (readable.data.status) {
    case 'not_connected':
      return { kind: 'not_connected' };
    case 'error':
      return { kind: 'error', message: readable.data.message, answer: readable };
    default:
      return isSetupComplete(readable)
        ? { kind: 'complete', answer: readable }
        : { kind: 'incomplete', answer: readable };
  }
}

/** The address flag the provider's return carries (`?success=true`, spec 000 §4). */
export const RETURN_FLAG = 'success';

export function hasReturnFlag(search: URLSearchParams): boolean {
  return search.get(RETURN_FLAG) === 'true';
}

/** The same query without the return flag, so a reload does not handle the return twice. */
export function withoutReturnFlag(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(RETURN_FLAG);
  return next;
}

/**
 * Where the provider sends the browser (docs/decisions/055): back to Connect Stripe in
 * both cases — with the return flag when the host is done, so the page calls the return
 * handler and shows the outcome (spec 000 §4); without it when a link has expired.
 */
export function onboardingUrls(origin: string) {
  return {
    refresh_url: `${origin}/connect-stripe`,
    return_url: `${origin}/connect-stripe?${RETURN_FLAG}=true`,
  };
}
