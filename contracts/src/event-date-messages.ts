/**
 * The event date checks' messages, apart from the date library and the other event
 * messages: `dates.ts` (on every screen that shows a date) and `event-messages.ts` (on the
 * event screens) both take them from here, so neither carries the other (docs/decisions/085).
 */

/** Exact messages of the event date checks (spec 001 §5). */
export const EVENT_DATE_MESSAGES = {
  dateRequired: 'Date is required',
  dateInPast: 'Date cannot be in the past',
  // Ours, in the same words (docs/decisions/102): today's date with a start already gone.
  startInPast: 'Start time cannot be in the past',
  standardTooSoon: 'Open-to-All events must be at least 20 days after creation. Please select a later date.',
  standardDateMissing: 'Please select a date in Step 1.',
} as const;
