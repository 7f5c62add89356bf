import { useLayoutEffect, useRef } from 'react';

/**
 * Focuses the returned element when `value` changes from one known value to another —
 * say the status after 'Try Again' — so a screen reader hears the new title. The first
 * value (the page loading) moves nothing.
 */
export function useFocusOnChange<T extends HTMLElement>(value: string | null | undefined) {
  const ref = useRef<T>(null);
  const previous = useRef(value);
  // Before paint, so the new title is focused as it appears.
  useLayoutEffect(() => {
    if (previous.current && value && previous.current !== value) ref.current?.focus();
    previous.current = value;
  }, [value]);
  return ref;
}
