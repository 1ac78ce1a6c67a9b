/** The plan generator's seeded generator: a failing fuzz input is the same on every run. */
export { seededRandom } from '../providers/ai/local/plan/seeded-random.ts';

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A stable seed per route (a hash of its name), so adding a route does not change the inputs of the others. */
export { hashText as seedOf } from '../providers/ai/local/plan/seeded-random.ts';

/**
 * Strings that have broken servers before: NUL (Postgres text refuses it), lone UTF-16
 * surrogates (not encodable as UTF-8, so a driver or a JSON column chokes), sizes past any
 * column, control and direction characters, injection classics.
 */
export const HOSTILE_STRINGS: readonly { label: string; value: string }[] = [
  { label: 'NUL byte', value: 'a\u0000b' },
  { label: 'only NUL', value: '\u0000' },
  { label: 'lone high surrogate', value: 'x\ud800y' },
  { label: 'lone low surrogate', value: '\udfff' },
  { label: 'reversed surrogate pair', value: '\udc00\ud800' },
  { label: 'huge string (100k)', value: 'a'.repeat(100_000) },
  { label: 'empty string', value: '' },
  { label: 'whitespace', value: ' \t\n\r ' },
  { label: 'control characters', value: '\u0001\u0007\u001b[31m\u007f' },
  { label: 'bidi override and BOM', value: '\u202e\ufeffabc\u2028' },
  { label: 'emoji and combining marks', value: '👨‍👩‍👧 Z̤͔ͧ̑̓ä' },
  { label: 'SQL quote', value: "' OR 1=1 --" },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'not a uuid', value: 'not-a-uuid' },
  { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { label: 'number-like', value: '1e309' },
];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'huge number', value: 1e308 },
  { label: 'fraction', value: 0.5 },
  { label: 'true', value: true },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  { label: 'array of objects', value: [{ a: 1 }] },
];

export function randomString(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    // Mostly ASCII, now and then any UTF-16 unit, surrogates included.
    text += String.fromCharCode(random() < 0.8 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 0x10000));
  }
  return text;
}

/** UTF-8, except that a lone surrogate becomes its 3-byte (WTF-8) form instead of U+FFFD: as a raw client can send it. */
export function wtf8(text: string): Buffer {
  const bytes: Buffer[] = [];
  for (const char of text) {
    const unit = char.charCodeAt(0);
    const lone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    bytes.push(lone ? Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]) : Buffer.from(char, 'utf8'));
  }
  return Buffer.concat(bytes);
}
