import { useState } from 'react';

/**
 * Whether a part loaded on the first ask (docs/FIRST-LOAD.md 'On the first ask') has been
 * asked for: false until `asking` is first true, then true for good, so the part stays
 * mounted and animates closed.
 */
export function useFirstAsk(asking: boolean): boolean {
  const [asked, setAsked] = useState(false);
  if (asking && !asked) setAsked(true);
  return asked || asking;
}
