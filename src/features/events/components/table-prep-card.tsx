import { EVENT_MESSAGES } from '@friendly/contracts/event-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { isAsked, QUESTION_MESSAGES } from '@friendly/contracts/questions';
import { Card, Heading } from '@friendly/ui';
import { useId } from 'react';

type TablePrepOfEvent = Pick<EventDetail, 'guest_questions' | 'table_prep'>;

/** '2 vegetarian' as its number and its words, so the numbers line up down the list. */
function splitCount({ label, count }: { label: string; count: number }) {
  const number = `${count} `;
  return label.startsWith(number) ? label.slice(number.length) : label;
}

/**
 * Event details' Table prep card, for the host alone (docs/decisions/154): the summary line
 * ('2 vegetarian · 1 allergy · 1 step-free access'), the counts, then who answered what.
 * Nothing for an event that asks no questions; 'No answers yet.' until a guest answers.
 * The server words it all; this only lays it out, so the details' first load stays small.
 */
export function TablePrepCard({ event }: { event: TablePrepOfEvent }) {
  const headingId = useId();
  const whoId = useId();
  if (!isAsked(event.guest_questions)) return null;
  const { summary, counts, guests } = event.table_prep;
  const answered = counts.length > 0 || guests.length > 0;
  return (
    <Card asChild variant="outlined">
      <section aria-labelledby={headingId} data-testid="table-prep" className="grid gap-4">
        <div className="grid gap-1">
          <Heading level={2} size="md" id={headingId}>
            {QUESTION_MESSAGES.tablePrep}
          </Heading>
          <p className="text-ink-600 text-sm">{QUESTION_MESSAGES.privateHint}</p>
        </div>
        {!answered ? (
          <p className="text-ink-700">{QUESTION_MESSAGES.nobodyAnswered}</p>
        ) : (
          <>
            {summary ? (
              <p data-testid="table-prep-summary" className="font-semibold text-ink-900 text-lg">
                {summary}
              </p>
            ) : null}
            {counts.length > 0 ? (
              <ul aria-label={QUESTION_MESSAGES.tablePrepCounts} className="flex flex-wrap gap-2">
                {counts.map((count) => (
                  <li
                    key={count.key}
                    className="flex items-baseline gap-1.5 rounded-xl bg-brand-50 px-3 py-1.5 text-ink-800"
                  >
                    <span className="font-bold text-brand-800 text-lg tabular-nums">{count.count}</span>{' '}
                    <span className="text-sm">{splitCount(count)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {guests.length > 0 ? (
              <div className="grid gap-2">
                <Heading level={3} size="sm" id={whoId}>
                  {QUESTION_MESSAGES.tablePrepWho}
                </Heading>
                <ul aria-labelledby={whoId} className="grid divide-y divide-ink-100">
                  {guests.map((guest) => (
                    <li key={guest.user_id} className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0">
                      <p className="font-medium text-ink-900">
                        {guest.name ?? EVENT_MESSAGES.memberFallbackName}
                      </p>
                      <ul className="grid gap-0.5 text-ink-700 text-sm [overflow-wrap:anywhere]">
                        {guest.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}
