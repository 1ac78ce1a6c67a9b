import type { Translator } from '../../../../contracts/i18n/translator';
import { frameSizeNameIn, PRODUCT_NAME_KEYS, type Order } from '../../../../contracts/shop';

/** "Size L · Black" for a t-shirt, "7 inch Digital Frame" for a frame: what the parent chose, in the page's language. */
export function configurationLabel(order: Pick<Order, 'productType' | 'configuration'>, t: Translator): string {
  const config = order.configuration;
  if (order.productType === 'custom-tshirt' && 'color' in config) {
    return t('orders.choice.shirt', { size: config.size, colour: config.color });
  }
  const size = frameSizeNameIn(t, String(config.size));
  const displayName = 'displayName' in config ? config.displayName?.trim() : undefined;
  return displayName ? t('orders.choice.frameName', { size, name: displayName }) : size;
}

/** The product's own name in the page's language. */
export const productName = (order: Pick<Order, 'productType'>, t: Translator) => t(PRODUCT_NAME_KEYS[order.productType]);

/** Where "Cancel" goes: back to the configurator, which keeps the upload (`?cancelled=1`). */
export function configuratorPath(productType: Order['productType']): string {
  return productType === 'animated-frame' ? '/configure/frame?cancelled=1' : '/configure/tshirt?cancelled=1';
}

export function orderDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
