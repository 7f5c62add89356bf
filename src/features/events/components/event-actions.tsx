import { EVENT_MESSAGES, FREE_PRICE } from '@friendly/contracts/event-messages';
import { Badge, Button, cn } from '@friendly/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { eventEditPath } from '../../../lib/paths';
import { isFreePrice, priceText } from '../event-view';

// The parts of a card that Event details' side panel shows too, apart from the card, so
// the details' first load does not carry the card (docs/FIRST-LOAD.md).

/**
 * The event's price in its currency: '$45.00', 'A$45.00', or a FREE tag when the price is
 * the text FREE (spec 001 §2; docs/decisions/134).
 */
export function EventPrice({
  price,
  currency,
  className,
}: {
  price: string;
  currency?: string | null | undefined;
  className?: string;
}) {
  return isFreePrice(price) ? (
    <Badge tone="success" size="md" className={className}>
      {FREE_PRICE}
    </Badge>
  ) : (
    <p className={className ?? 'font-bold text-ink-900 text-lg tabular-nums'}>{priceText(price, currency)}</p>
  );
}

/**
 * The Edit control: a link to the form, or — for cancelled and rejected events — a
 * disabled button, out of the tab order and deaf to clicks (spec 001 §2, §4).
 */
export function EditEventControl({
  slug,
  editable,
  block,
  describedBy,
}: {
  slug: string;
  editable: boolean;
  block?: boolean;
  /** The id of the line saying why Edit is not there. */
  describedBy?: string;
}) {
  return editable ? (
    <Button asChild size="sm" block={block}>
      <Link to={eventEditPath(slug)}>{EVENT_MESSAGES.edit}</Link>
    </Button>
  ) : (
    <Button size="sm" block={block} disabled aria-describedby={describedBy}>
      {EVENT_MESSAGES.edit}
    </Button>
  );
}

/**
 * Whether the event's seats still mean something: a pending or approved event's. An
 * ended, cancelled or rejected one shows no spots (docs/screens/086).
 */
export function hasOpenSeats(status: string) {
  return status === 'pending' || status === 'approved';
}

/**
 * Cancel and Edit (spec 001 §2, §4) with, when Cancel is not there for this event, a line
 * that says why (docs/screens/086). The line describes the disabled buttons too.
 */
export function EventActions({
  status,
  slug,
  cancellable,
  editable,
  onCancel,
  className,
}: {
  status: string;
  slug: string;
  cancellable: boolean;
  editable: boolean;
  onCancel: () => void;
  className?: string;
}) {
  const hintId = useId();
  const hint = cancellable ? undefined : EVENT_MESSAGES.cannotCancel[status];
  const describedBy = hint ? hintId : undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!cancellable}
          onClick={onCancel}
          aria-describedby={describedBy}
        >
          {EVENT_MESSAGES.cancel}
        </Button>
        <EditEventControl slug={slug} editable={editable} describedBy={editable ? undefined : describedBy} />
      </div>
      {hint ? (
        <p id={hintId} className="text-ink-600 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
