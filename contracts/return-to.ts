// Kept free of zod so the browser's initial bundle can use it.

/**
 * A return path is honoured only if it is a same-origin relative path.
 * Refuses `//evil.com`, `/\evil`, `https://…`, control characters and anything
 * that does not start with a single `/`. Shared by the server's /api/login and the
 * browser's sign-in page, so both refuse the same things.
 */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines while parsing URLs.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://kritzel.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
