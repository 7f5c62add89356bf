import { uploadMediaResponseSchema } from '@friendly/contracts/chat';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/http';

/**
 * POST /api/chat/upload-media with the file as multipart field `file` (spec 001 §7):
 * answers the media's URL and kind. Failures are thrown for the caller to word
 * (uploadFailureMessage, spec 001 §8).
 */
export function useUploadMedia() {
  const { trigger } = useSWRMutation(
    '/chat/upload-media',
    (key: string, { arg }: { arg: File }) => {
      const form = new FormData();
      form.append('file', arg);
      return apiRequest(key, { method: 'POST', form, schema: uploadMediaResponseSchema });
    },
    { populateCache: false, revalidate: false },
  );
  return trigger;
}
