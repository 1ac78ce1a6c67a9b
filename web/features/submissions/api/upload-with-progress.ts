import { throwIfNotOk } from '@/lib/api';

/**
 * uploadForm (web/lib/upload-form.ts) that also reports how much of the body has gone out, in
 * whole percent: XMLHttpRequest is the one browser API that does. Answers as uploadForm does:
 * the Response, ApiError for a non-OK one, and a TypeError when no answer came, as fetch would.
 */
export function uploadFormWithProgress(url: string, form: FormData, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      const contentType = xhr.getResponseHeader('content-type');
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: contentType ? { 'content-type': contentType } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.send(form);
  }).then(async (res) => {
    await throwIfNotOk(res);
    return res;
  });
}
