import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { onboardingUrls } from '../account-state';
import { browserNavigation } from '../browser-navigation';
import { linkUrlOf } from '../links';
import { accountStatusKey } from './get-account-status';

/**
 * POST /api/stripe/create-account-link with refresh_url and return_url (spec 000 §7):
 * 'Connect with …' / 'Continue Setup with …' asks for an onboarding link and sends the
 * browser to it, staying busy while the browser leaves. On failure the status is read
 * again — the server may have created the account before the link failed — and the
 * error is thrown for the page to show.
 */
export function useCreateAccountLink() {
  const { mutate } = useSWRConfig();
  const [leaving, setLeaving] = useState(false);
  const { trigger, isMutating } = useSWRMutation(
    '/stripe/create-account-link',
    async (path: string) =>
      linkUrlOf(await apiRequest(path, { method: 'POST', json: onboardingUrls(window.location.origin) })),
    { revalidate: false, onError: () => void mutate(accountStatusKey) },
  );
  const connect = useCallback(async () => {
    const url = await trigger();
    setLeaving(true);
    browserNavigation.assign(url);
  }, [trigger]);
  return { connect, isConnecting: isMutating || leaving };
}
