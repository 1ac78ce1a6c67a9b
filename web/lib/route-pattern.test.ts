import { describe, expect, it } from 'vitest';
import { patternToRegExp } from './route-pattern';

describe('patternToRegExp', () => {
  it("matches the route table's kinds of patterns the way wouter does", () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/shop')).toBe(false);
    expect(patternToRegExp('/plans/:planId').test('/plans/abc')).toBe(true);
    expect(patternToRegExp('/plans/:planId').test('/plans/abc/setup')).toBe(false);
    expect(patternToRegExp('/submit-challenge/:planId?/:weekNumber?').test('/submit-challenge')).toBe(true);
    expect(patternToRegExp('/submit-challenge/:planId?/:weekNumber?').test('/submit-challenge/p/3')).toBe(true);
    expect(patternToRegExp('/admin/*').test('/admin/anything/here')).toBe(true);
    expect(patternToRegExp('/shop').test('/shop/')).toBe(true);
    expect(patternToRegExp('/shop').test('/shopping')).toBe(false);
  });
});
