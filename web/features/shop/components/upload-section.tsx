import type { ProductConfigurator } from '../hooks/use-product-configurator';
import { ArtworkUploadStep } from './artwork-upload-step';
import { CancelledNote } from './cancelled-note';

/** Step 1 of either configurator, with the note after a cancelled checkout. */
export function UploadSection({ configurator }: { configurator: Pick<ProductConfigurator, 'upload' | 'cancelled' | 'isAuthenticated' | 'signInHref'> }) {
  const { upload, cancelled, isAuthenticated, signInHref } = configurator;
  return (
    <div className="grid gap-4">
      {cancelled ? <CancelledNote /> : null}
      <ArtworkUploadStep
        artwork={upload.artwork}
        transfer={upload.transfer}
        busy={upload.busy}
        onFiles={(files) => void upload.upload(files)}
        onChooseDrawing={(drawing) => void upload.chooseDrawing(drawing)}
        onCutToPaper={upload.cutToPaper}
        signInHref={isAuthenticated ? null : signInHref}
      />
    </div>
  );
}
