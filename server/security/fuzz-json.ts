import { HOSTILE_STRINGS, pick, randomString, WRONG_TYPES, type Random } from './fuzz-random.ts';
import type { FuzzInput } from './fuzz-urls.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Bodies no JSON parser should turn into a 500. */
const RAW_JSON: readonly { label: string; text: string }[] = [
  { label: 'invalid JSON: open brace', text: '{' },
  { label: 'invalid JSON: truncated', text: '{"a":' },
  { label: 'invalid JSON: single quotes', text: "{'a':1}" },
  { label: 'invalid JSON: trailing comma', text: '{"a":1,}' },
  { label: 'JSON null', text: 'null' },
  { label: 'JSON true', text: 'true' },
  { label: 'JSON number', text: '123' },
  { label: 'JSON string', text: '"text"' },
  { label: 'JSON string with lone surrogate', text: '"\\ud800"' },
  { label: 'JSON empty array', text: '[]' },
  { label: 'BOM before object', text: '\ufeff{}' },
  { label: 'whitespace only', text: '   ' },
  { label: 'empty body', text: '' },
  { label: 'prototype pollution', text: '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}' },
  { label: 'duplicate keys', text: '{"a":1,"a":{"b":2}}' },
];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

type Leaf = { path: (string | number)[] };

function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return path.length > 0 ? [{ path }] : [];
}

function replaced(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

const json = (label: string, url: string, body: unknown): FuzzInput => ({ label, url, payload: JSON.stringify(body), headers: JSON_HEADERS });

/** The values every field gets in turn; the other wrong types and HOSTILE_STRINGS come in the random bodies. */
export const PER_FIELD = [
  ...WRONG_TYPES.filter((t) => /^(null|huge number|true|empty array|empty object)$/.test(t.label)),
  ...HOSTILE_STRINGS.filter((s) => /^(NUL byte|lone high surrogate|lone low surrogate|huge string|not a uuid)/.test(s.label)),
];

/**
 * Hostile JSON bodies for one route, built around `base` (a request the route accepts): broken
 * syntax, wrong shapes, deep nesting, sizes at and past the body limit, every field replaced by
 * values of the wrong type and by unstorable text, unknown fields, and seeded random mixtures.
 */
export function jsonInputs(url: string, base: object, random: Random, thorough: boolean): FuzzInput[] {
  const inputs: FuzzInput[] = RAW_JSON.map((raw) => ({ label: raw.label, url, payload: raw.text, headers: JSON_HEADERS }));
  inputs.push(
    { label: 'deeply nested arrays', url, payload: deepArray(20_000), headers: JSON_HEADERS },
    { label: 'deeply nested objects', url, payload: deepObject(10_000), headers: JSON_HEADERS },
    json('array for object', url, [base]),
    json('body over the limit (2 MB)', url, { ...base, padding: 'a'.repeat(2_000_000) }),
    json('unknown fields', url, { ...base, unknownField: 'x', role: 'admin', userId: '00000000-0000-4000-8000-000000000000', isPaid: true }),
  );
  if (!thorough) return inputs;
  inputs.push(
    json('huge string just under the body limit', url, { ...base, padding: 'a'.repeat(1_000_000) }),
    json('10k unknown keys', url, Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
  );
  for (const leaf of leavesOf(base)) {
    const name = leaf.path.join('.');
    for (const hostile of PER_FIELD) inputs.push(json(`field ${name}: ${hostile.label}`, url, replaced(base, leaf.path, hostile.value)));
    inputs.push(json(`field ${name}: wrapped in an array`, url, replaced(base, leaf.path, [0])));
    inputs.push(json(`field ${name}: removed`, url, replaced(base, leaf.path, undefined)));
  }
  for (let i = 0; i < 8; i++) inputs.push(json(`random body #${i}`, url, randomBody(base, random)));
  return inputs;
}

/** `base` with a few fields swapped for random hostile values and a random extra field. */
function randomBody(base: object, random: Random): unknown {
  let body: unknown = structuredClone(base);
  for (const leaf of leavesOf(base)) {
    if (random() < 0.5) body = replaced(body, leaf.path, random() < 0.5 ? pick(random, HOSTILE_STRINGS).value : pick(random, WRONG_TYPES).value);
  }
  return { ...(body as object), [randomString(random, 8)]: randomString(random, Math.floor(random() * 200)) };
}

/** A body sent under the wrong, a missing or a nonsense content type. */
export function contentTypeInputs(url: string, base: object): FuzzInput[] {
  const text = JSON.stringify(base);
  return [
    { label: 'JSON as text/plain', url, payload: text, headers: { 'content-type': 'text/plain' } },
    { label: 'XML', url, payload: '<?xml version="1.0"?><a>1</a>', headers: { 'content-type': 'application/xml' } },
    { label: 'url-encoded form', url, payload: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'JSON in UTF-16', url, payload: Buffer.from(text, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
    { label: 'no content type', url, payload: Buffer.from(text) },
    { label: 'PNG bytes as JSON', url, payload: Buffer.from('89504e470d0a1a0a0000', 'hex'), headers: { 'content-type': 'application/json' } },
    { label: 'nonsense content type', url, payload: text, headers: { 'content-type': ';;;=;' } },
    { label: 'octet stream', url, payload: Buffer.alloc(64, 0), headers: { 'content-type': 'application/octet-stream' } },
  ];
}
