import { describe, expect, it } from 'vitest';
import { i18nStore } from '@/i18n/i18n-store';
import { emptyAddress, readShippingAddress } from './shipping-address';

const filled = { ...emptyAddress('DE'), name: 'Robin Parent', line1: 'Elbchaussee 1', city: 'Hamburg', postal_code: '22763' };

describe('readShippingAddress', () => {
  it("answers the contract's message, in the page's language, for every missing required field", () => {
    const result = readShippingAddress(emptyAddress());
    expect(result).toEqual({
      errors: {
        name: 'Please enter the name for delivery',
        line1: 'Please enter the street address',
        city: 'Please enter the city',
        postal_code: 'Please enter the postal code',
        country: 'Please choose a country',
      },
    });
    const { t } = i18nStore.get();
    expect(t('orders.validation.name')).toBe('Please enter the name for delivery');
    expect(t('orders.validation.country')).toBe('Please choose a country');
  });

  it('treats blanks as missing and leaves the optional lines alone', () => {
    const result = readShippingAddress({ ...filled, name: '   ' });
    expect(result).toEqual({ errors: { name: 'Please enter the name for delivery' } });
  });

  it('trims the fields and sends empty optional lines as null', () => {
    const result = readShippingAddress({ ...filled, name: '  Robin Parent ', state: '  ' });
    expect(result).toEqual({
      address: { name: 'Robin Parent', line1: 'Elbchaussee 1', line2: null, city: 'Hamburg', state: null, postal_code: '22763', country: 'DE' },
    });
  });

  it('keeps line 2 and the region when given', () => {
    const result = readShippingAddress({ ...filled, line2: 'Apt 4', state: 'Hamburg' });
    expect('address' in result && result.address).toMatchObject({ line2: 'Apt 4', state: 'Hamburg' });
  });

  it('refuses a country that is not an ISO code, and overlong fields', () => {
    expect(readShippingAddress({ ...filled, country: 'Germany' })).toEqual({ errors: { country: 'Please choose a country' } });
    const long = readShippingAddress({ ...filled, postal_code: '1'.repeat(21) });
    expect('errors' in long && long.errors.postal_code).toBeTruthy();
  });
});
