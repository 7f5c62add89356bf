import { CONTENT_MESSAGES } from '@friendly/contracts/page-content';
import { failureMessage } from '../api/http';

/** 'Loading...' while a content page loads (spec 000 §2.7). */
export function ContentLoading() {
  return (
    <p role="status" className="py-16 text-center text-ink-600">
      {CONTENT_MESSAGES.loading}
    </p>
  );
}

/** The server's message, or 'Failed to load content.' (spec 000 §8); ErrorState shows it. */
export function contentFailure(error: unknown): string {
  return failureMessage(error, {
    fallback: CONTENT_MESSAGES.failedToLoad,
    network: CONTENT_MESSAGES.failedToLoad,
  });
}
