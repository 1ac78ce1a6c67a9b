import { describe, expect, it } from 'vitest';
import { productPriceCents } from '../../../../contracts/prices';
import { SHOP_MESSAGES } from '../../../../contracts/shop';
import { frameCheckoutRequest, frameSummary, tshirtCheckoutRequest, tshirtSummary } from './order-summary';

describe('frame summary', () => {
  it('names the size and charges $49 for 5 inch, $79 for 7 inch', () => {
    expect(frameSummary({ size: '5inch' })).toEqual({
      productName: 'Animated Digital Frame',
      lines: [{ label: 'Size', value: '5 inch Digital Frame' }],
      priceCents: 4900,
    });
    expect(frameSummary({ size: '7inch' }).priceCents).toBe(7900);
  });

  it('shows a display name only when one was typed', () => {
    expect(frameSummary({ size: '7inch', displayName: '  Mia  ' }).lines).toContainEqual({ label: 'Display name', value: 'Mia' });
    expect(frameSummary({ size: '7inch', displayName: '   ' }).lines).toHaveLength(1);
  });
});

describe('t-shirt summary', () => {
  it('names size and colour at $39', () => {
    expect(tshirtSummary({ size: 'XL', color: 'black' })).toEqual({
      productName: 'Custom Art T-Shirt',
      lines: [
        { label: 'Size', value: 'XL' },
        { label: 'Colour', value: 'Black' },
      ],
      priceCents: 3900,
    });
  });
});

describe('checkout requests', () => {
  it('sends the price in cents the server computes too', () => {
    const frame = frameCheckoutRequest('/objects/a', { size: '5inch', displayName: '' });
    expect(frame).toEqual({ productType: 'animated-frame', imageUrl: '/objects/a', configuration: { size: '5inch' }, price: 4900 });
    if ('problem' in frame) throw new Error('unexpected');
    expect(frame.price).toBe(productPriceCents(frame as Parameters<typeof productPriceCents>[0]));

    expect(frameCheckoutRequest('/objects/a', { size: '7inch', displayName: ' Sunny ' })).toMatchObject({
      configuration: { size: '7inch', displayName: 'Sunny' },
      price: 7900,
    });
    expect(tshirtCheckoutRequest('/objects/b', { size: 'M', color: 'white' })).toEqual({
      productType: 'custom-tshirt',
      imageUrl: '/objects/b',
      configuration: { size: 'M', color: 'white' },
      price: 3900,
    });
  });

  it('names the missing pieces with the spec texts', () => {
    expect(frameCheckoutRequest(null, { size: '7inch' })).toEqual({ problem: SHOP_MESSAGES.frameMissing });
    expect(frameCheckoutRequest('/objects/a', {})).toEqual({ problem: 'Please upload an image and select a frame size' });
    expect(tshirtCheckoutRequest(null, { size: 'M', color: 'white' })).toEqual({ problem: 'Please upload an image first' });
  });
});
