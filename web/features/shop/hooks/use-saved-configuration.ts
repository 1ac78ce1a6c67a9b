import { useEffect, useRef } from 'react';
import type { ProductType } from '../../../../contracts/shop';
import { loadConfiguration, saveConfiguration, type SavedConfiguration } from '../lib/saved-configuration';

interface UseSavedConfigurationOptions<Options> {
  product: ProductType;
  objectPath: string | null;
  options: Options;
  isOptions: (value: unknown) => value is Options;
  onRestore: (saved: SavedConfiguration<Options>) => void;
}

/**
 * Restores the artwork and choices once when the configurator opens (a cancelled checkout
 * comes back here), then keeps them saved while the parent changes anything.
 */
export function useSavedConfiguration<Options>({ product, objectPath, options, isOptions, onRestore }: UseSavedConfigurationOptions<Options>) {
  const restored = useRef(false);
  const restoreOnce = useRef({ onRestore, isOptions });

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = loadConfiguration(product, restoreOnce.current.isOptions);
    if (saved) restoreOnce.current.onRestore(saved);
  }, [product]);

  const serialised = JSON.stringify(options);
  useEffect(() => {
    if (!objectPath) return;
    saveConfiguration(product, { objectPath, options: JSON.parse(serialised) as Options });
  }, [product, objectPath, serialised]);
}
