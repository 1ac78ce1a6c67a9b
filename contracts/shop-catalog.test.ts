import { describe, expect, it } from 'vitest';
import { DRAWING_PHOTO_MAX_BYTES } from './drawing-photo';
import { addWorkingDays, ARTWORK_MAX_BYTES, deliveryDays, deliveryWindow, PRODUCT_TYPES, SHIPPING_REGIONS, shippingRegion, workingDays } from './shop-catalog';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('the delivery estimate', () => {
  it('finds each country its region, and every other country the last one', () => {
    expect(shippingRegion('DE').id).toBe('germany');
    expect(shippingRegion('fr').id).toBe('europe');
    expect(shippingRegion('GB').id).toBe('europe');
    expect(shippingRegion('US').id).toBe('north-america');
    expect(shippingRegion('JP').id).toBe('world');
    expect(SHIPPING_REGIONS.at(-1)!.countries).toEqual([]);
  });

  it('adds making and posting: a 7 inch frame to the US takes 9–17 working days', () => {
    expect(deliveryDays('animated-frame', 'US')).toEqual({ min: 9, max: 17 });
    expect(deliveryDays('custom-tshirt', 'DE')).toEqual({ min: 3, max: 7 });
    for (const product of PRODUCT_TYPES) {
      for (const region of SHIPPING_REGIONS) {
        const days = deliveryDays(product, region.countries[0] ?? 'JP');
        expect(days.min).toBeGreaterThan(0);
        expect(days.max).toBeGreaterThanOrEqual(days.min);
      }
    }
  });

  it('counts working days only, skipping the weekend', () => {
    // Friday 4 December 2026 + 1 working day is Monday 7 December.
    expect(isoDay(addWorkingDays(day('2026-12-04'), 1))).toBe('2026-12-07');
    expect(isoDay(addWorkingDays(day('2026-12-05'), 5))).toBe('2026-12-11');
    expect(isoDay(addWorkingDays(day('2026-12-07'), 0))).toBe('2026-12-07');
  });

  it('dates the window from the payment', () => {
    const window = deliveryWindow('custom-tshirt', 'DE', day('2026-11-30'));
    expect([isoDay(window.earliest), isoDay(window.latest)]).toEqual(['2026-12-03', '2026-12-09']);
  });

  it('writes a span of days', () => {
    expect(workingDays({ min: 3, max: 5 })).toBe('3–5 working days');
    expect(workingDays({ min: 2, max: 2 })).toBe('2 working days');
  });
});

describe('the artwork limit', () => {
  it('is the one limit of every drawing photo: 10 MB', () => {
    expect(ARTWORK_MAX_BYTES).toBe(DRAWING_PHOTO_MAX_BYTES);
    expect(ARTWORK_MAX_BYTES).toBe(10_485_760);
  });
});
