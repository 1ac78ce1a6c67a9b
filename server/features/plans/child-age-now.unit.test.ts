import { expect, it } from 'vitest';
import { childAgeNow } from './child-age-now.ts';

it("adds the months since setup to the child's age at setup", () => {
  const setupCompletedAt = new Date('2026-01-15T10:00:00Z');
  expect(childAgeNow({ baselineChildAge: 62, setupCompletedAt }, new Date('2026-01-20T10:00:00Z'))).toBe(62);
  expect(childAgeNow({ baselineChildAge: 62, setupCompletedAt }, new Date('2026-04-20T10:00:00Z'))).toBe(65);
  expect(childAgeNow({ baselineChildAge: 62, setupCompletedAt }, new Date('2027-01-16T10:00:00Z'))).toBe(74);
});

it('knows no age when setup recorded none, and never counts backwards', () => {
  expect(childAgeNow({ baselineChildAge: null, setupCompletedAt: new Date() })).toBeUndefined();
  expect(childAgeNow({ baselineChildAge: 40, setupCompletedAt: new Date('2030-01-01T00:00:00Z') }, new Date('2026-01-01T00:00:00Z'))).toBe(40);
  expect(childAgeNow({ baselineChildAge: 40, setupCompletedAt: null })).toBe(40);
});
