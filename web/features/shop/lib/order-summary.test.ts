import { describe, expect, it } from 'vitest';
import { productPriceCents } from '../../../../contracts/prices';
import { frameCheckoutRequest, frameSummary, tshirtCheckoutRequest, tshirtSummary } from './order-summary';

describe('frame summary', () => {
  it('names the size and charges $49 for 5 inch, $79 for 7 inch', () => {
    expect(frameSummary({ size: '5inch' })).toEqual({
      productName: 'shop.product.frame',
      lines: [{ label: 'shop.summary.size', value: { key: 'shop.frame.size5inch' } }],
      priceCents: 4900,
    });
    expect(frameSummary({ size: '7inch' }).priceCents).toBe(7900);
  });

  it('shows a display name only when one was typed', () => {
    expect(frameSummary({ size: '7inch', displayName: '  Mia  ' }).lines).toContainEqual({ label: 'shop.summary.displayName', value: 'Mia' });
    expect(frameSummary({ size: '7inch', displayName: '   ' }).lines).toHaveLength(1);
  });
});

describe('t-shirt summary', () => {
  it('names size and colour at $39', () => {
    expect(tshirtSummary({ size: 'XL', color: 'black' })).toEqual({
      productName: 'shop.product.shirt',
      lines: [
        { label: 'shop.summary.size', value: 'XL' },
        { label: 'shop.summary.colour', value: { key: 'shop.shirt.black' } },
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
    expect(frameCheckoutRequest(null, { size: '7inch' })).toEqual({ problem: 'shop.checkout.frameMissing' });
    expect(frameCheckoutRequest('/objects/a', {})).toEqual({ problem: 'shop.checkout.frameMissing' });
    expect(tshirtCheckoutRequest(null, { size: 'M', color: 'white' })).toEqual({ problem: 'shop.checkout.shirtMissing' });
  });
});
