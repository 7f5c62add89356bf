import { useEffect } from 'react';
import { useRevalidate } from '../../api/mutation';

/**
 * How long after the page has loaded the live channel opens. It is background work: the
 * page's own code and data come first, and what is pushed meanwhile is fetched when it
 * connects (docs/decisions/095).
 */
export const LIVE_DATA_DELAY_MS = 5_000;

/** Runs `start` once the page has loaded, the delay has passed and the browser is idle; answers how to cancel. */
function afterPageSettles(start: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start, { timeout: 2_000 });
      else start();
    }, LIVE_DATA_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Opens the tab's socket for live data while a signed-in header is shown (./live-data,
 * loaded with socket.io-client in a chunk of its own, never in the first load).
 */
export function useLiveData() {
  const revalidate = useRevalidate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = afterPageSettles(() => {
      import('./live-data').then(
        ({ startLiveData }) => {
          if (!cancelled) stop = startLiveData(revalidate);
        },
        (error: unknown) => console.warn('Live updates did not load', error),
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [revalidate]);
}
