import { useSyncExternalStore } from 'react';

/** From here up the list and the conversation sit side by side (Tailwind's `md`). */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen shows both panes; below it, one at a time (the list, or the open conversation). */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
