import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { ChevronLeftIcon, Container, Heading, ThumbnailCarousel } from '@friendly/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReadState } from '../../../components/read-state';
import { useEventDetail } from '../api/get-event-detail';
import { AddToCalendar } from '../components/add-to-calendar';
import { CancelEventDialog, type EventToCancel } from '../components/cancel-event-dialog';
import { hasOpenSeats } from '../components/event-actions';
import { EventMembers } from '../components/event-members';
import { EventReviews } from '../components/event-reviews';
import { EventSidePanel } from '../components/event-side-panel';
import { EventVenue } from '../components/event-venue';
import { detailLoadError } from '../event-view';

// Most events have no waitlist: its section loads only for one that has, while the loading
// overlay still covers a first visit (docs/FIRST-LOAD.md).
const EventWaitlist = lazy(() =>
  import('../components/event-waitlist').then((module) => ({ default: module.EventWaitlist })),
);

// So does the host's table prep, for an event that asks its guests questions
// (docs/decisions/154): the card and the questions' words load only then.
const TablePrepCard = lazy(() =>
  import('../components/table-prep-card').then((module) => ({ default: module.TablePrepCard })),
);

/** Whether the event asks its guests anything: its questions' module stays off the first load. */
const asksQuestions = ({ guest_questions: asks }: Pick<EventDetail, 'guest_questions'>) =>
  asks.dietary || asks.allergies || asks.accessibility || asks.custom.length > 0;

/** The side panel spans the main column's sections: five, and each optional one shown. */
const SIDE_PANEL_ROWS = ['lg:row-span-5', 'lg:row-span-6', 'lg:row-span-7'] as const;

/** Thumbnail strip of the gallery (spec 001 §9): 4 per view, 24 px apart. */
const THUMBS_PER_VIEW = 4;
const THUMB_SPACING = 24;

function AboutEvent({ description }: { description: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading level={2} size="md" id={headingId}>
        {EVENT_MESSAGES.aboutEvent}
      </Heading>
      <p className="whitespace-pre-line text-ink-700 leading-relaxed [overflow-wrap:anywhere]">
        {description}
      </p>
    </section>
  );
}

/**
 * /event-details/{slug} (spec 001 §2 'Event details'), for the event's creator: the
 * gallery, About Event, the venue (docs/decisions/152), the table prep of an event that asks
 * its guests questions (docs/decisions/154), who is going (each member's profile in a modal),
 * the line of a full event when it has one (docs/decisions/149), the reviews, and the side
 * panel with the date, price and the Cancel and Edit actions.
 */
export function EventDetailsPage() {
  const { slug } = useParams();
  const read = useEventDetail(slug);
  const [toCancel, setToCancel] = useState<EventToCancel | null>(null);

  return (
    <Container asChild>
      <main id="main" className="grid grid-cols-1 gap-6 py-8 sm:py-12">
        <Link
          to="/my-events"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
        >
          <ChevronLeftIcon className="size-4" />
          {EVENT_MESSAGES.backToLists}
        </Link>
        <ReadState
          read={read}
          loading={
            <p role="status" className="py-16 text-center font-medium text-ink-700">
              {EVENT_MESSAGES.eventLoading}
            </p>
          }
          failure={detailLoadError}
          failureSize="lg"
        >
          {({ data: event }) => (
            <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <ThumbnailCarousel
                images={event.images.map((src, index) => ({
                  src,
                  id: `${index}-${src}`,
                  alt: `${event.title}, picture ${index + 1} of ${event.images.length}`,
                }))}
                thumbsPerView={THUMBS_PER_VIEW}
                spacing={THUMB_SPACING}
                label={event.title}
              />
              {/* Beside every section of the main column: one more with a line. */}
              <div
                className={`grid gap-3 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1 ${SIDE_PANEL_ROWS[Number(event.waitlist.count > 0) + Number(asksQuestions(event))]}`}
              >
                <EventSidePanel
                  event={event}
                  onCancel={() => setToCancel({ id: event.id, title: event.title })}
                />
                {/* An event still to happen goes into the host's calendar (docs/decisions/150). */}
                {hasOpenSeats(event.status) ? <AddToCalendar event={event} /> : null}
              </div>
              <AboutEvent description={event.description} />
              <EventVenue event={event} />
              {asksQuestions(event) ? (
                <Suspense fallback={null}>
                  <TablePrepCard event={event} />
                </Suspense>
              ) : null}
              <EventMembers event={event} />
              {event.waitlist.count > 0 ? (
                <Suspense fallback={null}>
                  <EventWaitlist event={event} />
                </Suspense>
              ) : null}
              <EventReviews slug={event.slug} />
            </div>
          )}
        </ReadState>
        <CancelEventDialog event={toCancel} onClose={() => setToCancel(null)} />
      </main>
    </Container>
  );
}
