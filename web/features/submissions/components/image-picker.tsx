import { ImagePlus, X } from 'lucide-react';
import { PhotoSourceButtons } from '@/components/photo-source-buttons';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { ChosenImage } from '../hooks/use-chosen-images';

type ImagePickerProps = {
  images: readonly ChosenImage[];
  onChoose: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
};

/**
 * The week's drawing: one tap opens the phone's camera; the other picks several photos from
 * the device (spec 000 §2). Every chosen photo is previewed on a paper mat and can be removed.
 */
export function ImagePicker({ images, onChoose, onRemove, disabled = false }: ImagePickerProps) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <div className="grid justify-items-center gap-4 rounded-card border-2 border-dashed border-input bg-surface p-4 text-center sm:p-6">
        {images.length > 0 ? (
          <ul className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('submissions.photos.chosenList')}>
            {images.map((image, i) => (
              <li key={image.id} className="relative rounded-xl bg-[#fbf6ea] p-2 shadow-soft">
                <img
                  src={image.previewUrl}
                  alt={t('submissions.photos.chosenAlt', { number: i + 1, fileName: image.file.name })}
                  className="mx-auto aspect-square w-full rounded-md object-contain"
                />
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1"
                  aria-label={t('submissions.photos.remove', { fileName: image.file.name })}
                  onClick={() => onRemove(image.id)}
                  disabled={disabled}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('submissions.photos.empty')}</p>
        )}
        <p aria-live="polite" className="sr-only">
          {t('submissions.photos.chosenCount', { count: images.length })}
        </p>
        <PhotoSourceButtons
          onChoose={onChoose}
          disabled={disabled}
          chooseLabel={images.length > 0 ? t('submissions.photos.addMore') : t('submissions.photos.choose')}
          chooseIcon={ImagePlus}
          names={{ camera: 'camera-photo', picker: 'images' }}
          multiple
          inputLabels={{ camera: t('submissions.photos.takePhoto'), picker: t('submissions.photos.choose') }}
        />
        <p className="text-sm text-muted">{t('submissions.photos.formats')}</p>
      </div>
    </div>
  );
}
