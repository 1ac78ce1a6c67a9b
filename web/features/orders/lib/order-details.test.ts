import { describe, expect, it } from 'vitest';
import { i18nStore } from '@/i18n/i18n-store';
import { orderFixture } from '../test-fixtures';
import { orderTitleIn } from '../../../../contracts/shop';
import { configurationLabel, configuratorPath } from './order-details';
import { isPaidStatus, ORDER_STATUS } from './order-status';

describe('order details', () => {
  it('names what the parent chose', () => {
    const { t } = i18nStore.get();
    expect(configurationLabel(orderFixture(), t)).toBe('7 inch Digital Frame');
    expect(configurationLabel(orderFixture({ configuration: { size: '5inch' } }), t)).toBe('5 inch Digital Frame');
    expect(configurationLabel(orderFixture({ configuration: { size: '5inch', displayName: ' Mia ' } }), t)).toBe('5 inch Digital Frame · “Mia”');
    expect(configurationLabel(orderFixture({ productType: 'custom-tshirt', configuration: { size: 'L', color: 'black' } }), t)).toBe('Size L · Black');
  });

  it("titles an order as the administrator's record does, in the page language", () => {
    const { t } = i18nStore.get();
    expect(orderTitleIn(t, orderFixture())).toBe('Digital Art Frame - 7 inch Digital Frame');
    expect(orderTitleIn(t, orderFixture({ configuration: { size: '5inch', displayName: "Ida's castle" } }))).toBe("Digital Art Frame - Ida's castle");
    expect(orderTitleIn(t, orderFixture({ productType: 'custom-tshirt', configuration: { size: 'L', color: 'black' } }))).toBe('Custom Art T-Shirt - L, black');
  });

  it('cancels back to the right configurator, which keeps the upload', () => {
    expect(configuratorPath('animated-frame')).toBe('/configure/frame?cancelled=1');
    expect(configuratorPath('custom-tshirt')).toBe('/configure/tshirt?cancelled=1');
  });

  it('has a badge label for every status; only pending is unpaid', () => {
    expect(Object.values(ORDER_STATUS).map((s) => i18nStore.get().t(s.label))).toEqual(['Pending', 'Paid', 'Fulfilled', 'Shipped']);
    expect(isPaidStatus('pending')).toBe(false);
    expect(['paid', 'fulfilled', 'shipped'].every((s) => isPaidStatus(s as 'paid'))).toBe(true);
  });
});
