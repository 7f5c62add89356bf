import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventCard as EventCardData } from '@friendly/contracts/event-views';
import { formatMoney } from '@friendly/contracts/money';
import { Button, CalendarIcon, Container, cn, EmptyState, Heading, Skeleton } from '@friendly/ui';
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
/** Cards whose covers load at once: the first row on the widest grid (three), the first on a phone. */
const FIRST_IN_VIEW = 3;

/**
 * /my-events (spec 001 §2 'My Events'): what the host has earned, 'Add New Event', and a
 * card per event — cancel a pending one from its card (the dialog asks first).
 */
export function MyEventsPage() {
  const read = useEvents();
  const { data } = read;
  const [toCancel, setToCancel] = useState<EventToCancel | null>(null);
  const events = data?.data ?? [];
  // Spec 001 §2: the headline is shown when events exist; its room is kept while they load.
  const earningsLine = read.isLoading || events.length > 0;

  return (
    <Container asChild>
      <main id="main" className="py-10 sm:py-14">
        {/* The earnings line keeps its room whatever the answer — a grey line while it loads,
            the line, or an empty row when there are no events (the button then stands beside
            the title) — and on a phone it runs under the title and the button, not between
            them: nothing moves when the answer arrives (CLS, docs/FIRST-LOAD.md). */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-4 gap-y-1">
          <Heading level={1} className="col-start-1 row-start-1">
            {EVENT_MESSAGES.myEventsTitle}
          </Heading>
          <p className="col-span-2 row-start-2 min-h-6 font-medium text-ink-700 sm:col-span-1">
            {read.isLoading ? (
              <Skeleton className="mt-1 w-56 max-w-full" />
            ) : events.length > 0 && data ? (
              EVENT_MESSAGES.earnings(formatMoney(data.total_earning_minor, data.currency))
            ) : null}
          </p>
          <Button asChild className={cn('col-start-2 row-start-1', earningsLine && 'sm:row-span-2')}>
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
                {answer.data.map((event: EventCardData, index) => (
                  <li key={event.id} className="flex min-w-0">
                    <EventCard event={event} onCancel={setToCancel} firstInView={index < FIRST_IN_VIEW} />
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
