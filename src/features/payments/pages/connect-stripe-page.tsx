import { PAYMENT_MESSAGES } from '@friendly/contracts/payments';
import {
  Badge,
  Button,
  CircleCheckIcon,
  CircleHelpIcon,
  ClockIcon,
  Container,
  ExternalLinkIcon,
  TriangleAlertIcon,
  WalletIcon,
} from '@friendly/ui';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppConfig } from '../../../api/app-config';
import { useTimings } from '../../../lib/timings';
import { toast } from '../../../lib/toast';
import { type ConnectionState, connectionStateOf, hasReturnFlag, withoutReturnFlag } from '../account-state';
import { useCreateAccountLink } from '../api/create-account-link';
import { useOpenDashboard } from '../api/create-dashboard-link';
import { useAccountStatus } from '../api/get-account-status';
import { useHandleReturn } from '../api/handle-return';
import { CheckingPanel } from '../components/checking-panel';
import { ReturnBanner, type ReturnBannerContent } from '../components/return-banner';
import { PANEL_ACTION_CLASS, StatusPanel } from '../components/status-panel';
import { accountLinkFailure, dashboardLinkFailure } from '../links';
import { useFocusOnChange } from '../use-focus-on-change';

/** Until the app's config names the provider ('Stripe (sandbox)'), the button says Stripe. */
const DEFAULT_PROVIDER_NAME = 'Stripe';

export const CONNECT_STRIPE_TEXT = {
  notConnectedTitle: 'Get Ready to Receive Payments',
  incompleteTitle: 'Complete Your Stripe Setup',
  completeTitle: 'Payment Setup Complete',
  errorTitle: 'Connection Issue',
  unknownTitle: 'Status Unavailable',
  connect: (provider: string) => `Connect with ${provider}`,
  continueSetup: (provider: string) => `Continue Setup with ${provider}`,
  connecting: 'Connecting…',
  openDashboard: 'Open Stripe Dashboard',
  continueToDashboard: 'Continue to Dashboard',
  tryAgain: 'Try Again',
  refreshStatus: 'Refresh Status',
  enabled: 'Enabled',
  disabled: 'Disabled',
  welcomeBack: 'Welcome back!',
  staleStatus: 'Refresh the status in a moment if it looks out of date.',
  sandbox: 'Sandbox — no real money moves.',
} as const;

/**
 * Back from the provider with `?success=true` (spec 000 §4): call the return handler,
 * say how it went (toast and the 5-second banner), drop the flag from the address so a
 * reload does not repeat it, and reload the status. The status call waits meanwhile.
 */
function useProviderReturn() {
  const [search, setSearch] = useSearchParams();
  const { trigger: handleReturn } = useHandleReturn();
  const flagged = hasReturnFlag(search);
  const [returning, setReturning] = useState(flagged);
  const [banner, setBanner] = useState<ReturnBannerContent | null>(null);
  const handled = useRef(false);
  const { paymentBannerMs: bannerMs } = useTimings();

  useEffect(() => {
    if (!flagged || handled.current) return;
    handled.current = true;
    setSearch(withoutReturnFlag(search), { replace: true });
    const warn = () => {
      toast.warning(PAYMENT_MESSAGES.setupFailedToUpdate);
      setBanner({
        tone: 'warning',
        title: PAYMENT_MESSAGES.setupFailedToUpdate,
        message: CONNECT_STRIPE_TEXT.staleStatus,
      });
    };
    handleReturn()
      .then((answer) => {
        const state = connectionStateOf(answer);
        if (state.kind === 'complete') {
          toast.success(PAYMENT_MESSAGES.setupCompleted);
          setBanner({
            tone: 'success',
            title: CONNECT_STRIPE_TEXT.welcomeBack,
            message: state.answer.data.message,
          });
        } else if (state.kind === 'incomplete') {
          // Back early (the provider returns here either way): not a success to celebrate.
          toast.info(state.answer.data.message);
          setBanner({
            tone: 'info',
            title: CONNECT_STRIPE_TEXT.welcomeBack,
            message: state.answer.data.message,
          });
        } else {
          warn();
        }
      }, warn)
      .finally(() => setReturning(false));
  }, [flagged, search, setSearch, handleReturn]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), bannerMs);
    return () => window.clearTimeout(timer);
  }, [banner, bannerMs]);

  const dismissBanner = useCallback(() => setBanner(null), []);
  return { returning, banner, dismissBanner };
}

function Capability({ label, enabled }: { label: string; enabled: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="font-medium text-ink-700">{label}</dt>
      <dd>
        <Badge size="md" tone={enabled ? 'success' : 'warning'} data-state={enabled ? 'enabled' : 'disabled'}>
          {enabled ? CONNECT_STRIPE_TEXT.enabled : CONNECT_STRIPE_TEXT.disabled}
        </Badge>
      </dd>
    </div>
  );
}

type StateViewProps = {
  state: ConnectionState;
  provider: string;
  isSandbox: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  isRefreshing: boolean;
  onRefresh: () => void;
};

