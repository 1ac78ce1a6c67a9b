import { Camera, ImagePlus, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';
import type { useProgressPhotos } from '../hooks/use-progress-photos';

type Photos = ReturnType<typeof useProgressPhotos>;

/** The Pictures tab: progress photos taken during the session, from the camera or the gallery. */
export function PicturesPanel({ photos }: { photos: Photos }) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const t = useT();

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same photo again still counts as a change.
    event.target.value = '';
    if (files.length > 0) void photos.add(files);
  }

  return (
    <div className="grid gap-5">
      <p id={hintId} className="text-muted">
        {t('submissions.session.picturesIntro')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => camera.current?.click()} aria-describedby={hintId}>
          <Camera aria-hidden="true" />
          {t('submissions.session.takePhoto')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => gallery.current?.click()} aria-describedby={hintId}>
          <ImagePlus aria-hidden="true" />
          {t('submissions.session.choosePhotos')}
        </Button>
      </div>
      {/* The real inputs stay out of sight: the buttons above are the bigger, labelled targets. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        name="session-camera"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={picked}
      />
      <input ref={gallery} type="file" accept="image/*" multiple name="session-photos" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={picked} />
      {photos.photos.length > 0 ? (
        <TitledSection
          titleId="session-photos"
          title={t('submissions.session.yourPhotos', { count: photos.photos.length })}
          titleClassName="font-bold"
          className="grid gap-3"
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.photos.map((photo, i) => (
              <li key={photo.id} className="relative overflow-hidden rounded-xl border border-border bg-[#f7f3ea] p-1.5">
                <img
                  src={photo.dataUrl}
                  alt={t('submissions.session.photoAlt', { number: i + 1 })}
                  className="aspect-square w-full rounded-lg object-contain"
                />
                <Button
                  variant="secondary"
                  size="icon"
                  onClick={() => photos.remove(photo.id)}
                  aria-label={t('submissions.session.removePhoto', { number: i + 1 })}
                  className="absolute top-1.5 right-1.5 bg-background/90"
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted">{t('submissions.session.noPhotos')}</p>
      )}
    </div>
  );
}
