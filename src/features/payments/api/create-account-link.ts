import type { CreateAccountLinkRequest, LinkResponse } from '@friendly/contracts';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../../api/http';
import { onboardingUrls } from '../account-state';
import { browserNavigation } from '../browser-navigation';
import { linkUrlOf } from '../links';
import { accountStatusKey } from './get-account-status';

/** POST /api/stripe/create-account-link with refresh_url and return_url (spec 000 §7). */
export function createAccountLink(body: CreateAccountLinkRequest) {
  return apiRequest<LinkResponse>('/stripe/create-account-link', { method: 'POST', json: body });
}

/**
 * 'Connect with …' / 'Continue Setup with …': asks for an onboarding link and sends the
 * browser to it. It stays busy while the browser leaves. On failure the status is read
 * again — the server may have created the account before the link failed — and the
 * error is thrown for the page to show.
 */
export function useCreateAccountLink() {
  const { mutate } = useSWRConfig();
  const [isConnecting, setConnecting] = useState(false);
  const connect = useCallback(async () => {
    setConnecting(true);
    try {
      const answer = await createAccountLink(onboardingUrls(window.location.origin));
      browserNavigation.assign(linkUrlOf(answer));
    } catch (error) {
      setConnecting(false);
      void mutate(accountStatusKey);
      throw error;
    }
  }, [mutate]);
  return { connect, isConnecting };
}