function ConnectionStateView({
  state,
  provider,
  isSandbox,
  headingRef,
  isRefreshing,
  onRefresh,
}: StateViewProps) {
  const { trigger: connect, isMutating: isConnecting } = useCreateAccountLink();
  const { trigger: openDashboard, isMutating: isOpening } = useOpenDashboard();
  const onConnect = () => connect().catch((error: unknown) => toast.error(accountLinkFailure(error)));
  const onOpenDashboard = () =>
    openDashboard().catch((error: unknown) => toast.error(dashboardLinkFailure(error)));
  const footnote = isSandbox ? CONNECT_STRIPE_TEXT.sandbox : undefined;
  // 'Connect with …' and 'Continue Setup with …' start the same onboarding.
  const connectButton = (label: string) => (
    <Button
      className={PANEL_ACTION_CLASS}
      size="lg"
      busy={isConnecting}
      busyLabel={CONNECT_STRIPE_TEXT.connecting}
      onClick={onConnect}
    >
      {label}
    </Button>
  );

  switch (state.kind) {
    case 'not_connected':
      return (
        <StatusPanel
          state="not_connected"
          tone="brand"
          icon={<WalletIcon />}
          title={CONNECT_STRIPE_TEXT.notConnectedTitle}
          headingRef={headingRef}
          description={
            <p>
              Guests’ payments for your events are paid out through {provider}. Connect an account to start
              hosting — setup takes a few minutes on their secure site.
            </p>
          }
          actions={connectButton(CONNECT_STRIPE_TEXT.connect(provider))}
          footnote={footnote}
        />
      );
    case 'incomplete':
      return (
        <StatusPanel
          state="incomplete"
          tone="warning"
          icon={<ClockIcon />}
          title={CONNECT_STRIPE_TEXT.incompleteTitle}
          headingRef={headingRef}
          description={
            <p>{state.answer.data.message} Continue where you left off to start receiving payouts.</p>
          }
          actions={connectButton(CONNECT_STRIPE_TEXT.continueSetup(provider))}
          footnote={footnote}
        />
      );
    case 'complete':
      return (
        <StatusPanel
          state="complete"
          tone="success"
          icon={<CircleCheckIcon />}
          title={CONNECT_STRIPE_TEXT.completeTitle}
          headingRef={headingRef}
          description={<p>{state.answer.data.message}</p>}
          actions={
            <>
              <Button
                className={PANEL_ACTION_CLASS}
                size="lg"
                variant="outline"
                busy={isOpening}
                onClick={onOpenDashboard}
              >
                {CONNECT_STRIPE_TEXT.openDashboard}
                <ExternalLinkIcon />
                <span className="sr-only"> (opens in a new tab)</span>
              </Button>
              <Button className={PANEL_ACTION_CLASS} asChild size="lg">
                <Link to="/">{CONNECT_STRIPE_TEXT.continueToDashboard}</Link>
              </Button>
            </>
          }
          footnote={footnote}
        >
          <dl className="grid w-full max-w-xs gap-3 rounded-xl bg-ink-50 p-4 text-left">
            <Capability label="Charges" enabled={state.answer.data.charges_enabled} />
            <Capability label="Payouts" enabled={state.answer.data.payouts_enabled} />
          </dl>
        </StatusPanel>
      );
    case 'error':
      return (
        <StatusPanel
          state="error"
          tone="danger"
          icon={<TriangleAlertIcon />}
          title={CONNECT_STRIPE_TEXT.errorTitle}
          headingRef={headingRef}
          description={<p>{state.message}</p>}
          actions={
            <Button className={PANEL_ACTION_CLASS} size="lg" busy={isRefreshing} onClick={onRefresh}>
              {CONNECT_STRIPE_TEXT.tryAgain}
            </Button>
          }
        />
      );
    case 'unknown':
      return (
        <StatusPanel
          state="unknown"
          tone="neutral"
          icon={<CircleHelpIcon />}
          title={CONNECT_STRIPE_TEXT.unknownTitle}
          headingRef={headingRef}
          description={<p>{PAYMENT_MESSAGES.failedToFetchStatus}</p>}
          actions={
            <Button className={PANEL_ACTION_CLASS} size="lg" busy={isRefreshing} onClick={onRefresh}>
              {CONNECT_STRIPE_TEXT.refreshStatus}
            </Button>
          }
        />
      );
  }
}

/**
 * Connect Stripe (/connect-stripe, spec 000 §2.12, §4): five states from the
 * account-status call — not connected, details not submitted, complete, error and
 * unknown — with the provider's onboarding one click away, and the return from it.
 */
export function ConnectStripePage() {
  const { config, isLoading: isConfigLoading } = useAppConfig();
  const { returning, banner, dismissBanner } = useProviderReturn();
  const { state, isRefreshing, refresh } = useAccountStatus({ paused: returning });
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state?.kind);
  const provider = config?.payments.display_name ?? DEFAULT_PROVIDER_NAME;

  return (
    <main id="main" className="py-10 sm:py-14">
      <Container size="sm" className="grid gap-6">
        <ReturnBanner banner={banner} onDismiss={dismissBanner} />
        {state === null || isConfigLoading ? (
          <CheckingPanel headingRef={headingRef} />
        ) : (
          <ConnectionStateView
            state={state}
            provider={provider}
            isSandbox={config?.payments.provider === 'sandbox'}
            headingRef={headingRef}
            isRefreshing={isRefreshing}
            onRefresh={() => void refresh()}
          />
        )}
      </Container>
    </main>
  );
}
