import {
  FRAME_SIZES,
  PRODUCT_NAMES,
  SHOP_MESSAGES,
  TSHIRT_PRICE_CENTS,
  type FrameConfiguration,
  type ProductCheckoutRequest,
  type TshirtConfiguration,
} from '../../../../contracts/shop';

/** Spec 001 §9: prices are cents, shown as dollars with 2 decimals ("$49.00"). */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export interface SummaryLine {
  label: string;
  value: string;
}

export interface OrderSummary {
  productName: string;
  lines: SummaryLine[];
  priceCents: number;
}

const COLOR_NAMES = { white: 'White', black: 'Black' } as const;

export function frameSummary(configuration: FrameConfiguration): OrderSummary {
  const size = FRAME_SIZES[configuration.size];
  const lines: SummaryLine[] = [{ label: 'Size', value: size.label }];
  const displayName = configuration.displayName?.trim();
  if (displayName) lines.push({ label: 'Display name', value: displayName });
  return { productName: PRODUCT_NAMES['animated-frame'], lines, priceCents: size.priceCents };
}

export function tshirtSummary(configuration: TshirtConfiguration): OrderSummary {
  return {
    productName: PRODUCT_NAMES['custom-tshirt'],
    lines: [
      { label: 'Size', value: configuration.size },
      { label: 'Colour', value: COLOR_NAMES[configuration.color] },
    ],
    priceCents: TSHIRT_PRICE_CENTS,
  };
}

/**
 * The checkout call's body, or the spec's "missing pieces" message when something is not
 * chosen yet. The price is the one the server will compute too; it refuses any other.
 */
export function frameCheckoutRequest(objectPath: string | null, configuration: Partial<FrameConfiguration>): ProductCheckoutRequest | { problem: string } {
  if (!objectPath || !configuration.size) return { problem: SHOP_MESSAGES.frameMissing };
  const displayName = configuration.displayName?.trim();
  const chosen: FrameConfiguration = displayName ? { size: configuration.size, displayName } : { size: configuration.size };
  return { productType: 'animated-frame', imageUrl: objectPath, configuration: chosen, price: frameSummary(chosen).priceCents };
}

export function tshirtCheckoutRequest(objectPath: string | null, configuration: TshirtConfiguration): ProductCheckoutRequest | { problem: string } {
  if (!objectPath) return { problem: SHOP_MESSAGES.shirtMissing };
  return { productType: 'custom-tshirt', imageUrl: objectPath, configuration, price: TSHIRT_PRICE_CENTS };
}
