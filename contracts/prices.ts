/**
 * Every price Kritzel charges or shows, in one place: the server charges these amounts and
 * every page, meta description and button reads them from here, so a shown price can never
 * disagree with a charged one. Cents, US dollars, worldwide shipping included (spec 000 §9,
 * spec 001 §9). Free of zod: the landing page and the shop show prices without loading it.
 */
export const CURRENCY = 'usd';

/** The 26-week plan: one payment. */
export const PLAN_PRICE_CENTS = 4900;

/** The Digital Art Frame, by size (contracts/shop-catalog.ts names the sizes). */
export const FRAME_PRICE_CENTS = { '5inch': 4900, '7inch': 7900 } as const;

/** The Custom Art T-Shirt: one price for every size and colour. */
export const TSHIRT_PRICE_CENTS = 3900;

type FramePriceSize = keyof typeof FRAME_PRICE_CENTS;

/** Every price a keepsake comes at, by product type. */
export const PRODUCT_PRICES_CENTS = {
  'animated-frame': Object.values(FRAME_PRICE_CENTS),
  'custom-tshirt': [TSHIRT_PRICE_CENTS],
} as const satisfies Record<string, readonly number[]>;

export type PricedProductType = keyof typeof PRODUCT_PRICES_CENTS;

/** The price the server charges for a configured keepsake; a client price that disagrees is refused. */
export function productPriceCents(
  product: { productType: 'animated-frame'; configuration: { size: FramePriceSize } } | { productType: 'custom-tshirt'; configuration?: unknown },
): number {
  return product.productType === 'animated-frame' ? FRAME_PRICE_CENTS[product.configuration.size] : TSHIRT_PRICE_CENTS;
}

/** What "from $…" says: the cheapest way to buy the product. */
export function fromPriceCents(productType: PricedProductType): number {
  return Math.min(...PRODUCT_PRICES_CENTS[productType]);
}

/** Order amounts, with two decimals as spec 001 §9 shows them: 7900 → "$79.00". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Prices in running text and on buttons: whole dollars without decimals (4900 → "$49"), cents only when there are some. */
export function formatShortPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatPrice(cents);
}
