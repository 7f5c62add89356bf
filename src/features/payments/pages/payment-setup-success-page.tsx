import { PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import { Button, CircleCheckIcon, ClockIcon, Container, TriangleAlertIcon } from '@friendly/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../api/http';
import { connectionStateOf } from '../account-state';
import { useHandleReturn } from '../api/handle-return';
import { CheckingPanel } from '../components/checking-panel';
import { PANEL_ACTION_CLASS, StatusPanel } from '../components/status-panel';
import { useFocusOnChange } from '../use-focus-on-change';

export const PAYMENT_SETUP_SUCCESS_TEXT = {
  completeTitle: 'Setup Complete!',
  goHome: 'Go to Home',
  // Ours (docs/screens/057): the spec shows neither the early return nor the failure.
  incompleteTitle: 'Setup Not Finished',
  continueSetup: 'Continue payment setup',
  failedTitle: 'We Couldn’t Check Your Setup',
  tryAgain: 'Try Again',
  backToSetup: 'Back to payment setup',
} as const;

type Outcome =
  | { kind: 'checking' }
  | { kind: 'complete'; message: string }
  | { kind: 'incomplete'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The return handler's verdict. The provider sends the browser back whether or not the
 * host finished, so an unfinished account is its own outcome; an answer saying the
 * provider could not be reached, no account, or nothing readable is a failure.
 */
function outcomeOf(answer: unknown): Outcome {
  const state = connectionStateOf(answer);
  switch (state.kind) {
    case 'complete':
      return { kind: 'complete', message: state.answer.data.message };
    case 'incomplete':
      return { kind: 'incomplete', message: state.answer.data.message };
    case 'not_connected':
      return { kind: 'failed', message: PAYMENT_MESSAGES.noAccount };
    case 'error':
      return { kind: 'failed', message: state.message };
    case 'unknown':
      return { kind: 'failed', message: PAYMENT_MESSAGES.setupFailedToUpdate };
  }
}

/**
 * Payment setup success (/stripe/connect/success, spec 001 §2 and §4): the return address
 * the spec names. 'Checking your Stripe account…' while the return handler re-reads the
 * account, then 'Setup Complete!' with 'Go to Home'. Our own onboarding links return to
 * Connect Stripe (docs/decisions/055); this page serves any return sent here — links made
 * by other clients, a bookmark — with or without the flag.
 */
export function PaymentSetupSuccessPage() {
  const { trigger: handleReturn } = useHandleReturn();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const headingRef = useFocusOnChange<HTMLHeadingElement>(outcome.kind);
  const started = useRef(false);

  const check = useCallback(() => {
    setOutcome({ kind: 'checking' });
    handleReturn().then(
      (answer) => setOutcome(outcomeOf(answer)),
      (error: unknown) =>
        setOutcome({
          kind: 'failed',
          message: failureMessage(error, { fallback: PAYMENT_MESSAGES.setupFailedToUpdate }),
        }),
    );
  }, [handleReturn]);

  useEffect(() => {
    // Once per visit: the return is handled once even when effects run twice (StrictMode).
    if (started.current) return;
    started.current = true;
    check();
  }, [check]);

  return (
    <main id="main" className="py-10 sm:py-14">
      <Container size="sm" className="grid gap-6">
        {outcome.kind === 'checking' ? (
          <CheckingPanel headingRef={headingRef} />
        ) : outcome.kind === 'complete' ? (
          <StatusPanel
            state="complete"
            tone="success"
            icon={<CircleCheckIcon />}
            title={PAYMENT_SETUP_SUCCESS_TEXT.completeTitle}
            headingRef={headingRef}
            description={<p>{outcome.message}</p>}
            actions={
              <Button className={PANEL_ACTION_CLASS} asChild size="lg">
                <Link to="/">{PAYMENT_SETUP_SUCCESS_TEXT.goHome}</Link>
              </Button>
            }
          />
        ) : outcome.kind === 'incomplete' ? (
          <StatusPanel
            state="incomplete"
            tone="warning"
            icon={<ClockIcon />}
            title={PAYMENT_SETUP_SUCCESS_TEXT.incompleteTitle}
            headingRef={headingRef}
            description={<p>{outcome.message}</p>}
            actions={
              <Button className={PANEL_ACTION_CLASS} asChild size="lg">
                <Link to="/connect-stripe">{PAYMENT_SETUP_SUCCESS_TEXT.continueSetup}</Link>
              </Button>
            }
          />
        ) : (
          <StatusPanel
            state="failed"
            tone="danger"
            icon={<TriangleAlertIcon />}
            title={PAYMENT_SETUP_SUCCESS_TEXT.failedTitle}
            headingRef={headingRef}
            description={<p>{outcome.message}</p>}
            actions={
              <>
                <Button className={PANEL_ACTION_CLASS} variant="outline" size="lg" onClick={check}>
                  {PAYMENT_SETUP_SUCCESS_TEXT.tryAgain}
                </Button>
                <Button className={PANEL_ACTION_CLASS} asChild size="lg">
                  <Link to="/connect-stripe">{PAYMENT_SETUP_SUCCESS_TEXT.backToSetup}</Link>
                </Button>
              </>
            }
          />
        )}
      </Container>
    </main>
  );
}
