import {
  CALENDAR_MEDIA_TYPE,
  CALENDAR_MESSAGES,
  calendarFileName,
  googleCalendarLink,
} from '@friendly/contracts/calendar-messages';
import type { EventDetail } from '@friendly/contracts/event-views';
import { Button } from '@friendly/ui';
import { useState } from 'react';
import { failureMessage } from '../../../api/http';
import { eventDetailsPath } from '../../../lib/paths';

type CalendarEvent = Pick<
  EventDetail,
  'id' | 'slug' | 'title' | 'description' | 'location' | 'starts_at' | 'ends_at' | 'time_zone'
>;

/**
 * "Add to calendar" (the host's .ics file of the event) and "Add to Google Calendar" on
 * Event details (docs/decisions/150). The download's code loads on the first click, so the
 * details' first load carries only the two controls (docs/FIRST-LOAD.md).
 */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadApiFile } = await import('../../../api/download-file');
      await downloadApiFile(
        `/event/${event.id}/calendar.ics`,
        calendarFileName(event.slug),
        CALENDAR_MEDIA_TYPE,
      );
    } catch (error) {
      // The toast's code comes with the first failure, off the details' first load.
      const { toast } = await import('../../../lib/toast');
      toast.error(failureMessage(error, { fallback: CALENDAR_MESSAGES.downloadFailed }));
    } finally {
      setBusy(false);
    }
  };
  const detailsUrl =
    typeof window === 'undefined' ? undefined : `${window.location.origin}${eventDetailsPath(event.slug)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" busy={busy} onClick={download}>
        {CALENDAR_MESSAGES.addToCalendar}
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href={googleCalendarLink(event, detailsUrl)} target="_blank" rel="noopener noreferrer">
          {CALENDAR_MESSAGES.addToGoogleCalendar}
          <span className="sr-only"> {CALENDAR_MESSAGES.opensInNewTab}</span>
        </a>
      </Button>
    </div>
  );
}
