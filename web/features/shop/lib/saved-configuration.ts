import type { ProductType } from '../../../../contracts/shop';
import { savedConfigurationKey } from '../../../../contracts/browser-storage';
import type { PaperCrop } from './upload-state';

/**
 * A cancelled checkout comes back to the configurator (`?cancelled=1`): the artwork and the
 * choices are kept per product in sessionStorage, which ends with the tab.
 */
export interface SavedConfiguration<Options> {
  objectPath: string;
  options: Options;
  /** Both pictures of an artwork cut to its paper, so the choice survives a cancelled checkout. */
  paperCrop?: PaperCrop | null;
}

const isPaperCrop = (value: unknown): value is PaperCrop =>
  !!value && typeof value === 'object' && typeof (value as PaperCrop).paperPath === 'string' && typeof (value as PaperCrop).wholePhotoPath === 'string';

export function saveConfiguration<Options>(product: ProductType, saved: SavedConfiguration<Options>): void {
  try {
    sessionStorage.setItem(savedConfigurationKey(product), JSON.stringify(saved));
  } catch {
    // Private mode or a full storage: the configurator still works, it just won't remember.
  }
}

/** The saved choices, or null; `isOptions` guards against old or tampered values. */
export function loadConfiguration<Options>(product: ProductType, isOptions: (value: unknown) => value is Options): SavedConfiguration<Options> | null {
  try {
    const raw = sessionStorage.getItem(savedConfigurationKey(product));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { objectPath, options, paperCrop } = parsed as Record<string, unknown>;
    if (typeof objectPath !== 'string' || !objectPath || !isOptions(options)) return null;
    return { objectPath, options, paperCrop: isPaperCrop(paperCrop) ? paperCrop : null };
  } catch {
    return null;
  }
}

export function clearConfiguration(product: ProductType): void {
  try {
    sessionStorage.removeItem(savedConfigurationKey(product));
  } catch {
    // Nothing to clear.
  }
}
