import { HOSTILE_STRINGS, randomString, wtf8, type Random } from './fuzz-random.ts';

export type FuzzInput = { label: string; url: string; payload?: string | Buffer; headers?: Record<string, string> };

/** Percent-encodes any text, lone surrogates too (as their WTF-8 bytes, which encodeURIComponent refuses). */
export function encodeLoose(text: string): string {
  return [...wtf8(text)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** Already encoded: what a hand-written client or an attacker may put in a URL. */
const RAW_SEGMENTS: readonly { label: string; value: string }[] = [
  { label: 'encoded NUL', value: '%00' },
  { label: 'overlong NUL', value: '%C0%80' },
  { label: 'lone surrogate bytes', value: '%ED%A0%80' },
  { label: 'bare percent', value: '%' },
  { label: 'bad percent escape', value: '%zz' },
  { label: 'encoded slash traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'integer', value: '1' },
  { label: 'negative', value: '-1' },
  { label: 'long segment', value: 'a'.repeat(2_000) },
];

const hostileSegments = (random: Random) => [
  ...RAW_SEGMENTS,
  ...HOSTILE_STRINGS.filter((s) => s.value.length < 1_000 && s.value !== '').map((s) => ({ label: s.label, value: encodeLoose(s.value) })),
  { label: 'random text', value: encodeLoose(randomString(random, 24)) },
];

/**
 * Every path parameter (and a wildcard's tail) replaced in turn by hostile text, the others
 * kept as in `baseUrl` so the request still reaches the route.
 */
export function pathInputs(pattern: string, baseUrl: string, random: Random): FuzzInput[] {
  const [basePath = '', baseQuery] = baseUrl.split('?');
  const patternParts = pattern.split('/');
  const baseParts = basePath.split('/');
  const query = baseQuery ? `?${baseQuery}` : '';
  const inputs: FuzzInput[] = [];
  patternParts.forEach((part, index) => {
    if (!part.startsWith(':') && part !== '*') return;
    for (const segment of hostileSegments(random)) {
      const parts = [...baseParts];
      parts[index] = segment.value;
      inputs.push({ label: `path ${part}: ${segment.label}`, url: parts.join('/') + query });
    }
  });
  return inputs;
}

/** The few values an unknown query key gets: a route that reads no query should never look at it. */
const UNKNOWN_KEY_VALUES = /NUL|surrogate|bad percent/;

/** The route's own query keys (every hostile value), an unknown one and a prototype key (a few), and odd shapes. */
export function queryInputs(baseUrl: string, queryKeys: string[], random: Random): FuzzInput[] {
  const [path = '', baseQuery = ''] = baseUrl.split('?');
  const keep = baseQuery ? `${baseQuery}&` : '';
  const inputs: FuzzInput[] = [];
  for (const key of [...queryKeys, 'unknownField', '__proto__']) {
    const own = queryKeys.includes(key);
    for (const segment of hostileSegments(random)) {
      if (own || UNKNOWN_KEY_VALUES.test(segment.label))
        inputs.push({ label: `query ${key}: ${segment.label}`, url: `${path}?${keep}${key}=${segment.value}` });
    }
    inputs.push({ label: `query ${key}: repeated`, url: `${path}?${keep}${key}=1&${key}=2` });
    inputs.push({ label: `query ${key}: bracket array`, url: `${path}?${keep}${key}[]=1&${key}[]=2` });
    inputs.push({ label: `query ${key}: bracket object`, url: `${path}?${keep}${key}[a][b]=1` });
  }
  inputs.push({ label: 'query: constructor.prototype', url: `${path}?constructor[prototype][admin]=true` });
  inputs.push({ label: 'query: no key', url: `${path}?=&&=x` });
  return inputs;
}
