// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isFrameOptions, isTshirtOptions } from './option-guards';
import { clearConfiguration, loadConfiguration, saveConfiguration } from './saved-configuration';

afterEach(() => sessionStorage.clear());

describe('saved configuration', () => {
  it('keeps artwork and options per product', () => {
    saveConfiguration('custom-tshirt', { objectPath: '/objects/t', options: { size: 'XL', color: 'black' } });
    const paperCrop = { paperPath: '/objects/f', wholePhotoPath: '/objects/f-whole' };
    saveConfiguration('animated-frame', { objectPath: '/objects/f', options: { size: '5inch', displayName: 'Mia' }, paperCrop });
    expect(loadConfiguration('custom-tshirt', isTshirtOptions)).toEqual({ objectPath: '/objects/t', options: { size: 'XL', color: 'black' }, paperCrop: null });
    expect(loadConfiguration('animated-frame', isFrameOptions)).toEqual({
      objectPath: '/objects/f',
      options: { size: '5inch', displayName: 'Mia' },
      paperCrop,
    });
    clearConfiguration('custom-tshirt');
    expect(loadConfiguration('custom-tshirt', isTshirtOptions)).toBeNull();
  });

  it('ignores broken or tampered values', () => {
    sessionStorage.setItem('kritzel.shop.custom-tshirt', '{not json');
    expect(loadConfiguration('custom-tshirt', isTshirtOptions)).toBeNull();
    saveConfiguration('custom-tshirt', { objectPath: '/objects/t', options: { size: 'XXXL', color: 'black' } });
    expect(loadConfiguration('custom-tshirt', isTshirtOptions)).toBeNull();
    saveConfiguration('animated-frame', { objectPath: '', options: { size: '7inch', displayName: '' } });
    expect(loadConfiguration('animated-frame', isFrameOptions)).toBeNull();
    saveConfiguration('animated-frame', { objectPath: '/objects/f', options: { size: '9inch', displayName: '' } });
    expect(loadConfiguration('animated-frame', isFrameOptions)).toBeNull();
    // A tampered crop is dropped; the artwork stays.
    sessionStorage.setItem(
      'kritzel.shop.animated-frame',
      JSON.stringify({ objectPath: '/objects/f', options: { size: '7inch', displayName: '' }, paperCrop: { paperPath: 1 } }),
    );
    expect(loadConfiguration('animated-frame', isFrameOptions)?.paperCrop).toBeNull();
  });
});
