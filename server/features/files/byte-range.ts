import rangeParser from 'range-parser';

export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of a file of `size` bytes, parsed by range-parser
 * (the parser Express and `send` use). null: send the whole file — no header, another unit than
 * bytes, a header that does not parse, or several ranges (RFC 9110 §14.2 lets a server ignore
 * Range); 'unsatisfiable': a 416.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const { start, end } = ranges[0]!;
  return { start, end };
}
