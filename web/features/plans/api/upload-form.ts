/**
 * A multipart call with apiRequest's conventions: the session cookie goes along, the browser
 * sets the boundary, and a non-OK response becomes Error("<status>: <body text>").
 * (The same helper lives in free-analysis; a shared one in web/lib would serve both.)
 */
export async function uploadForm(url: string, form: FormData): Promise<Response> {
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) {
    const bodyText = await res.text();
    throw new Error(`${res.status}: ${bodyText || res.statusText}`);
  }
  return res;
}
