import { FRAME_PRICE_CENTS, TSHIRT_PRICE_CENTS } from '../../../../contracts/prices';
import { messageKey, type MessageKey } from '../../../../contracts/i18n/keys';
import { FRAME_SIZE_KEYS, PRODUCT_NAME_KEYS, type FrameConfiguration, type ProductCheckoutRequest, type TshirtConfiguration } from '../../../../contracts/shop';

/** A summary line: its label and value as message keys, or the parent's own words (a display name) as they are. */
export interface SummaryLine {
  label: MessageKey;
  value: string | { key: MessageKey };
}

export interface OrderSummary {
  productName: MessageKey;
  lines: SummaryLine[];
  priceCents: number;
}

/** Why the checkout cannot start yet (spec 001 §8's texts). */
export interface CheckoutProblem {
  problem: MessageKey;
}

const COLOR_NAMES = { white: messageKey('shop.shirt.white'), black: messageKey('shop.shirt.black') } as const;

export function frameSummary(configuration: FrameConfiguration): OrderSummary {
  const lines: SummaryLine[] = [{ label: 'shop.summary.size', value: { key: FRAME_SIZE_KEYS[configuration.size] } }];
  const displayName = configuration.displayName?.trim();
  if (displayName) lines.push({ label: 'shop.summary.displayName', value: displayName });
  return { productName: PRODUCT_NAME_KEYS['animated-frame'], lines, priceCents: FRAME_PRICE_CENTS[configuration.size] };
}

export function tshirtSummary(configuration: TshirtConfiguration): OrderSummary {
  return {
    productName: PRODUCT_NAME_KEYS['custom-tshirt'],
    lines: [
      { label: 'shop.summary.size', value: configuration.size },
      { label: 'shop.summary.colour', value: { key: COLOR_NAMES[configuration.color] } },
    ],
    priceCents: TSHIRT_PRICE_CENTS,
  };
}

/**
 * The checkout call's body, or the spec's "missing pieces" message when something is not
 * chosen yet. The price is the one the server will compute too; it refuses any other.
 */
export function frameCheckoutRequest(objectPath: string | null, configuration: Partial<FrameConfiguration>): ProductCheckoutRequest | CheckoutProblem {
  if (!objectPath || !configuration.size) return { problem: 'shop.checkout.frameMissing' };
  const displayName = configuration.displayName?.trim();
  const chosen: FrameConfiguration = displayName ? { size: configuration.size, displayName } : { size: configuration.size };
  return { productType: 'animated-frame', imageUrl: objectPath, configuration: chosen, price: frameSummary(chosen).priceCents };
}

export function tshirtCheckoutRequest(objectPath: string | null, configuration: TshirtConfiguration): ProductCheckoutRequest | CheckoutProblem {
  if (!objectPath) return { problem: 'shop.checkout.shirtMissing' };
  return { productType: 'custom-tshirt', imageUrl: objectPath, configuration, price: TSHIRT_PRICE_CENTS };
}
