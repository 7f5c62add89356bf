import type { EventDetail } from '@friendly/contracts/event-views';
import { VENUE_MESSAGES } from '@friendly/contracts/venue';
import { Heading } from '@friendly/ui';
import { useId } from 'react';

type VenueOfEvent = Pick<EventDetail, 'location' | 'address' | 'arrival_notes' | 'address_reveal'>;

/**
 * Event details' venue, for the host (docs/decisions/152): the area everyone sees, the street
 * address and the arrival notes only members get, and when they get them. Plain text from
 * the detail's zod-free read, so the details' first load stays small.
 */
export function EventVenue({ event }: { event: VenueOfEvent }) {
  const headingId = useId();
  const rows: [string, string][] = [[VENUE_MESSAGES.areaTerm, event.location]];
  if (event.address) rows.push([VENUE_MESSAGES.addressTerm, event.address]);
  if (event.arrival_notes) rows.push([VENUE_MESSAGES.arrivalNotesTerm, event.arrival_notes]);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading level={2} size="md" id={headingId}>
        {VENUE_MESSAGES.venueHeading}
      </Heading>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-3">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink-600 text-sm sm:pt-0.5">{term}</dt>
            <dd className="whitespace-pre-line text-ink-800 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="address-reveal" className="text-ink-600 text-sm">
        {!event.address
          ? VENUE_MESSAGES.noAddress
          : event.address_reveal === 'day_before'
            ? VENUE_MESSAGES.hostRevealDayBefore
            : VENUE_MESSAGES.hostRevealOnJoin}
      </p>
    </section>
  );
}
