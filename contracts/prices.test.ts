import { describe, expect, it } from 'vitest';
import {
  FRAME_PRICE_CENTS,
  formatPrice,
  formatShortPrice,
  fromPriceCents,
  PLAN_PRICE_CENTS,
  PRODUCT_PRICES_CENTS,
  productPriceCents,
  TSHIRT_PRICE_CENTS,
} from './prices';
import { FRAME_SIZES, PRODUCT_TYPES, TSHIRT_COLORS, TSHIRT_SIZES } from './shop-catalog';

describe('the one price list', () => {
  it('holds the spec prices: plan $49; frame $49 (5 inch) and $79 (7 inch); t-shirt $39', () => {
    expect(PLAN_PRICE_CENTS).toBe(4900);
    expect(FRAME_PRICE_CENTS).toEqual({ '5inch': 4900, '7inch': 7900 });
    expect(TSHIRT_PRICE_CENTS).toBe(3900);
  });

  it('prices every product and every frame size the catalogue offers, and nothing else', () => {
    expect(Object.keys(PRODUCT_PRICES_CENTS).sort()).toEqual([...PRODUCT_TYPES].sort());
    expect(Object.keys(FRAME_PRICE_CENTS).sort()).toEqual(Object.keys(FRAME_SIZES).sort());
  });

  it('says "from" with the cheapest way to buy each product', () => {
    // The shop once said "from $79" while the 5 inch frame cost $49.
    expect(fromPriceCents('animated-frame')).toBe(4900);
    expect(fromPriceCents('animated-frame')).toBe(Math.min(...Object.values(FRAME_PRICE_CENTS)));
    expect(fromPriceCents('custom-tshirt')).toBe(3900);
    for (const size of Object.keys(FRAME_PRICE_CENTS) as (keyof typeof FRAME_PRICE_CENTS)[]) {
      expect(productPriceCents({ productType: 'animated-frame', configuration: { size } })).toBeGreaterThanOrEqual(fromPriceCents('animated-frame'));
    }
  });

  it('charges a configured keepsake what the list says, whatever the t-shirt size and colour', () => {
    expect(productPriceCents({ productType: 'animated-frame', configuration: { size: '5inch' } })).toBe(4900);
    expect(productPriceCents({ productType: 'animated-frame', configuration: { size: '7inch' } })).toBe(7900);
    for (const size of Object.keys(TSHIRT_SIZES)) {
      for (const color of TSHIRT_COLORS) expect(productPriceCents({ productType: 'custom-tshirt', configuration: { size, color } })).toBe(3900);
    }
  });

  it.each([
    [4900, '$49.00', '$49'],
    [7900, '$79.00', '$79'],
    [3900, '$39.00', '$39'],
    [1250, '$12.50', '$12.50'],
    [5, '$0.05', '$0.05'],
    [0, '$0.00', '$0'],
  ])('%i cents → %s on an order, %s in running text', (cents, order, short) => {
    expect(formatPrice(cents)).toBe(order);
    expect(formatShortPrice(cents)).toBe(short);
  });
});
