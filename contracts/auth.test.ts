import { expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

it.each([
  ['/dashboard', '/dashboard'],
  ['/plans/1?tab=x#top', '/plans/1?tab=x#top'],
  ['//evil.com', '/dashboard'],
  ['///evil.com', '/dashboard'],
  ['/\\evil.com', '/dashboard'],
  ['/\t/evil.com', '/dashboard'],
  // Dot segments that resolve into a protocol-relative "//evil.com" (issue 16, finding 7).
  ['/.//evil.com', '/evil.com'],
  ['/a/..//evil.com', '/evil.com'],
  ['/%2e//evil.com?x=1', '/evil.com?x=1'],
  ['https://evil.com', '/dashboard'],
  ['evil.com', '/dashboard'],
  [undefined, '/dashboard'],
  [42, '/dashboard'],
])('safeReturnTo(%j) is %j', (input, expected) => {
  expect(safeReturnTo(input)).toBe(expected);
});
