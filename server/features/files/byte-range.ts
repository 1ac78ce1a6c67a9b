export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=…` of a file of `size` bytes (RFC 9110 §14.1.2): `start-end`, `start-` or
 * `-suffix`. Returns null when the header is absent or not a bytes range (send the whole file),
 * or 'unsatisfiable' (416). Several ranges are answered with the whole file, as the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return /^bytes=.*,/i.test(header) ? null : 'unsatisfiable';
  const [, first, last] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
