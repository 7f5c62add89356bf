/**
 * When a notification was sent, as the spec words it (001 §2): 'Today • 9:41 AM' for
 * today's, 'Nov 03, 2026 • 9:41 AM' for earlier ones. Times are shown in the zone the
 * server grouped them in (the answer's `timezone`, docs/decisions/018), so an item under
 * Today never shows another day's date, and the text does not depend on the machine.
 */
const LOCALE = 'en-US';

export const TODAY_LABEL = 'Today';
const SEPARATOR = ' • ';

function zoneOrUndefined(timeZone: string | undefined) {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

// ICU puts a narrow no-break space before AM/PM; the spec's text has a plain space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function formatNotificationTime(sentAt: string, timeZone?: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(LOCALE, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zoneOrUndefined(timeZone),
    }).format(new Date(sentAt)),
  );
}

export function formatNotificationDate(sentAt: string, timeZone?: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(LOCALE, {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: zoneOrUndefined(timeZone),
    }).format(new Date(sentAt)),
  );
}

export type NotificationGroup = 'today' | 'earlier';

export function formatSentAt(sentAt: string, group: NotificationGroup, timeZone?: string): string {
  const day = group === 'today' ? TODAY_LABEL : formatNotificationDate(sentAt, timeZone);
  return `${day}${SEPARATOR}${formatNotificationTime(sentAt, timeZone)}`;
}
