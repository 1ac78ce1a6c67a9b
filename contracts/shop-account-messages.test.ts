import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account.ts';
import { createTranslator } from './i18n/translator.ts';
import { app } from './i18n/messages/en/app.ts';
import { core } from './i18n/messages/en/core.ts';
import { app as deApp } from './i18n/messages/de/app.ts';
import { core as deCore } from './i18n/messages/de/core.ts';
import {
  FRAME_FACTS,
  FRAME_SIZE_KEYS,
  FRAME_SIZES,
  PRODUCT_NAME_KEYS,
  PRODUCT_NAMES,
  PRODUCTION_DAYS,
  SHIPPING_REGIONS,
  SHOP_MESSAGES,
  workingDays,
  workingDaysIn,
} from './shop-catalog.ts';
import { ORDER_MESSAGES } from './shop.ts';

const fail = (key: string) => {
  throw new Error(`missing ${key}`);
};
const t = createTranslator('en', { ...core, ...app }, fail);

/**
 * The shop's and the account's English texts live twice while the server still sends the spec's
 * constants (issue 37): the pages read the catalogue. Both must say the same, word for word.
 */
describe('the English catalogue says what the spec constants say', () => {
  it('names the products, sizes and regions alike', () => {
    for (const [type, key] of Object.entries(PRODUCT_NAME_KEYS)) expect(t(key)).toBe(PRODUCT_NAMES[type as keyof typeof PRODUCT_NAMES]);
    expect(PRODUCT_NAMES['animated-frame']).toBe('Digital Art Frame');
    for (const [size, key] of Object.entries(FRAME_SIZE_KEYS)) expect(t(key)).toBe(FRAME_SIZES[size as keyof typeof FRAME_SIZES].label);
    for (const region of SHIPPING_REGIONS) {
      expect(t(region.nameKey)).toBe(region.name);
      expect(t(region.postToKey)).toBe(region.postTo);
      expect(workingDaysIn(t, region.days)).toBe(workingDays(region.days));
    }
    expect(workingDaysIn(t, PRODUCTION_DAYS['animated-frame'])).toBe('3–5 working days');
    expect(workingDaysIn(t, { min: 2, max: 2 })).toBe(workingDays({ min: 2, max: 2 }));
  });

  it('keeps the spec 001 §8 texts and the frame facts', () => {
    const pairs = [
      [SHOP_MESSAGES.signInTitle, 'shop.signIn.title'],
      [SHOP_MESSAGES.signIn, 'shop.signIn.text'],
      [SHOP_MESSAGES.uploadedTitle, 'shop.upload.uploadedTitle'],
      [SHOP_MESSAGES.uploadedFrame, 'shop.upload.uploadedFrame'],
      [SHOP_MESSAGES.uploadedShirt, 'shop.upload.uploadedShirt'],
      [SHOP_MESSAGES.checkoutFailedTitle, 'shop.checkout.failedTitle'],
      [SHOP_MESSAGES.checkoutFailed, 'shop.checkout.failed'],
      [SHOP_MESSAGES.frameMissing, 'shop.checkout.frameMissing'],
      [SHOP_MESSAGES.shirtMissing, 'shop.checkout.shirtMissing'],
      [SHOP_MESSAGES.notAnImage, 'shop.upload.notAnImage'],
      [SHOP_MESSAGES.tooLarge, 'shop.upload.tooLarge'],
      [ORDER_MESSAGES.expiryIncomplete, 'orders.validation.expiry'],
      [FRAME_FACTS.title, 'shop.frameFacts.title'],
      [FRAME_FACTS.short, 'shop.frameFacts.short'],
      [FRAME_FACTS.text, 'shop.frameFacts.text'],
      [ACCOUNT_MESSAGES.parentalConsentRequired, 'account.consent.required'],
      [ACCOUNT_MESSAGES.wrongPassword, 'account.password.wrong'],
      [ACCOUNT_MESSAGES.passwordChanged, 'account.password.changed'],
      [ACCOUNT_MESSAGES.signedOutEverywhere, 'account.signOut.done'],
      [ACCOUNT_MESSAGES.aiChoiceSaved, 'account.ai.saved'],
      [ACCOUNT_MESSAGES.exportStarted, 'account.export.started'],
      [ACCOUNT_MESSAGES.exportReady, 'account.export.ready'],
      [ACCOUNT_MESSAGES.exportFailed, 'account.export.failed'],
      [ACCOUNT_MESSAGES.exportExpired, 'account.export.expiredLatest'],
      [ACCOUNT_MESSAGES.deleteConfirmRequired, 'account.delete.passwordMissing'],
      [ACCOUNT_MESSAGES.parentalConsentMissing, 'account.consent.missing'],
      [ACCOUNT_MESSAGES.parentalConsentSaved, 'account.consent.saved'],
    ] as const;
    expect(pairs.filter(([english, key]) => t(key) !== english)).toEqual([]);
  });

  it('writes working days in German with the right plural', () => {
    const de = createTranslator('de', { ...deCore, ...deApp }, fail);
    expect(workingDaysIn(de, { min: 3, max: 5 })).toBe('3–5 Werktage');
    expect(workingDaysIn(de, { min: 1, max: 1 })).toBe('1 Werktag');
    expect(de(SHIPPING_REGIONS[0].nameKey)).toBe('Deutschland');
  });
});
