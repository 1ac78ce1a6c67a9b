import { FRAME_SIZES, PRODUCT_NAMES, type Order } from '../../../../contracts/shop';

/** "Size L · Black" for a t-shirt, "7 inch Digital Frame" for a frame: what the parent chose. */
export function configurationLabel(order: Pick<Order, 'productType' | 'configuration'>): string {
  const config = order.configuration;
  if (order.productType === 'custom-tshirt' && 'color' in config) {
    return `Size ${config.size} · ${config.color === 'black' ? 'Black' : 'White'}`;
  }
  const frame = FRAME_SIZES[config.size as keyof typeof FRAME_SIZES];
  const size = frame ? frame.label : String(config.size);
  const displayName = 'displayName' in config ? config.displayName?.trim() : undefined;
  return displayName ? `${size} · “${displayName}”` : size;
}

/** The product's own name; the order's productTitle repeats the choice in the admin's format. */
export const productName = (order: Pick<Order, 'productType'>) => PRODUCT_NAMES[order.productType];

/** Where "Cancel" goes: back to the configurator, which keeps the upload (`?cancelled=1`). */
export function configuratorPath(productType: Order['productType']): string {
  return productType === 'animated-frame' ? '/configure/frame?cancelled=1' : '/configure/tshirt?cancelled=1';
}

export function orderDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
