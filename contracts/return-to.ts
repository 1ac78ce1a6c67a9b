// Kept free of zod so the browser's initial bundle can use it.

const BASE = 'http://kritzel.invalid';

/**
 * A return path is honoured only if it is a same-origin relative path.
 * Refuses `//evil.com`, `/\evil`, `https://…`, control characters and anything
 * that does not start with a single `/`. Shared by the server's /api/login and the
 * browser's sign-in page, so both refuse the same things.
 */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || isProtocolRelative(value)) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines while parsing URLs.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    // Dot segments resolve into a fresh `//` ("/.//evil.com" → "//evil.com"), which a browser
    // would follow to another host; collapsing repeated slashes keeps the path on this site.
    const path = url.pathname.replace(/\/{2,}/g, '/') + url.search + url.hash;
    return isProtocolRelative(path) ? fallback : path;
  } catch {
    return fallback;
  }
}

function isProtocolRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}
