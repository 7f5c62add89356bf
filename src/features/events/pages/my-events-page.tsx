import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventCard as EventCardData } from '@friendly/contracts/event-views';
import { formatMoney } from '@friendly/contracts/money';
import { Button, CalendarIcon, Container, EmptyState, Heading } from '@friendly/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEvents } from '../../../api/host-events';
import { failureMessage } from '../../../api/http';
import { ReadState } from '../../../components/read-state';
import { CancelEventDialog, type EventToCancel } from '../components/cancel-event-dialog';
import { EventCard, EventCardSkeleton } from '../components/event-card';

/** How many card outlines stand in while the list loads. */
const SKELETON_CARDS = 3;

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/**
 * /my-events (spec 001 §2 'My Events'): what the host has earned, 'Add New Event', and a
 * card per event — cancel a pending one from its card (the dialog asks first).
 */
export function MyEventsPage() {
  const read = useEvents();
  const { data } = read;
  const [toCancel, setToCancel] = useState<EventToCancel | null>(null);
  const events = data?.data ?? [];

  return (
    <Container asChild>
      <main id="main" className="py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <Heading level={1}>{EVENT_MESSAGES.myEventsTitle}</Heading>
            {events.length > 0 && data ? (
              <p className="font-medium text-ink-700">
                {EVENT_MESSAGES.earnings(formatMoney(data.total_earning_minor, data.currency))}
              </p>
            ) : null}
          </div>
          <Button asChild>
            <Link to="/event">{EVENT_MESSAGES.addNewEvent}</Link>
          </Button>
        </div>
        <div className="mt-8">
          <ReadState
            read={read}
            loading={
              <div aria-busy="true">
                <p role="status" className="sr-only">
                  {EVENT_MESSAGES.eventsLoading}
                </p>
                <div className={GRID}>
                  {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
                    <EventCardSkeleton key={index} />
                  ))}
                </div>
              </div>
            }
            failure={failureMessage}
            isEmpty={(answer) => answer.data.length === 0}
            empty={
              // A designed empty state with its way forward inside (docs/screens/086).
              <EmptyState
                framed
                icon={<CalendarIcon />}
                title={EVENT_MESSAGES.noEvents}
                description={EVENT_MESSAGES.noEventsHint}
                action={
                  <Button asChild>
                    <Link to="/event">{EVENT_MESSAGES.createFirstEvent}</Link>
                  </Button>
                }
              />
            }
          >
            {(answer) => (
              <ul aria-label={EVENT_MESSAGES.myEventsTitle} className={GRID}>
                {answer.data.map((event: EventCardData) => (
                  <li key={event.id} className="flex min-w-0">
                    <EventCard event={event} onCancel={setToCancel} />
                  </li>
                ))}
              </ul>
            )}
          </ReadState>
        </div>
        <CancelEventDialog event={toCancel} onClose={() => setToCancel(null)} />
      </main>
    </Container>
  );
}
