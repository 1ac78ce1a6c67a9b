import { fromPriceCents } from '../../../../contracts/prices';
import {
  DEFAULT_TSHIRT_COLOR,
  DEFAULT_TSHIRT_SIZE,
  PRODUCT_NAME_KEYS,
  TSHIRT_SIZES,
  TshirtColor,
  TshirtSize,
  type TshirtConfiguration,
} from '../../../../contracts/shop';
import type { PageProps } from '@/page-props';
import { useT } from '@/i18n/use-t';
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
import { usePrices } from '../lib/use-prices';

const SWATCH = { white: 'bg-[#f7f7f2]', black: 'bg-[#1d1d22]' } as const;
const COLOR_NAMES = { white: 'shop.shirt.white', black: 'shop.shirt.black' } as const;

/** /configure/tshirt: upload the artwork, choose size and colour, see it printed, check out. */
export function ConfigureTshirtPage(_props: PageProps) {
  const t = useT();
  const prices = usePrices();
  const title = t(PRODUCT_NAME_KEYS['custom-tshirt']);
  useDocumentTitle(title, t('shop.shirt.description', { price: prices.short(fromPriceCents('custom-tshirt')) }));
  const sizeChoices = TshirtSize.options.map((size) => ({ value: size, label: size, detail: t('shop.shirt.sizeDetail', TSHIRT_SIZES[size]) }));
  const colorChoices = TshirtColor.options.map((color) => ({
    value: color,
    label: t(COLOR_NAMES[color]),
    adornment: <span aria-hidden="true" className={`size-6 shrink-0 rounded-full ring-2 ring-input ${SWATCH[color]}`} />,
  }));
  const configurator = useProductConfigurator<TshirtConfiguration>(
    'custom-tshirt',
    { size: DEFAULT_TSHIRT_SIZE, color: DEFAULT_TSHIRT_COLOR },
    isTshirtOptions,
  );
  const { upload, processing, checkout, options, setOptions, locked } = configurator;
  const objectPath = upload.artwork?.objectPath ?? null;

  return (
    <ConfiguratorShell
      title={title}
      intro={t('shop.shirt.intro')}
      delivery={<DeliveryEstimate productType="custom-tshirt" />}
      upload={<UploadSection configurator={configurator} />}
      preview={<TshirtPreview artworkUrl={upload.artwork?.previewUrl ?? null} color={options.color} size={options.size} />}
      options={
        <>
          <StepCard step={2} title={t('shop.shirt.sizeStep')} disabled={locked}>
            <ChoiceGroup
              legend={t('shop.shirt.sizeLegend')}
              name="tshirt-size"
              choices={sizeChoices}
              value={options.size}
              onChange={(size) => setOptions((current) => ({ ...current, size }))}
              disabled={locked}
              disabledHint={t('shop.checkout.shirtMissing')}
              className="grid-cols-2 sm:grid-cols-3"
            />
            <SizeGuideTable />
          </StepCard>
          <StepCard step={3} title={t('shop.shirt.colourStep')} disabled={locked}>
            <ChoiceGroup
              legend={t('shop.shirt.colourLegend')}
              name="tshirt-color"
              choices={colorChoices}
              value={options.color}
              onChange={(color) => setOptions((current) => ({ ...current, color }))}
              disabled={locked}
              disabledHint={t('shop.checkout.shirtMissing')}
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
