import { useCallback, useState } from 'react';
import { apiRequest } from '../../../api/http';
import { type ApiMutation, useApiMutation } from '../../../api/mutation';
import { onboardingUrls } from '../account-state';
import { browserNavigation } from '../browser-navigation';
import { linkReader } from '../links';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/create-account-link with refresh_url and return_url (spec 000 §7):
 * 'Connect with …' / 'Continue Setup with …' asks for an onboarding link and sends the
 * browser to it, staying busy while the browser leaves. On failure the status is read
 * again — the server may have created the account before the link failed — and the
 * error is thrown for the page to show.
 */
export function useCreateAccountLink(): ApiMutation<void, void> {
  const [leaving, setLeaving] = useState(false);
  const { trigger, isMutating } = useApiMutation(
    '/stripe/create-account-link',
    async () => {
      const answer = await apiRequest('/stripe/create-account-link', {
        method: 'POST',
        json: onboardingUrls(window.location.origin),
        ...linkReader,
      });
      return answer.url;
    },
    { onError: (_error, cache) => void cache(accountStatusKey) },
  );
  const connect = useCallback(async () => {
    const url = await trigger();
    setLeaving(true);
    browserNavigation.assign(url);
  }, [trigger]);
  return { trigger: connect, isMutating: isMutating || leaving };
}
