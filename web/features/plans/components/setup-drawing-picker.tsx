import { ImageUp } from 'lucide-react';
import { PhotoSourceButtons } from '@/components/photo-source-buttons';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';

interface SetupDrawingPickerProps {
  file: File | null;
  previewUrl: string | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
  /** Why the chosen file was refused (a message key). */
  error?: MessageKey;
  /** The free analysis's drawing is used unless the parent chooses another. */
  keepsStartingDrawing?: boolean;
  /** That drawing, shown instead of asking for one again (issue 35). */
  startingImageUrl?: string | null;
}

/** The baseline drawing: a camera photo (one tap on a phone) or a file from the device. */
export function SetupDrawingPicker(props: SetupDrawingPickerProps) {
  const { file, keepsStartingDrawing = false, startingImageUrl } = props;
  if (keepsStartingDrawing && startingImageUrl && !file) return <StartingDrawing imageUrl={startingImageUrl} />;
  return <DrawingUpload {...props} />;
}

/**
 * The drawing of the free analysis, which the plan starts from: shown, not asked for again. A
 * newer drawing can wait for week 1, where every drawing gets its feedback.
 */
function StartingDrawing({ imageUrl }: { imageUrl: string }) {
  const t = useT();
  return (
    <figure className="grid min-w-0 justify-items-center gap-3 rounded-card border border-border bg-surface p-4 text-center sm:p-6">
      <div className="w-full max-w-sm rounded-xl bg-[#fbf6ea] p-3 shadow-soft">
        <img src={imageUrl} alt={t('plans.picker.startingAlt')} className="mx-auto max-h-72 w-auto max-w-full rounded-md object-contain" />
      </div>
      <figcaption className="text-muted">{t('plans.picker.starting')}</figcaption>
    </figure>
  );
}

function DrawingUpload({ file, previewUrl, onChoose, disabled = false, error, keepsStartingDrawing = false }: SetupDrawingPickerProps) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 font-semibold">{t('plans.picker.legend')}</legend>
      <div className="grid justify-items-center gap-4 rounded-card border-2 border-dashed border-input bg-surface p-4 text-center sm:p-6">
        {previewUrl ? (
          <div className="w-full max-w-sm rounded-xl bg-[#fbf6ea] p-3 shadow-soft">
            <img src={previewUrl} alt={t('plans.picker.previewAlt')} className="mx-auto max-h-72 w-auto max-w-full rounded-md object-contain" />
          </div>
        ) : null}
        <p aria-live="polite" className="text-sm text-muted">
          {file ? (
            <span className="font-semibold text-foreground">{file.name}</span>
          ) : keepsStartingDrawing ? (
            t('plans.picker.startingOrNewer')
          ) : (
            t('plans.picker.hint')
          )}
        </p>
        <PhotoSourceButtons
          onChoose={([chosen]) => {
            if (chosen) onChoose(chosen);
          }}
          disabled={disabled}
          chooseLabel={file ? t('plans.picker.chooseAnother') : t('plans.picker.choose')}
          chooseIcon={ImageUp}
          names={{ camera: 'setup-photo', picker: 'setup-file' }}
        />
        <p className="text-sm text-muted">{t('plans.picker.formats')}</p>
        {/* Issue 21: every checkpoint asks for a whole person, so the baseline compares best as one too. */}
        <p className="text-sm text-muted">{t('plans.picker.tip')}</p>
        <FormError message={error ? t(error) : undefined} className="text-sm" />
      </div>
    </fieldset>
  );
}
