import { formatTodayOrDateTime } from '@friendly/contracts/dates';

/** The two groups the server answers (`data.today`, `data.earlier`). */
export type NotificationGroup = 'today' | 'earlier';

/**
 * When a notification was sent, as the spec words it (001 §2): 'Today • 9:41 AM' under
 * Today, 'Nov 03, 2026 • 9:41 AM' under Earlier. Times are shown in the zone the server
 * grouped them in (the answer's `timezone`, docs/decisions/018); the format itself lives
 * in @friendly/contracts (docs/decisions/067).
 */
export function formatSentAt(sentAt: string, group: NotificationGroup, timeZone?: string): string {
  return formatTodayOrDateTime(sentAt, group === 'today', timeZone);
}
