import type { LinkResponse } from '@friendly/contracts';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../api/http';
import { openInNewTab } from '../browser-navigation';
import { linkUrlOf } from '../links';

/** POST /api/stripe/create-dashboard-link with no body; the url opens in a new tab (spec 000 §7). */
export function createDashboardLink() {
  return apiRequest<LinkResponse>('/stripe/create-dashboard-link', { method: 'POST' });
}

/**
 * 'Open Stripe Dashboard': the tab opens inside the click and is pointed at the one-time
 * link once it arrives. Nothing cached changes, so nothing is revalidated.
 */
export function useOpenDashboard() {
  const [isOpening, setOpening] = useState(false);
  const openDashboard = useCallback(async () => {
    setOpening(true);
    try {
      await openInNewTab(async () => linkUrlOf(await createDashboardLink()));
    } finally {
      setOpening(false);
    }
  }, []);
  return { openDashboard, isOpening };
}
