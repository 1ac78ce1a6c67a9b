import { FRAME_PRICE_CENTS, TSHIRT_PRICE_CENTS } from '../../../../contracts/prices';
import {
  FRAME_SIZES,
  PRODUCT_NAMES,
  SHOP_MESSAGES,
  type FrameConfiguration,
  type ProductCheckoutRequest,
  type TshirtConfiguration,
} from '../../../../contracts/shop';

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
  const lines: SummaryLine[] = [{ label: 'Size', value: FRAME_SIZES[configuration.size].label }];
  const displayName = configuration.displayName?.trim();
  if (displayName) lines.push({ label: 'Display name', value: displayName });
  return { productName: PRODUCT_NAMES['animated-frame'], lines, priceCents: FRAME_PRICE_CENTS[configuration.size] };
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
