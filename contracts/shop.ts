import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';
import type { Translator } from './i18n/translator.ts';
import { oneLine } from './one-line.ts';
import { FRAME_SIZE_KEYS, FRAME_SIZES, PRODUCT_NAME_KEYS, PRODUCT_NAMES, PRODUCT_TYPES, TSHIRT_COLORS, TSHIRT_SIZES } from './shop-catalog.ts';

export * from './shop-catalog.ts';

export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;
export const FrameSize = z.enum(Object.keys(FRAME_SIZES) as [keyof typeof FRAME_SIZES, ...(keyof typeof FRAME_SIZES)[]], {
  error: messageKey('shop.validation.frameSize'),
});
export type FrameSize = z.infer<typeof FrameSize>;
export const TshirtSize = z.enum(Object.keys(TSHIRT_SIZES) as [keyof typeof TSHIRT_SIZES, ...(keyof typeof TSHIRT_SIZES)[]], {
  error: messageKey('shop.validation.tshirtSize'),
});
export type TshirtSize = z.infer<typeof TshirtSize>;
export const TshirtColor = z.enum(TSHIRT_COLORS, { error: messageKey('shop.validation.tshirtColour') });
export type TshirtColor = z.infer<typeof TshirtColor>;

export const FrameConfiguration = z.object({ size: FrameSize, displayName: oneLine(z.string().trim().max(60)).optional() });
export const TshirtConfiguration = z.object({ size: TshirtSize, color: TshirtColor });
export type FrameConfiguration = z.infer<typeof FrameConfiguration>;
export type TshirtConfiguration = z.infer<typeof TshirtConfiguration>;
export type OrderConfiguration = FrameConfiguration | TshirtConfiguration;

/** POST /api/objects/upload → a URL for one direct PUT of the file. */
export const CreateUploadResponse = z.object({ uploadURL: z.string() });
/** PUT /api/product-image {imageURL}: the uploaded object becomes the parent's artwork. */
export const ProductImageRequest = z.object({ imageURL: z.string().min(1, messageKey('shop.validation.uploadFirst')).max(2048) });
/**
 * objectPath is the artwork's address (owner-only), sent back as imageUrl at checkout. When the
 * photo showed the table around the paper, the artwork is the paper alone and wholePhotoPath is
 * the photo as taken, which the parent may send as imageUrl instead (issue 35); otherwise null.
 */
export const ProductImageResponse = z.object({ objectPath: z.string(), wholePhotoPath: z.string().nullable() });
export type ProductImageResponse = z.infer<typeof ProductImageResponse>;

/** The shop's own calls beyond the spec's (issue 35: the artwork from the child's gallery). */
export const SHOP_API = { drawings: '/api/shop/drawings', artworkFromDrawing: '/api/product-image/from-drawing' } as const;

/** One of the parent's own drawings that can become artwork: a free analysis's or a week's photo. */
export const GalleryDrawing = z.object({
  fileId: z.string(),
  /** The owner-only picture (add ?size=thumb for the small one). */
  imageUrl: z.string(),
  /** Where it comes from, in the parent's words: "Mia · Week 3: Calm Waves", "Free analysis". */
  label: z.string(),
  createdAt: z.string(),
});
export type GalleryDrawing = z.infer<typeof GalleryDrawing>;
/** GET /api/shop/drawings: newest first, at most GALLERY_LIMIT. */
export const GalleryDrawingsResponse = z.array(GalleryDrawing);
export const GALLERY_LIMIT = 60;

/** POST /api/product-image/from-drawing: a copy of the drawing becomes the artwork; answers as PUT /api/product-image. */
export const ArtworkFromDrawingRequest = z.object({ fileId: z.string().trim().min(1, messageKey('shop.validation.chooseDrawing')).max(64) });
export type ArtworkFromDrawingRequest = z.infer<typeof ArtworkFromDrawingRequest>;

/** POST /api/product-checkout (spec 001 §7). */
export const ProductCheckoutRequest = z.discriminatedUnion(
  'productType',
  [
    z.object({ productType: z.literal('animated-frame'), imageUrl: z.string().min(1), configuration: FrameConfiguration, price: z.number().int() }),
    z.object({ productType: z.literal('custom-tshirt'), imageUrl: z.string().min(1), configuration: TshirtConfiguration, price: z.number().int() }),
  ],
  { error: messageKey('shop.validation.product') },
);
export type ProductCheckoutRequest = z.infer<typeof ProductCheckoutRequest>;
export const ProductCheckoutResponse = z.object({ checkoutUrl: z.string(), orderId: z.string() });

