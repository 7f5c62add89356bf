import { useCallback } from 'react';
import { apiRequest } from '../../../api/http';
import { type ApiMutation, useApiMutation } from '../../../api/mutation';
import { openInNewTab } from '../browser-navigation';
import { linkReader } from '../links';

/**
 * POST /api/stripe/create-dashboard-link with no body; the url opens in a new tab (spec
 * 000 §7). The tab opens inside the click and is pointed at the one-time link once it
 * arrives. Nothing cached changes, so nothing is revalidated.
 */
export function useOpenDashboard(): ApiMutation<void, void> {
  const { trigger, isMutating } = useApiMutation('/stripe/create-dashboard-link', async () => {
    const answer = await apiRequest('/stripe/create-dashboard-link', { method: 'POST', ...linkReader });
    return answer.url;
  });
  const openDashboard = useCallback(() => openInNewTab(() => trigger()), [trigger]);
  return { trigger: openDashboard, isMutating };
}
