import { Button, CircleCheckIcon, ClockIcon, CloseLargeIcon, cn, TriangleAlertIcon } from '@friendly/ui';

export type ReturnBannerContent = {
  tone: 'success' | 'info' | 'warning';
  title: string;
  message?: string;
};

const TONES = {
  success: 'border-success-100 bg-success-50 text-success-700',
  info: 'border-info-100 bg-info-50 text-info-700',
  warning: 'border-warning-100 bg-warning-50 text-warning-700',
} as const;

const ICONS = { success: CircleCheckIcon, info: ClockIcon, warning: TriangleAlertIcon } as const;

/**
 * The timed banner of Connect Stripe (spec 000 §2.12): what came of the return from the
 * provider. The live region is always in the page, so the banner's text is announced
 * when it appears; the page removes it after TIMINGS.paymentBannerMs, or the host
 * dismisses it sooner.
 */
export function ReturnBanner({
  banner,
  onDismiss,
}: {
  banner: ReturnBannerContent | null;
  onDismiss: () => void;
}) {
  const Icon = banner ? ICONS[banner.tone] : null;
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {banner && Icon ? (
        <div
          data-slot="payment-return-banner"
          data-tone={banner.tone}
          className={cn('flex items-start gap-3 rounded-xl border p-4', TONES[banner.tone])}
        >
          <span className="mt-0.5 shrink-0 [&_svg]:size-5">
            <Icon />
          </span>
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-semibold">{banner.title}</span>
            {banner.message ? (
              <>
                {' '}
                <span className="block text-ink-700 sm:inline">{banner.message}</span>
              </>
            ) : null}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Dismiss"
            onClick={onDismiss}
            className="-my-2 -mr-2 size-9 text-current hover:bg-white/60"
          >
            <CloseLargeIcon />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
