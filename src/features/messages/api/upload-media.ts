import { apiRequest } from '../../../api/http';
import { useApiMutation } from '../../../api/mutation';

const uploadMediaSchema = () => import('@friendly/contracts/chat').then((m) => m.uploadMediaResponseSchema);

/**
 * POST /api/chat/upload-media with the file as multipart field `file` (spec 001 §7):
 * answers the media's URL and kind. Failures are thrown for the caller to word
 * (uploadFailureMessage, spec 001 §8).
 */
export function useUploadMedia() {
  return useApiMutation('/chat/upload-media', (file: File) => {
    const form = new FormData();
    form.append('file', file);
    // The contract (and zod) loads with the first upload, not with the screen.
    return apiRequest('/chat/upload-media', { method: 'POST', form, schema: uploadMediaSchema });
  });
}
