/**
 * The shop's catalogue and texts without any schema, so a page that only shows products (the
 * shop) does not download zod. contracts/shop.ts re-exports all of it with the request schemas.
 * Spec 001 §3 Shop products. The prices live in contracts/prices.ts.
 */
import type { FRAME_PRICE_CENTS, PricedProductType } from './prices.ts';

/** Every product has its prices in contracts/prices.ts. */
export const PRODUCT_TYPES = ['animated-frame', 'custom-tshirt'] as const satisfies readonly PricedProductType[];
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FRAME_SIZES = {
  '5inch': { label: '5 inch Digital Frame' },
  '7inch': { label: '7 inch Digital Frame' },
} as const satisfies Record<keyof typeof FRAME_PRICE_CENTS, { label: string }>;
export type FrameSize = keyof typeof FRAME_SIZES;
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

export const PRODUCT_NAMES: Record<ProductType, string> = {
  'animated-frame': 'Animated Digital Frame',
  'custom-tshirt': 'Custom Art T-Shirt',
};

/** One file, PNG or JPG, at most 20 MB (20971520 bytes) in the configurators. */
export const ARTWORK_MAX_BYTES = 20 * 1024 * 1024;

/** Spec 001 §8 texts. */
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
  tooLarge: 'Please choose an image under 20MB',
  uploadUsed: 'This upload link has already been used or has expired. Please upload the image again.',
} as const;

/** The order page's address after checkout (Stripe appends session_id to it). */
export const orderPagePath = (orderId: string) => `/shop/orders/${orderId}`;
