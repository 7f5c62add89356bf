import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/**
 * Records a provider's event by its id; false when it was recorded before (a redelivery).
 * Two deliveries at once wait on the id's row, and the second sees a duplicate.
 */
export async function recordWebhookEvent(db: Database, event: typeof webhookEvents.$inferInsert) {
  const [fresh] = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return Boolean(fresh);
}
