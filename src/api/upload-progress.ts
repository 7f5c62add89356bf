import type { Sender } from './http';

/**
 * A sender for `apiRequest` that reports how much of a body has gone (0–1), for large
 * uploads: XMLHttpRequest has upload events, fetch has none. Answers like fetch does. In a
 * module of its own, so only the screens that upload carry it.
 */
export function sendWithProgress(onProgress: (sent: number) => void): Sender {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () =>
        resolve({ status: request.status, json: async () => JSON.parse(request.responseText) as unknown });
      request.onerror = () => reject(new TypeError('Network request failed'));
      request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
