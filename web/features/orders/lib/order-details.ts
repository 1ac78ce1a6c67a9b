import type { Translator } from '../../../../contracts/i18n/translator';
import { FRAME_SIZE_KEYS, PRODUCT_NAME_KEYS, type FrameSize, type Order } from '../../../../contracts/shop';

/** The frame's size by name ("7 inch Digital Frame"), or the stored value when it is not a known size. */
function frameSizeName(size: string, t: Translator): string {
  const key = FRAME_SIZE_KEYS[size as FrameSize] as (typeof FRAME_SIZE_KEYS)[FrameSize] | undefined;
  return key ? t(key) : size;
}

/** "Size L · Black" for a t-shirt, "7 inch Digital Frame" for a frame: what the parent chose, in the page's language. */
export function configurationLabel(order: Pick<Order, 'productType' | 'configuration'>, t: Translator): string {
  const config = order.configuration;
  if (order.productType === 'custom-tshirt' && 'color' in config) {
    return t('orders.choice.shirt', { size: config.size, colour: config.color });
  }
  const size = frameSizeName(String(config.size), t);
  const displayName = 'displayName' in config ? config.displayName?.trim() : undefined;
  return displayName ? t('orders.choice.frameName', { size, name: displayName }) : size;
}

/** The product's own name in the page's language. */
export const productName = (order: Pick<Order, 'productType'>, t: Translator) => t(PRODUCT_NAME_KEYS[order.productType]);

/**
 * The order's title as the dashboard lists it ("Digital Art Frame - Mia's castle"), in the page's
 * language: the stored productTitle is the administrator's English record (contracts/shop.ts).
 */
export function orderTitle(order: Pick<Order, 'productType' | 'configuration'>, t: Translator): string {
  const product = productName(order, t);
  const config = order.configuration;
  if ('color' in config) return t('orders.productTitle.shirt', { product, size: config.size, colour: config.color });
  return t('orders.productTitle.frame', { product, choice: config.displayName || frameSizeName(config.size, t) });
}

/** Where "Cancel" goes: back to the configurator, which keeps the upload (`?cancelled=1`). */
export function configuratorPath(productType: Order['productType']): string {
  return productType === 'animated-frame' ? '/configure/frame?cancelled=1' : '/configure/tshirt?cancelled=1';
}

export function orderDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
