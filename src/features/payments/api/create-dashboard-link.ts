import { useCallback } from 'react';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';
import { openInNewTab } from '../browser-navigation';
import { linkUrlOf } from '../links';

/**
 * POST /api/stripe/create-dashboard-link with no body; the url opens in a new tab (spec
 * 000 §7). The tab opens inside the click and is pointed at the one-time link once it
 * arrives. Nothing cached changes, so nothing is revalidated.
 */
export function useOpenDashboard() {
  const { trigger, isMutating } = useSWRMutation(
    '/stripe/create-dashboard-link',
    async (path: string) => linkUrlOf(await apiRequest(path, { method: 'POST' })),
    { revalidate: false },
  );
  const openDashboard = useCallback(() => openInNewTab(() => trigger()), [trigger]);
  return { openDashboard, isOpening: isMutating };
}
