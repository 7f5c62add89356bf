/**
 * How long a loading indicator must still stay up when the work it covers has finished:
 * never less than `minimumMs` after it began, but no longer once that has passed
 * (spec 000 §4, the global loading flag's 800 ms rule).
 */
export function remainingVisibleMs(startedAt: number, finishedAt: number, minimumMs: number): number {
  return Math.max(0, minimumMs - (finishedAt - startedAt));
}
