import { LIMITS } from '@friendly/contracts/constants';
import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import { formatMoney, guestPricesMinor } from '@friendly/contracts/money';
import { cn } from '@friendly/ui';

/**
 * What guests pay with the early-bird discount, and when (docs/screens/086): My Events'
 * cards, the details panel and step 2 of the form say it; nothing when no discount applies.
 */
export function GuestPricesLine({
  priceMinor,
  discountPercent,
  discountOn,
  currency,
  className,
  live,
}: {
  priceMinor: number;
  discountPercent: number;
  discountOn: boolean;
  /** The event's currency (docs/decisions/134); usd when not given. */
  currency?: string | null | undefined;
  className?: string;
  /** Announce changes (the form, as the host types the price). */
  live?: boolean;
}) {
  const prices = guestPricesMinor(priceMinor, discountPercent, discountOn);
  if (!prices) return null;
  return (
    <p className={cn('text-ink-700 text-sm', className)} aria-live={live ? 'polite' : undefined}>
      {EVENT_MESSAGES.guestPays(
        formatMoney(prices.earlyMinor, currency),
        formatMoney(prices.fullMinor, currency),
        LIMITS.earlyBirdDays,
      )}
    </p>
  );
}
