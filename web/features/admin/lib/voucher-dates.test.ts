import { describe, expect, it } from 'vitest';
import { formatExpiry, isExpired, todayForDateInput } from './voucher-dates';

describe('voucher dates', () => {
  it('shows the picked day, whatever the time zone', () => {
    expect(formatExpiry('2030-01-31T23:59:59.999Z')).toBe('Jan 31, 2030');
  });

  it('knows a past expiry, and that no expiry never expires', () => {
    const now = Date.parse('2030-02-01T00:00:00Z');
    expect(isExpired('2030-01-31T23:59:59.999Z', now)).toBe(true);
    expect(isExpired('2030-02-02T00:00:00Z', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it('gives today for the date input', () => {
    expect(todayForDateInput(new Date('2030-05-06T12:00:00Z'))).toBe('2030-05-06');
  });
});
