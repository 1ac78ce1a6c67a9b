/** better-auth's cookies carry this prefix (server/features/auth/auth.ts cookiePrefix), with __Secure- over HTTPS. */
const AUTH_COOKIE = /^(__Secure-)?kritzel\./;

/**
 * Set-Cookie headers that make the browser drop every sign-in cookie it sent. The session rows
 * are already gone, so the cookies would be refused anyway; this just tidies the browser.
 */
export function expiredSessionCookies(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  const names = cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => AUTH_COOKIE.test(name));
  return [...new Set(names)].map(
    (name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
}
