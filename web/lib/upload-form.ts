import { throwIfNotOk } from './api-error';

/**
 * A multipart call with apiRequest's conventions: the session cookie goes along, the browser
 * sets the multipart boundary itself, and a non-OK response throws ApiError.
 */
export async function uploadForm(url: string, form: FormData, method = 'POST'): Promise<Response> {
  const res = await fetch(url, { method, body: form, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}
