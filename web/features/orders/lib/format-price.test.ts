import { describe, expect, it } from 'vitest';
import { FRAME_SIZES, TSHIRT_PRICE_CENTS } from '../../../../contracts/shop';
import { formatPrice } from './format-price';

describe('formatPrice (cents → dollars, spec 001 §9)', () => {
  it('shows the shop prices with two decimals', () => {
    expect(formatPrice(FRAME_SIZES['7inch'].priceCents)).toBe('$79.00');
    expect(formatPrice(FRAME_SIZES['5inch'].priceCents)).toBe('$49.00');
    expect(formatPrice(TSHIRT_PRICE_CENTS)).toBe('$39.00');
  });

  it('keeps cents and zero', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(0)).toBe('$0.00');
  });
});
