import { FRAME_PRICE_CENTS, fromPriceCents } from '../../../../contracts/prices';
import { DEFAULT_FRAME_SIZE, FRAME_SIZE_KEYS, FrameSize, PRODUCT_NAME_KEYS } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UploadSection } from '../components/upload-section';
import { ChoiceGroup } from '../components/choice-group';
import { ConfiguratorShell } from '../components/configurator-shell';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { FrameFacts } from '../components/frame-facts';
import { FramePreview } from '../components/frame-preview';
import { OrderSummaryCard } from '../components/order-summary-card';
import { StepCard } from '../components/step-card';
import { useProductConfigurator } from '../hooks/use-product-configurator';
import { isFrameOptions, type FrameOptions } from '../lib/option-guards';
import { frameCheckoutRequest, frameSummary } from '../lib/order-summary';
import { usePrices } from '../lib/use-prices';

/** /configure/frame: upload the artwork, choose 5 or 7 inch, see it framed, check out. */
export function ConfigureFramePage(_props: PageProps) {
  const t = useT();
  const prices = usePrices();
  const title = t(PRODUCT_NAME_KEYS['animated-frame']);
  useDocumentTitle(title, t('shop.frame.description', { price: prices.short(fromPriceCents('animated-frame')) }));
  const sizeChoices = FrameSize.options.map((size) => ({ value: size, label: t(FRAME_SIZE_KEYS[size]), detail: prices.amount(FRAME_PRICE_CENTS[size]) }));
  const configurator = useProductConfigurator<FrameOptions>('animated-frame', { size: DEFAULT_FRAME_SIZE, displayName: '' }, isFrameOptions);
  const { upload, processing, checkout, options, setOptions, locked } = configurator;
  const objectPath = upload.artwork?.objectPath ?? null;

  return (
    <ConfiguratorShell
      title={title}
      intro={t('shop.frame.intro')}
      facts={<FrameFacts />}
      delivery={<DeliveryEstimate productType="animated-frame" />}
      upload={<UploadSection configurator={configurator} />}
      preview={<FramePreview artworkUrl={upload.artwork?.previewUrl ?? null} size={options.size} displayName={options.displayName} />}
      options={
        <>
          <StepCard step={2} title={t('shop.frame.sizeStep')} disabled={locked}>
            <ChoiceGroup
              legend={t('shop.frame.sizeLegend')}
              name="frame-size"
              choices={sizeChoices}
              value={options.size}
              onChange={(size) => setOptions((current) => ({ ...current, size }))}
              disabled={locked}
              disabledHint={t('shop.checkout.frameMissing')}
              className="sm:grid-cols-2"
            />
            <div className="grid gap-2">
              <Label htmlFor="frame-display-name">{t('shop.frame.displayName')}</Label>
              <Input
                id="frame-display-name"
                value={options.displayName}
                maxLength={60}
                placeholder={t('shop.frame.displayNamePlaceholder')}
                disabled={locked}
                onChange={(event) => {
                  const displayName = event.target.value;
                  setOptions((current) => ({ ...current, displayName }));
                }}
              />
            </div>
          </StepCard>
          {upload.artwork ? (
            <OrderSummaryCard
              summary={frameSummary({ size: options.size, displayName: options.displayName })}
              processing={processing}
              onCheckout={() => void checkout(frameCheckoutRequest(objectPath, options))}
            />
          ) : null}
        </>
      }
    />
  );
}
