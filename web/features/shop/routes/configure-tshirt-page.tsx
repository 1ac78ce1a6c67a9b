import { formatShortPrice, fromPriceCents } from '../../../../contracts/prices';
import {
  DEFAULT_TSHIRT_COLOR,
  DEFAULT_TSHIRT_SIZE,
  SHOP_MESSAGES,
  TSHIRT_SIZES,
  TshirtColor,
  TshirtSize,
  type TshirtConfiguration,
} from '../../../../contracts/shop';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UploadSection } from '../components/upload-section';
import { ChoiceGroup } from '../components/choice-group';
import { ConfiguratorShell } from '../components/configurator-shell';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { OrderSummaryCard } from '../components/order-summary-card';
import { SizeGuideTable } from '../components/size-guide-table';
import { StepCard } from '../components/step-card';
import { TshirtPreview } from '../components/tshirt-preview';
import { useProductConfigurator } from '../hooks/use-product-configurator';
import { isTshirtOptions } from '../lib/option-guards';
import { tshirtCheckoutRequest, tshirtSummary } from '../lib/order-summary';

const SIZE_CHOICES = TshirtSize.options.map((size) => ({
  value: size,
  label: size,
  detail: `US ${TSHIRT_SIZES[size].us} · EU ${TSHIRT_SIZES[size].eu}`,
}));

const SWATCH = { white: 'bg-[#f7f7f2]', black: 'bg-[#1d1d22]' } as const;
const COLOR_CHOICES = TshirtColor.options.map((color) => ({
  value: color,
  label: color === 'white' ? 'White' : 'Black',
  adornment: <span aria-hidden="true" className={`size-6 shrink-0 rounded-full ring-2 ring-input ${SWATCH[color]}`} />,
}));

/** /configure/tshirt: upload the artwork, choose size and colour, see it printed, check out. */
export function ConfigureTshirtPage(_props: PageProps) {
  useDocumentTitle(
    'Custom Art T-Shirt',
    `Print your child's drawing on a white or black t-shirt, sizes XS to XXL. ${formatShortPrice(fromPriceCents('custom-tshirt'))}, shipping included.`,
  );
  const configurator = useProductConfigurator<TshirtConfiguration>(
    'custom-tshirt',
    { size: DEFAULT_TSHIRT_SIZE, color: DEFAULT_TSHIRT_COLOR },
    isTshirtOptions,
  );
  const { upload, processing, checkout, options, setOptions, locked } = configurator;
  const objectPath = upload.artwork?.objectPath ?? null;

  return (
    <ConfiguratorShell
      title="Custom Art T-Shirt"
      intro="Your child's artwork printed on a soft, premium t-shirt. Worldwide shipping is included."
      delivery={<DeliveryEstimate productType="custom-tshirt" />}
      upload={<UploadSection configurator={configurator} />}
      preview={<TshirtPreview artworkUrl={upload.artwork?.previewUrl ?? null} color={options.color} size={options.size} />}
      options={
        <>
          <StepCard step={2} title="Choose size" disabled={locked}>
            <ChoiceGroup
              legend="Size"
              name="tshirt-size"
              choices={SIZE_CHOICES}
              value={options.size}
              onChange={(size) => setOptions((current) => ({ ...current, size }))}
              disabled={locked}
              disabledHint={SHOP_MESSAGES.shirtMissing}
              className="grid-cols-2 sm:grid-cols-3"
            />
            <SizeGuideTable />
          </StepCard>
          <StepCard step={3} title="Choose colour" disabled={locked}>
            <ChoiceGroup
              legend="Colour"
              name="tshirt-color"
              choices={COLOR_CHOICES}
              value={options.color}
              onChange={(color) => setOptions((current) => ({ ...current, color }))}
              disabled={locked}
              disabledHint={SHOP_MESSAGES.shirtMissing}
              className="grid-cols-2"
            />
          </StepCard>
          {upload.artwork ? (
            <OrderSummaryCard
              summary={tshirtSummary(options)}
              processing={processing}
              onCheckout={() => void checkout(tshirtCheckoutRequest(objectPath, options))}
            />
          ) : null}
        </>
      }
    />
  );
}
