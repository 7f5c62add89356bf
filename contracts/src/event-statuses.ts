/**
 * The event statuses apart from the events' messages, so a screen that only reads events
 * (Messages opens the group rooms of the host's events, `event-list-check.ts`) does not
 * load the event screens' wording with them (docs/FIRST-LOAD.md). `event-messages.ts`
 * re-exports them.
 */

/** Event status (spec 001 §4). */
export const EVENT_STATUSES = ['pending', 'approved', 'cancelled', 'rejected', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
