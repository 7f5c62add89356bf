import { ErrorState, type ErrorStateProps } from '@friendly/ui';
import type { ReactNode } from 'react';

export type ReadStateProps<T> = {
  /** An endpoint's read (`useApiRead`): its answer, its failure, whether it is on its way. */
  read: { data?: T; error?: unknown; isLoading: boolean };
  /** What shows while the first answer is on its way (a status line, skeletons). */
  loading: ReactNode;
  /** The sentence when the read failed: the spec's wording for the screen, or the server's. */
  failure: (error: unknown) => ReactNode;
  /** How much room the failure takes (ErrorState's size). */
  failureSize?: ErrorStateProps['size'];
  /** A way to ask again, below the failure. */
  retry?: ReactNode;
  /** Whether the answer has nothing to show, and what shows then (usually an EmptyState). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The answer itself. */
  children: (data: T) => ReactNode;
};

/**
 * The app's one way to show a read's four states (docs/decisions/110): loading until the
 * first answer, the failure (ErrorState) when there is none to show, the empty state when
 * the answer has nothing in it, and otherwise the answer.
 */
export function ReadState<T>({
  read,
  loading,
  failure,
  failureSize,
  retry,
  isEmpty,
  empty,
  children,
}: ReadStateProps<T>) {
  if (read.isLoading) return loading;
  if (read.error || read.data === undefined) {
    return <ErrorState size={failureSize} title={failure(read.error)} action={retry} />;
  }
  if (isEmpty?.(read.data)) return empty;
  return children(read.data);
}
