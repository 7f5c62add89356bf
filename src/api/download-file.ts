import { apiRequest, type Sender } from './http';

/**
 * Downloads a file the API answers (a calendar file, docs/decisions/150) through the app's
 * one HTTP client: the bearer token from storage, a 401 ending the session, an error
 * answer worded as any other (ApiRequestError). The session lives in storage, not in a
 * cookie, so a plain link could not carry it: the file is fetched, then saved from a blob.
 */
export async function downloadApiFile(path: string, fileName: string, accept: string) {
  let file: Blob | null = null;
  const send: Sender = async (url, init) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...init.headers, accept: `${accept}, application/json` },
    });
    if (!response.ok) return response;
    file = await response.blob();
    // The answer is the file, not JSON: apiRequest reads a success.
    return { status: response.status, json: async () => ({ status: true }) };
  };
  await apiRequest(path, { send });
  if (file) saveBlob(file, fileName);
}

function saveBlob(file: Blob, fileName: string) {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
