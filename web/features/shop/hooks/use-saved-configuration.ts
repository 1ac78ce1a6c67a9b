import { useEffect, useRef } from 'react';
import type { ProductType } from '../../../../contracts/shop';
import { loadConfiguration, saveConfiguration, type SavedConfiguration } from '../lib/saved-configuration';

interface UseSavedConfigurationOptions<Options> {
  product: ProductType;
  objectPath: string | null;
  paperCrop: SavedConfiguration<Options>['paperCrop'];
  options: Options;
  isOptions: (value: unknown) => value is Options;
  onRestore: (saved: SavedConfiguration<Options>) => void;
}

/**
 * Restores the artwork and choices once when the configurator opens (a cancelled checkout
 * comes back here), then keeps them saved while the parent changes anything.
 */
export function useSavedConfiguration<Options>({ product, objectPath, paperCrop, options, isOptions, onRestore }: UseSavedConfigurationOptions<Options>) {
  const restored = useRef(false);
  const restoreOnce = useRef({ onRestore, isOptions });

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = loadConfiguration(product, restoreOnce.current.isOptions);
    if (saved) restoreOnce.current.onRestore(saved);
  }, [product]);

  const serialised = JSON.stringify({ options, paperCrop: paperCrop ?? null });
  useEffect(() => {
    if (!objectPath) return;
    saveConfiguration(product, {
      objectPath,
      ...(JSON.parse(serialised) as Pick<SavedConfiguration<Options>, 'options' | 'paperCrop'>),
    } as SavedConfiguration<Options>);
  }, [product, objectPath, serialised]);
}
