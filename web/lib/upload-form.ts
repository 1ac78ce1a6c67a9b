/**
 * A multipart call with apiRequest's conventions: the session cookie goes along, the browser
 * sets the multipart boundary itself, and a non-OK response becomes
 * Error("<status>: <body text>") (or the status text when the body is empty).
 */
export async function uploadForm(url: string, form: FormData, method = 'POST'): Promise<Response> {
  const res = await fetch(url, { method, body: form, credentials: 'include' });
  if (!res.ok) {
    const bodyText = await res.text();
    throw new Error(`${res.status}: ${bodyText || res.statusText}`);
  }
  return res;
}
