/**
 * The secret of this tab's sign-in attempt (register/login's `verification_token`), kept
 * in session storage for the Verification screen: with it the server shows the full
 * number and lets a never-verified number be corrected (docs/decisions/060). It is
 * short-lived and dropped once the code is verified.
 */
const keyFor = (slug: string) => `verification_ticket:${slug}`;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveVerificationTicket(slug: string, token: string, expiresAt: string) {
  store()?.setItem(keyFor(slug), JSON.stringify({ token, expiresAt }));
}

/** The unexpired ticket for this account, or null. */
export function verificationTicketFor(slug: string, now = Date.now()): string | null {
  const raw = store()?.getItem(keyFor(slug));
  if (!raw) return null;
  try {
    const { token, expiresAt } = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (typeof token !== 'string' || typeof expiresAt !== 'string') return null;
    return Date.parse(expiresAt) > now ? token : null;
  } catch {
    return null;
  }
}

export function clearVerificationTicket(slug: string) {
  store()?.removeItem(keyFor(slug));
}
