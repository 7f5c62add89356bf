/* Keyboard movement shared by the composite inputs' listboxes (country search, place suggestions). */

/** Which option the arrow, Home and End keys move to in a list of `count` options. */
export function nextActiveIndex(current: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current < 0 ? count - 1 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return current < 0 ? Math.min(9, count - 1) : Math.min(current + 10, count - 1);
    case 'PageUp':
      return current < 0 ? 0 : Math.max(current - 10, 0);
    default:
      return current;
  }
}
