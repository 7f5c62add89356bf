import { todayIn } from '@friendly/contracts/dates';
import { PAYMENT_DETAILS_TEXT, PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import {
  Button,
  ConfirmDialog,
  Container,
  ErrorState,
  ExternalLinkIcon,
  Heading,
  Skeleton,
} from '@friendly/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError, failureMessage } from '../../../api/http';
import { browserTimeZone } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useOpenDashboard } from '../api/create-dashboard-link';
import { useDisconnectAccount } from '../api/disconnect-account';
import { useAccountStatus } from '../api/get-account-status';
import { getJoinedEvents } from '../api/get-joined-events';
import { dashboardLinkFailure } from '../links';
import { hasActiveOrPendingUpcomingEvent } from '../removal-check';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-ink-700">{label}</dt>
      <dd className="wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? PAYMENT_DETAILS_TEXT.yes : PAYMENT_DETAILS_TEXT.no);

/**
 * Spec 001 §5: removal is refused while an active or pending upcoming event exists. If the
 * check itself fails, removal goes ahead (the server checks again).
 */
async function blockedByUpcomingEvents(): Promise<boolean> {
  try {
    return hasActiveOrPendingUpcomingEvent(await getJoinedEvents(), todayIn({ timeZone: browserTimeZone() }));
  } catch {
    return false;
  }
}

/** Spec 001 §8: the server's message, else 'Failed to disconnect Stripe account.'. */
function disconnectFailure(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return PAYMENT_MESSAGES.failedToDisconnect;
  return failureMessage(error, { fallback: PAYMENT_MESSAGES.failedToDisconnect, fieldErrors: error.message });
}

/**
 * /payment-details (spec 001 §2 'Payment Details'): the connected account's id and whether
 * its details are submitted and charges and payouts enabled; its dashboard in a new tab;
 * removal behind a confirmation. Without an account, a link to connect one.
 */
export function PaymentDetailsPage() {
  const { state } = useAccountStatus();
  const { trigger: openDashboard, isMutating: isOpening } = useOpenDashboard();
  const { trigger: disconnect } = useDisconnectAccount();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async () => {
    setRefusal(null);
    if (await blockedByUpcomingEvents()) {
      setRefusal(PAYMENT_MESSAGES.activeEvents);
      toast.error(PAYMENT_MESSAGES.activeEvents);
      return;
    }
    try {
      await disconnect();
      toast.success(PAYMENT_MESSAGES.disconnected);
    } catch (error) {
      const message = disconnectFailure(error);
      setRefusal(message);
      toast.error(message);
    }
  };

  const answer =
    state && (state.kind === 'complete' || state.kind === 'incomplete' || state.kind === 'error')
      ? state.answer
      : null;
  const accountId = answer?.data.account_id ?? answer?.user.stripe_account_id ?? null;

  return (
    <Container asChild size="sm">
      <main id="main" className="grid gap-8 py-10 sm:py-14">
        <Heading level={1}>{PAYMENT_DETAILS_TEXT.title}</Heading>
        {state === null ? (
          <div aria-busy="true" className="grid gap-3">
            <p role="status" className="sr-only">
              {PAYMENT_DETAILS_TEXT.loading}
            </p>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-6 w-full" />
            ))}
          </div>
        ) : state.kind === 'unknown' ? (
          <ErrorState size="inline" title={PAYMENT_MESSAGES.failedToFetchStatus} />
        ) : accountId === null ? (
          <div className="grid justify-items-start gap-4">
            <p className="text-ink-700">{PAYMENT_MESSAGES.noAccount}</p>
            <Button asChild>
              <Link to="/connect-stripe">{PAYMENT_DETAILS_TEXT.connectAccount}</Link>
            </Button>
          </div>
        ) : (
          <section className="grid gap-6 rounded-xl border border-ink-200 bg-white p-4 sm:p-6">
            <dl className="divide-y divide-ink-100">
              <Row label={PAYMENT_DETAILS_TEXT.accountId}>
                <code className="font-mono text-sm">{accountId}</code>
              </Row>
              <Row label={PAYMENT_DETAILS_TEXT.detailsSubmitted}>
                {yesNo(answer?.data.details_submitted ?? false)}
              </Row>
              <Row label={PAYMENT_DETAILS_TEXT.chargesEnabled}>
                {yesNo(answer?.data.charges_enabled ?? false)}
              </Row>
              <Row label={PAYMENT_DETAILS_TEXT.payoutsEnabled}>
                {yesNo(answer?.data.payouts_enabled ?? false)}
              </Row>
            </dl>
            {refusal && (
              <p role="alert" className="rounded-lg bg-danger-50 p-3 font-medium text-danger-700 text-sm">
                {refusal}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button
                variant="outline"
                busy={isOpening}
                onClick={() =>
                  openDashboard().catch((error: unknown) => toast.error(dashboardLinkFailure(error)))
                }
              >
                {PAYMENT_DETAILS_TEXT.openDashboard}
                <ExternalLinkIcon />
                <span className="sr-only"> (opens in a new tab)</span>
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {PAYMENT_DETAILS_TEXT.removeAccount}
              </Button>
            </div>
          </section>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={PAYMENT_DETAILS_TEXT.removeTitle}
          message={PAYMENT_DETAILS_TEXT.confirmRemove}
          cancelLabel={PAYMENT_DETAILS_TEXT.cancel}
          confirmLabel={PAYMENT_DETAILS_TEXT.proceed}
          confirmVariant="danger"
          busyLabel={PAYMENT_DETAILS_TEXT.removing}
          onConfirm={remove}
        />
      </main>
    </Container>
  );
}
