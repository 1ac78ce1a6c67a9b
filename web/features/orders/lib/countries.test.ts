import { describe, expect, it } from 'vitest';
import { countryName } from '../../../../contracts/address';
import { COUNTRY_CODES, countries, likelyCountry } from './countries';

describe('countries', () => {
  it('lists the world by name, each code once', () => {
    const list = countries();
    expect(list.length).toBeGreaterThan(240);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(list).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(list).toContainEqual({ code: 'JP', name: 'Japan' });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('every code is a valid ISO region with a name', () => {
    for (const code of COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it("guesses the parent's country from the browser's languages", () => {
    expect(likelyCountry(['en-GB', 'en'])).toBe('GB');
    expect(likelyCountry(['de'])).toBe('DE');
    expect(likelyCountry(['not a tag!', 'fr-CA'])).toBe('CA');
    expect(likelyCountry([])).toBe('');
  });
});
