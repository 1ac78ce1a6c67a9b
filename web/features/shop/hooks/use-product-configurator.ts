import { useState } from 'react';
import type { ProductType } from '../../../../contracts/shop';
import { useConfigurator } from './use-configurator';
import { useSavedConfiguration } from './use-saved-configuration';

/**
 * One configurator's state: the upload and checkout (useConfigurator), the product's options,
 * and both kept across a cancelled checkout. Options stay locked until the artwork is in.
 */
export function useProductConfigurator<Options>(product: ProductType, initial: Options, isOptions: (value: unknown) => value is Options) {
  const configurator = useConfigurator(product === 'animated-frame' ? 'shop.upload.uploadedFrame' : 'shop.upload.uploadedShirt');
  const { upload } = configurator;
  const [options, setOptions] = useState<Options>(initial);
  useSavedConfiguration({
    product,
    objectPath: upload.artwork?.objectPath ?? null,
    paperCrop: upload.artwork?.paperCrop ?? null,
    options,
    isOptions,
    onRestore: (saved) => {
      upload.restore(saved.objectPath, saved.paperCrop ?? null);
      setOptions(saved.options);
    },
  });
  return { ...configurator, options, setOptions, locked: !upload.artwork || upload.busy };
}

export type ProductConfigurator = ReturnType<typeof useProductConfigurator>;
