/**
 * Leaving the app for the payment provider. `location.assign` cannot be stubbed in a
 * browser (Location's members are unforgeable), so the page goes through this object and
 * stories replace `assign` to see where the host would have been sent.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Opens a new tab for an address that is still being fetched. The tab is opened at once,
 * inside the click, so popup blockers allow it; it is pointed at the address when it
 * arrives, and closed again if fetching fails.
 */
export async function openInNewTab(loadUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await loadUrl();
    if (tab && !tab.closed) {
      // The provider's page must not be able to script this one (what `noopener` does).
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
