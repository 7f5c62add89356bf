/**
 * A painted page (docs/decisions/145) shows its links and buttons before the app has taken
 * it over. A click in that window must not be lost:
 * - a link's own navigation would be cancelled by the router as it starts (its history
 *   calls `replaceState`, and Chromium drops a pending navigation the page started when the
 *   page then changes its own history entry);
 * - a button's form would post the page to itself.
 * So, until the app's first commit, the page holds a plain click on a link or a button and
 * clicks it again once the app answers: the link then navigates as any link in the app does
 * (client-side, with the loading overlay), and the button does what it says.
 */

/** What a held click is replayed on: a link or a button, where people click before take-over. */
const CLICKABLE = 'a[href], button';

/** Clicks the browser should keep handling itself: a new tab or window, a download. */
function leftToTheBrowser(event: MouseEvent, target: Element) {
  if (event.defaultPrevented || event.button !== 0) return true;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if (target instanceof HTMLAnchorElement) {
    if (target.hasAttribute('download')) return true;
    if (target.target && target.target !== '_self') return true;
  }
  return false;
}

/**
 * Holds the clicks inside `root` until the returned function is called, which lets the page
 * go and clicks the last held element again if it is still on the page (unless `replay` is
 * false: the page is not taken over but drawn afresh, so what was clicked is gone).
 */
export function holdEarlyClicks(root: HTMLElement): (replay?: boolean) => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    if (leftToTheBrowser(event, target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return (replay = true) => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    if (replay && held?.isConnected) held.click();
    held = null;
  };
}
