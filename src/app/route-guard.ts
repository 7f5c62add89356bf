import { readVerifyTokenResponse } from '@friendly/contracts/session-check';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { currentUserKey, currentUserRead, rememberCurrentUser } from '../api/current-user';
import { takeEarlyResponse } from '../api/early-responses';
import { apiRequest } from '../api/http';
import { isTokenExpired } from '../lib/jwt';
import { clearSession, getStoredUser, getToken, isLoggedIn } from '../lib/session';
import { type GuardTarget, type GuardUser, guardRedirect } from './guard';

// Rule 9 runs once per page load; rule 3 on every navigation after that.
let validatedOnLoad = false;

/** For tests: forget that the session was validated, as a page reload would. */
export function resetGuardForTests() {
  validatedOnLoad = false;
}

/**
 * Confirms the stored session with the server. On the first protected navigation of a
 * page load it asks GET /api/user, which also refreshes the stored user data (rule 9);
 * afterwards GET /api/verify-token (rule 3). Any failure, or status false, ends the session.
 */
async function confirmSession(): Promise<boolean> {
  try {
    if (!validatedOnLoad) {
      // Read as the contract's schema reads it, without zod (user-check.ts): zod stays
      // off a signed-in first load. An answer the contract does not promise ends the session.
      // The page's first script may have asked already: its answer is read the same way.
      const answer = await apiRequest(currentUserKey, {
        ...currentUserRead,
        send: takeEarlyResponse(currentUserKey),
      });
      rememberCurrentUser(answer.data);
      validatedOnLoad = true;
    } else {
      // Read without zod too (session-check.ts): an answer the contract does not promise
      // ends the session, as a refusal does (docs/decisions/126).
      await apiRequest('/verify-token', { check: readVerifyTokenResponse });
    }
    return true;
  } catch {
    clearSession();
    return false;
  }
}

/**
 * The route guard (spec 000 §2.2) as a React Router loader: it runs before a screen is
 * shown, so a visitor never sees a page they will be sent away from.
 */
export function guardLoader(target: GuardTarget) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Rule 1: public and mobile routes skip session validation entirely.
    if (target.access === 'public' || target.access === 'mobile') return null;
    // Rule 2: guest-only screens send a signed-in user Home (local check only).
    if (target.access === 'guest') {
      const token = getToken();
      if (isLoggedIn() && token && !isTokenExpired(token)) throw redirect('/');
      return null;
    }

    // Rule 3: a token is needed, unexpired, and confirmed by the server.
    const token = getToken();
    if (!token) throw redirect('/login');
    if (isTokenExpired(token) || !(await confirmSession())) {
      clearSession();
      throw redirect('/login');
    }

    // Rules 4–7 on the (now fresh) stored user.
    const url = new URL(request.url);
    const destination = guardRedirect(target, true, getStoredUser<GuardUser>(), {
      providerReturn: url.searchParams.get('success') === 'true',
    });
    if (destination && destination !== url.pathname) throw redirect(destination);
    return null;
  };
}
