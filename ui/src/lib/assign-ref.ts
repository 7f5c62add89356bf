import type * as React from 'react';

/** Hands a DOM node to a caller's ref, whether it is a callback or an object ref. */
export function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as React.RefObject<T | null>).current = value;
}