export const OrderStatus = z.enum(['pending', 'paid', 'fulfilled', 'shipped']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Paid and not shipped yet: the order can still be made, so deleting the account keeps what
 * making it needs (artwork, the name on it, the full address) until it ships.
 */
export const UNSHIPPED_ORDER_STATUSES = ['paid', 'fulfilled'] as const satisfies readonly OrderStatus[];
export const isUnshipped = (status: OrderStatus) => UNSHIPPED_ORDER_STATUSES.some((s) => s === status);

/** Stripe's shipping address fields (spec 001 §3 Order). */
export const ShippingAddress = z.object({
  name: oneLine(z.string().trim().min(1, messageKey('orders.validation.name')).max(120)),
  line1: oneLine(z.string().trim().min(1, messageKey('orders.validation.line1')).max(200)),
  line2: oneLine(z.string().trim().max(200)).nullable().optional(),
  city: oneLine(z.string().trim().min(1, messageKey('orders.validation.city')).max(120)),
  state: oneLine(z.string().trim().max(120)).nullable().optional(),
  postal_code: oneLine(z.string().trim().min(1, messageKey('orders.validation.postalCode')).max(20)),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, messageKey('orders.validation.country')),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * An address as stored: Stripe Checkout collects it, and some countries have no postal code
 * or state, so reading it back is lenient where the sandbox form (ShippingAddress) is strict.
 */
export const StoredShippingAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string().nullable().optional(),
  postal_code: z.string(),
  country: z.string(),
});

/** An order as its parent sees it (spec 001 §3 Order, without the admin's user field). */
export const Order = z.object({
  id: z.string(),
  /** The first 8 characters of the id, as the spec shows it. */
  orderNumber: z.string(),
  productType: ProductType,
  productTitle: z.string(),
  configuration: z.union([FrameConfiguration, TshirtConfiguration]),
  imageUrl: z.string(),
  price: z.number().int(),
  status: OrderStatus,
  trackingNumber: z.string().nullable(),
  shippingAddress: StoredShippingAddress.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
export const OrdersResponse = z.array(Order);

/** A frame's size by name ("7 inch Digital Frame") in the reader's language, or the stored value when it is not a known size. */
export function frameSizeNameIn(t: Translator, size: string): string {
  const key = (FRAME_SIZE_KEYS as Record<string, (typeof FRAME_SIZE_KEYS)[FrameSize] | undefined>)[size];
  return key ? t(key) : size;
}

/**
 * The order's title in the reader's language ("Digital Art Frame - Mia's castle"): the order
 * lists, receipts and receipt e-mails. orderProductTitle is the administrator's English record.
 */
export function orderTitleIn(t: Translator, order: { productType: ProductType; configuration: OrderConfiguration }): string {
  const product = t(PRODUCT_NAME_KEYS[order.productType]);
  const config = order.configuration;
  if ('color' in config) return t('orders.productTitle.shirt', { product, size: config.size, colour: config.color });
  return t('orders.productTitle.frame', { product, choice: config.displayName || frameSizeNameIn(t, config.size) });
}

/** Product title as the spec shows it: t-shirt with size and colour; frame with display name or size. */
export function orderProductTitle(order: { productType: ProductType; configuration: OrderConfiguration }): string {
  const name = PRODUCT_NAMES[order.productType];
  const c = order.configuration;
  if ('color' in c) return `${name} - ${c.size}, ${c.color}`;
  return `${name} - ${c.displayName || FRAME_SIZES[c.size].label}`;
}

const ExpiryPart = z.coerce.number({ error: messageKey('orders.validation.expiry') }).int(messageKey('orders.validation.expiry'));

/**
 * POST /api/sandbox/orders/:orderId/pay: the sandbox's stand-in for Stripe Checkout's hosted
 * page (test mode only). Stripe's test cards decide the outcome. The expiry is either
 * expMonth + expYear (as the plan's card form sends it) or one "MM / YY" text.
 */
export const SandboxOrderPayRequest = z.object({
  shippingAddress: ShippingAddress,
  card: z.object({
    number: z.string().max(40),
    cvc: z.string().max(10),
    expMonth: ExpiryPart.optional(),
    expYear: ExpiryPart.optional(),
    expiry: z.string().max(10).optional(),
  }),
});
export type SandboxOrderPayRequest = z.infer<typeof SandboxOrderPayRequest>;

/**
 * Its answer: the order as it now stands. With a card whose bank asks for a confirmation
 * (3-D Secure, 4000 0025 0000 3155) nothing is charged yet: the order stays pending and
 * nextActionUrl is the confirmation page, which charges only on Approve.
 */
export const SandboxOrderPayResponse = Order.extend({ nextActionUrl: z.string().nullable() });
export type SandboxOrderPayResponse = z.infer<typeof SandboxOrderPayResponse>;

/** Order lookups and payment texts the server sends. */
export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  artworkNotFound: 'Image not found. Please upload it again.',
  drawingNotFound: 'We could not find this drawing among yours. Please choose another one or upload a photo.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  paymentMismatch: 'This payment does not match the order price',
  authenticationExpired: 'This confirmation is no longer valid. Please go back to the checkout and pay again.',
} as const;
