import { linkResponseSchema, PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import { ApiRequestError, failureMessage, UnreadableAnswerError } from '../../api/http';

/**
 * The reader of a create-account-link or create-dashboard-link answer (spec 000 §7: `url`):
 * the contract's schema, and an address the browser can follow. An answer that says yes
 * without one is refused by `apiRequest` as an `UnreadableAnswerError`.
 */
export const linkReader = {
  schema: linkResponseSchema.refine((answer) => answer.url.trim() !== ''),
};

type LinkMessages = { couldNotReach: string; noLink: string };

/**
 * Spec 000 §8: the server's error or message when it gave one; the 'create … link'
 * text when it answered without one (or without a usable url); the 'Failed to connect /
 * open' text when the call itself failed.
 */
function linkFailure(error: unknown, messages: LinkMessages): string {
  if (error instanceof UnreadableAnswerError) return messages.noLink;
  if (!(error instanceof ApiRequestError)) return messages.couldNotReach;
  return failureMessage(error, {
    network: messages.couldNotReach,
    fallback: messages.noLink,
    // No form here to show field errors under: the answer's own text says what was wrong.
    fieldErrors: error.message,
  });
}

export const accountLinkFailure = (error: unknown) =>
  linkFailure(error, {
    couldNotReach: PAYMENT_MESSAGES.failedToConnect,
    noLink: PAYMENT_MESSAGES.failedToCreateLink,
  });

export const dashboardLinkFailure = (error: unknown) =>
  linkFailure(error, {
    couldNotReach: PAYMENT_MESSAGES.failedToOpenDashboard,
    noLink: PAYMENT_MESSAGES.failedToCreateDashboardLink,
  });
