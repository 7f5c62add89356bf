import { type EventDetailResponse, eventSaveResponseSchema } from '@friendly/contracts/event-views';
import { eventsKey } from '../../../api/host-events';
import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';
import { sendWithProgress } from '../../../api/upload-progress';
import { eventDetailKey } from './get-event-detail';

export type SaveEventArgs = {
  /** The multipart body (spec 001 §7). */
  body: FormData;
  /** The share of the body sent so far (0–1), for large images. */
  onProgress?: (sent: number) => void;
};

/**
 * POST /api/event (create) or POST /api/event/{id} (update, `_method` POST in the body):
 * multipart with the images (spec 001 §7). My Events is fetched again, and the event's
 * detail is written from the answer under its slug and id. Failures are thrown for the
 * form to lay on its fields and word (spec 001 §8).
 */
export function useSaveEvent(eventId: number | null) {
  const path = eventId == null ? '/event' : `/event/${eventId}`;
  return useApiMutation(
    eventsKey,
    (arg: SaveEventArgs) =>
      apiRequest(path, {
        method: 'POST',
        form: arg.body,
        schema: eventSaveResponseSchema,
        ...(arg.onProgress ? { send: sendWithProgress(arg.onProgress) } : {}),
      }),
    {
      revalidate: true,
      onSuccess: (answer: EventDetailResponse, cache) => {
        void cache(eventDetailKey(answer.data.slug), answer, { revalidate: false });
        void cache(eventDetailKey(String(answer.data.id)), answer, { revalidate: false });
      },
    },
  );
}
