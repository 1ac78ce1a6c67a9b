/**
 * The shop's catalogue and texts without any schema, so a page that only shows products (the
 * shop) does not download zod. contracts/shop.ts re-exports all of it with the request schemas.
 * Spec 001 §3 Shop products. The prices live in contracts/prices.ts.
 */
import { DRAWING_PHOTO_MAX_BYTES, DRAWING_PHOTO_TOO_LARGE } from './drawing-photo.ts';
import { messageKey, type MessageKey } from './i18n/keys.ts';
import type { Translator } from './i18n/translator.ts';
import type { FRAME_PRICE_CENTS, PricedProductType } from './prices.ts';

/** Every product has its prices in contracts/prices.ts. */
export const PRODUCT_TYPES = ['animated-frame', 'custom-tshirt'] as const satisfies readonly PricedProductType[];
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FRAME_SIZES = {
  '5inch': { label: '5 inch Digital Frame' },
  '7inch': { label: '7 inch Digital Frame' },
} as const satisfies Record<keyof typeof FRAME_PRICE_CENTS, { label: string }>;
export type FrameSize = keyof typeof FRAME_SIZES;
/** The sizes' names in the message catalogues (issue 37); `label` is the English one the order record keeps. */
export const FRAME_SIZE_KEYS: Record<FrameSize, MessageKey> = { '5inch': messageKey('shop.frame.size5inch'), '7inch': messageKey('shop.frame.size7inch') };
export const DEFAULT_FRAME_SIZE: FrameSize = '7inch';

/** Chest ranges in inches (US) and the EU sizes (spec 001 §9). */
export const TSHIRT_SIZES = {
  XS: { us: '32-34', eu: '42-44' },
  S: { us: '36-38', eu: '46-48' },
  M: { us: '40-42', eu: '50-52' },
  L: { us: '44-46', eu: '54-56' },
  XL: { us: '48-50', eu: '58-60' },
  XXL: { us: '52-54', eu: '62-64' },
} as const;
export type TshirtSize = keyof typeof TSHIRT_SIZES;
export const TSHIRT_COLORS = ['white', 'black'] as const;
export type TshirtColor = (typeof TSHIRT_COLORS)[number];
export const DEFAULT_TSHIRT_SIZE: TshirtSize = 'M';
export const DEFAULT_TSHIRT_COLOR: TshirtColor = 'white';

/**
 * The products' English names, as order records and the administrator keep them. The frame is
 * the "Digital Art Frame" (issue 35: it shows a still picture, so "animated" was misleading);
 * its id stays 'animated-frame'.
 */
export const PRODUCT_NAMES: Record<ProductType, string> = {
  'animated-frame': 'Digital Art Frame',
  'custom-tshirt': 'Custom Art T-Shirt',
};
/** The products' names in the message catalogues, for pages, e-mails and PDFs in the parent's language. */
export const PRODUCT_NAME_KEYS: Record<ProductType, MessageKey> = {
  'animated-frame': messageKey('shop.product.frame'),
  'custom-tshirt': messageKey('shop.product.shirt'),
};

/**
 * One file, PNG or JPG, at most 10 MB: the limit of every drawing photo (contracts/drawing-photo.ts),
 * in place of spec 001 §9's 20 MB for the configurators (issue 35: one limit, one message).
 */
export const ARTWORK_MAX_BYTES = DRAWING_PHOTO_MAX_BYTES;

/**
 * Spec 001 §8 texts, in English, as the server sends them. The pages say them from the message
 * catalogue (shop.* keys, issue 37); contracts/shop-account-messages.test.ts keeps both alike.
 */
export const SHOP_MESSAGES = {
  signInTitle: 'Sign In Required',
  signIn: 'Please sign in to access the dashboard and purchase products',
  uploadedTitle: 'Image uploaded successfully',
  uploadedFrame: 'Your artwork has been uploaded. Now choose your frame size.',
  uploadedShirt: 'Your artwork has been uploaded. Now customize your t-shirt.',
  checkoutFailedTitle: 'Checkout Failed',
  checkoutFailed: 'Failed to create checkout session',
  frameMissing: 'Please upload an image and select a frame size',
  shirtMissing: 'Please upload an image first',
  priceMismatch: 'The price has changed. Please reload the page and try again.',
  notAnImage: 'Please upload a PNG or JPG image',
  tooLarge: DRAWING_PHOTO_TOO_LARGE,
  uploadUsed: 'This upload link has already been used or has expired. Please upload the image again.',
} as const;

