import { describe, expect, it } from 'vitest';
import { addressLines, countryName } from './address';

const street = { name: 'Robin Parent', line1: '1 Main St', line2: null };

describe('addressLines', () => {
  it('writes a US address as the USPS does: "Springfield, IL 62701"', () => {
    expect(addressLines({ ...street, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' })).toEqual([
      'Robin Parent',
      '1 Main St',
      'Springfield, IL 62701',
      'United States',
    ]);
  });

  it('puts the postcode before the town in Germany, and the region on its own line', () => {
    expect(
      addressLines({ name: 'Mia', line1: 'Elbchaussee 1', line2: 'Hinterhaus', city: 'Hamburg', state: null, postal_code: '22763', country: 'DE' }),
    ).toEqual(['Mia', 'Elbchaussee 1', 'Hinterhaus', '22763 Hamburg', 'Germany']);
    expect(addressLines({ ...street, city: 'Roma', state: 'RM', postal_code: '00144', country: 'IT' }).slice(2, 4)).toEqual(['00144 Roma', 'RM']);
  });

  it('writes the UK post town, then the postcode on a line of its own', () => {
    expect(addressLines({ ...street, city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB' })).toEqual([
      'Robin Parent',
      '1 Main St',
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
  });

  it('writes Canada and Australia as town, region, postcode', () => {
    expect(addressLines({ ...street, city: 'Toronto', state: 'ON', postal_code: 'M5V 2T6', country: 'CA' })[2]).toBe('Toronto ON M5V 2T6');
    expect(addressLines({ ...street, city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' })[2]).toBe('Sydney NSW 2000');
  });

  it('falls back to town, region, postcode elsewhere, and leaves out empty parts', () => {
    expect(addressLines({ ...street, city: 'Tokyo', state: null, postal_code: '100-0001', country: 'JP' })).toEqual([
      'Robin Parent',
      '1 Main St',
      'Tokyo 100-0001',
      'Japan',
    ]);
    // Stripe leaves the postcode empty where a country has none.
    expect(addressLines({ ...street, city: 'Dubai', state: '', postal_code: '', country: 'AE' })[2]).toBe('Dubai');
  });

  it('names the country, or keeps a code it cannot name', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('not a code')).toBe('not a code');
  });
});
