import { FRAME_PRICE_CENTS, formatPrice, formatShortPrice, fromPriceCents } from '../../../../contracts/prices';
import { DEFAULT_FRAME_SIZE, FRAME_SIZES, FrameSize, SHOP_MESSAGES } from '../../../../contracts/shop';
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

const SIZE_CHOICES = FrameSize.options.map((size) => ({
  value: size,
  label: FRAME_SIZES[size].label,
  detail: formatPrice(FRAME_PRICE_CENTS[size]),
}));

/** /configure/frame: upload the artwork, choose 5 or 7 inch, see it framed, check out. */
export function ConfigureFramePage(_props: PageProps) {
  useDocumentTitle(
    'Animated Digital Frame',
    `The Animated Digital Frame: upload your child's drawing and choose a size for a small digital screen on a stand that shows the drawing as your child made it. From ${formatShortPrice(fromPriceCents('animated-frame'))}, shipping included.`,
  );
  const configurator = useProductConfigurator<FrameOptions>('animated-frame', { size: DEFAULT_FRAME_SIZE, displayName: '' }, isFrameOptions);
  const { upload, processing, checkout, options, setOptions, locked } = configurator;
  const objectPath = upload.artwork?.objectPath ?? null;

  return (
    <ConfiguratorShell
      title="Animated Digital Frame"
      intro="Your child's artwork on a digital frame for a shelf or bedside table. Worldwide shipping is included."
      facts={<FrameFacts />}
      delivery={<DeliveryEstimate productType="animated-frame" />}
      upload={<UploadSection configurator={configurator} />}
      preview={<FramePreview artworkUrl={upload.artwork?.previewUrl ?? null} size={options.size} displayName={options.displayName} />}
      options={
        <>
          <StepCard step={2} title="Choose frame size" disabled={locked}>
            <ChoiceGroup
              legend="Frame size"
              name="frame-size"
              choices={SIZE_CHOICES}
              value={options.size}
              onChange={(size) => setOptions((current) => ({ ...current, size }))}
              disabled={locked}
              disabledHint={SHOP_MESSAGES.frameMissing}
              className="sm:grid-cols-2"
            />
            <div className="grid gap-2">
              <Label htmlFor="frame-display-name">Display name (optional)</Label>
              <Input
                id="frame-display-name"
                value={options.displayName}
                maxLength={60}
                placeholder="Mia's sunny house"
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