/** The order page's address after checkout (Stripe appends session_id to it). */
export const orderPagePath = (orderId: string) => `/shop/orders/${orderId}`;

/**
 * What the Digital Art Frame is, in plain words (issue 35). Only what Kritzel really makes:
 * the order carries one still picture of the drawing (the artwork), nothing that moves, so no
 * page may say the drawing comes alive. The shop card's clip is our own illustration. The pages
 * read the same words from the catalogue (shop.frameFacts.*).
 */
export const FRAME_FACTS = {
  title: 'What the frame shows',
  /** On the shop's card. */
  short: "A small lit screen that shows your child's drawing as it is: the picture itself does not move.",
  text: "A small digital screen on a stand that shows your child's drawing, the one picture you upload, lit from within. The drawing stays exactly as your child made it: we do not redraw it or set parts of it in motion. The moving drawing on the shop's card is our own illustration, not a preview of yours.",
} as const;

/** A span of working days (Monday to Friday). */
export interface DayRange {
  min: number;
  max: number;
}

/** Making a keepsake to order, before it is posted. */
export const PRODUCTION_DAYS: Record<ProductType, DayRange> = {
  'animated-frame': { min: 3, max: 5 },
  'custom-tshirt': { min: 2, max: 4 },
};

// The European countries a parcel reaches in a few days by road (the EU, EFTA, the UK and the microstates).
const EUROPE = 'AD AT BE BG CH CY CZ DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(' ');

/**
 * The post's time by where the parcel goes, in working days: the one source the shop's pages,
 * the order confirmation and its e-mail read. The last region takes every other country.
 */
export const SHIPPING_REGIONS = [
  {
    id: 'germany',
    name: 'Germany',
    postTo: 'to Germany',
    nameKey: messageKey('shop.region.germany'),
    postToKey: messageKey('shop.region.germanyPostTo'),
    days: { min: 1, max: 3 },
    countries: ['DE'],
  },
  {
    id: 'europe',
    name: 'Rest of Europe',
    postTo: 'within Europe',
    nameKey: messageKey('shop.region.europe'),
    postToKey: messageKey('shop.region.europePostTo'),
    days: { min: 3, max: 7 },
    countries: EUROPE,
  },
  {
    id: 'north-america',
    name: 'USA and Canada',
    postTo: 'to the USA or Canada',
    nameKey: messageKey('shop.region.northAmerica'),
    postToKey: messageKey('shop.region.northAmericaPostTo'),
    days: { min: 6, max: 12 },
    countries: ['US', 'CA'],
  },
  {
    id: 'world',
    name: 'Everywhere else',
    postTo: 'to your country',
    nameKey: messageKey('shop.region.world'),
    postToKey: messageKey('shop.region.worldPostTo'),
    days: { min: 8, max: 20 },
    countries: [] as string[],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  postTo: string;
  nameKey: MessageKey;
  postToKey: MessageKey;
  days: DayRange;
  countries: readonly string[];
}[];
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

export function shippingRegion(country: string): ShippingRegion {
  const code = country.toUpperCase();
  return SHIPPING_REGIONS.find((region) => (region.countries as readonly string[]).includes(code)) ?? SHIPPING_REGIONS[SHIPPING_REGIONS.length - 1]!;
}

/** Making plus posting, in working days, for a keepsake sent to this country. */
export function deliveryDays(productType: ProductType, country: string): DayRange {
  const made = PRODUCTION_DAYS[productType];
  const posted = shippingRegion(country).days;
  return { min: made.min + posted.min, max: made.max + posted.max };
}

/** The date `days` working days after `from` (weekends skipped; public holidays are not known here). */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** When a keepsake paid on `paidAt` should arrive: the first and the last likely day. */
export function deliveryWindow(productType: ProductType, country: string, paidAt: Date): { earliest: Date; latest: Date } {
  const days = deliveryDays(productType, country);
  return { earliest: addWorkingDays(paidAt, days.min), latest: addWorkingDays(paidAt, days.max) };
}

/** "3–5 working days" (an en dash, as prices and ranges are written elsewhere). */
export const workingDays = ({ min, max }: DayRange) => (min === max ? `${min} working days` : `${min}–${max} working days`);

/** The same in the page's or the parent's language ("3–5 Werktage"), for the web and the server alike. */
export const workingDaysIn = (t: Translator, { min, max }: DayRange) =>
  min === max ? t('shop.delivery.days', { count: min }) : t('shop.delivery.dayRange', { min, max });
