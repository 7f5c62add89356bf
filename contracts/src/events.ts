import { z } from 'zod';
import { EVENT_STATUSES } from './event-messages';

/**
 * Events (document 001): their kinds, statuses and labels, and the exact messages of the
 * event screens (§5, §8), which live without zod in `event-messages.ts` (docs/decisions/085). The
 * form's rules live in `event-form.ts`, the answers' shapes in `event-views.ts`.
 */
export * from './event-messages';

/** Event status (spec 001 §4). */
export const eventStatusSchema = z.enum(EVENT_STATUSES);
