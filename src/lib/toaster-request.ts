import { useSyncExternalStore } from 'react';

/**
 * Whether any screen has raised a toast on this page yet. The app's toaster (sonner, ~10 KB
 * gzip) mounts only from then on, so a page that never toasts — Home, the content pages,
 * Notifications — does not load it (docs/decisions/087). sonner shows a toast raised before its
 * Toaster mounted as soon as it mounts. Kept apart from `toast.ts`, which imports the
 * design system's toast, so the root route can read it without loading sonner.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterRequested() {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
