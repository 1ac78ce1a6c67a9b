import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test-fixtures';
import { configurationLabel, configuratorPath } from './order-details';
import { isPaidStatus, ORDER_STATUS } from './order-status';

describe('order details', () => {
  it('names what the parent chose', () => {
    expect(configurationLabel(orderFixture())).toBe('7 inch Digital Frame');
    expect(configurationLabel(orderFixture({ configuration: { size: '5inch' } }))).toBe('5 inch Digital Frame');
    expect(configurationLabel(orderFixture({ configuration: { size: '5inch', displayName: ' Mia ' } }))).toBe('5 inch Digital Frame · “Mia”');
    expect(configurationLabel(orderFixture({ productType: 'custom-tshirt', configuration: { size: 'L', color: 'black' } }))).toBe('Size L · Black');
  });

  it('cancels back to the right configurator, which keeps the upload', () => {
    expect(configuratorPath('animated-frame')).toBe('/configure/frame?cancelled=1');
    expect(configuratorPath('custom-tshirt')).toBe('/configure/tshirt?cancelled=1');
  });

  it('has a badge label for every status; only pending is unpaid', () => {
    expect(Object.values(ORDER_STATUS).map((s) => s.label)).toEqual(['Pending', 'Paid', 'Fulfilled', 'Shipped']);
    expect(isPaidStatus('pending')).toBe(false);
    expect(['paid', 'fulfilled', 'shipped'].every((s) => isPaidStatus(s as 'paid'))).toBe(true);
  });
});
