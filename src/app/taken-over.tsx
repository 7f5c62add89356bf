import { useEffect } from 'react';

/**
 * Says on #root (`data-hydrated`) that the app has taken a painted page over: its first
 * commit is done, so the page answers clicks (docs/decisions/145), and `onTakenOver` lets go
 * of the clicks held until then (src/app/early-clicks.ts). Rendered last, beside the app, by
 * the server too, so both trees have the same shape (React's useId counts siblings) and the
 * ids in the HTML are the ones the app hydrates.
 */
export function TakenOver({ onTakenOver }: { onTakenOver?: () => void }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    onTakenOver?.();
  }, [onTakenOver]);
  return null;
}
