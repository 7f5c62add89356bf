import { CALENDAR_FEED_MESSAGES } from '@friendly/contracts/calendar';
import { Button, Card, ConfirmDialog, ErrorState, Heading, Input, Label, Skeleton } from '@friendly/ui';
import { useId, useState } from 'react';
import { failureMessage } from '../../../api/http';
import { toast } from '../../../lib/toast';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';

/**
 * My Profile's "Calendar feed" (docs/decisions/150): the host's private feed link in a
 * read-only field with Copy, what it is for, and "Get a new link", confirmed first since
 * the old link stops working at once.
 */
export function CalendarFeedCard() {
  const headingId = useId();
  const fieldId = useId();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.data.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_FEED_MESSAGES.copied);
    } catch {
      toast.error(CALENDAR_FEED_MESSAGES.copyFailed);
    }
  };
  const renew = async () => {
    try {
      await rotate.trigger();
      toast.success(CALENDAR_FEED_MESSAGES.rotated);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <Card asChild padding="lg" className="grid gap-4 max-sm:p-5">
      <section aria-labelledby={headingId}>
        <Heading level={2} size="md" id={headingId}>
          {CALENDAR_FEED_MESSAGES.feedTitle}
        </Heading>
        <p className="text-ink-700 text-sm">{CALENDAR_FEED_MESSAGES.feedExplanation}</p>
        {feed.error ? (
          <ErrorState
            size="inline"
            title={failureMessage(feed.error, { fallback: CALENDAR_FEED_MESSAGES.feedLoadFailed })}
            action={
              <Button variant="outline" onClick={() => void feed.mutate()}>
                Try Again
              </Button>
            }
          />
        ) : url ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor={fieldId}>{CALENDAR_FEED_MESSAGES.feedUrlLabel}</Label>
              <div className="flex flex-wrap gap-2">
                <Input
                  id={fieldId}
                  readOnly
                  value={url}
                  className="min-w-0 flex-1 basis-56 font-mono text-sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={copy}>
                  {CALENDAR_FEED_MESSAGES.copy}
                </Button>
              </div>
            </div>
            <div>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {CALENDAR_FEED_MESSAGES.rotate}
              </Button>
            </div>
          </>
        ) : (
          <div className="grid gap-2" role="status" aria-label={CALENDAR_FEED_MESSAGES.feedLoading}>
            <Skeleton className="w-48" />
            <Skeleton shape="block" className="h-11 w-full" />
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={CALENDAR_FEED_MESSAGES.rotateTitle}
          message={CALENDAR_FEED_MESSAGES.rotateBody}
          cancelLabel={CALENDAR_FEED_MESSAGES.rotateCancel}
          confirmLabel={CALENDAR_FEED_MESSAGES.rotateConfirm}
          confirmVariant="danger"
          onConfirm={renew}
        />
      </section>
    </Card>
  );
}
