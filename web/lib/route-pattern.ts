/**
 * A wouter pattern as a RegExp: ':name' one segment, ':name?' an optional one, '*' the rest.
 * Shared by the browser (preloading the page being opened) and the build (which page's
 * scripts the server announces with the HTML), so both read patterns the same way.
 */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}
