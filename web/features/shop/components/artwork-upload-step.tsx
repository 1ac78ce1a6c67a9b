import { CircleAlert, ImageUp, LogIn, RefreshCw } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';
import { ARTWORK_ACCEPT } from '../lib/artwork-file';
import type { GalleryDrawing } from '../../../../contracts/shop';
import type { Artwork, Transfer } from '../lib/upload-state';
import { GalleryPicker } from './gallery-picker';
import { PaperCropChoice } from './paper-crop-choice';
import { StepCard } from './step-card';

interface ArtworkUploadStepProps {
  artwork: Artwork | null;
  transfer: Transfer;
  busy: boolean;
  onFiles: (files: File[]) => void;
  onChooseDrawing: (drawing: GalleryDrawing) => void;
  onCutToPaper: (cut: boolean) => void;
  /** Uploads belong to a parent's account: a visitor signs in first, then comes back here. */
  signInHref: string | null;
}

/** Step 1: one PNG or JPG up to 10MB, a real progress bar, the server's message on failure. */
export function ArtworkUploadStep({ artwork, transfer, busy, onFiles, onChooseDrawing, onCutToPaper, signInHref }: ArtworkUploadStepProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const canDrop = !signInHref && !busy;

  // On a computer the drawing's scan can simply be dropped on the step; a phone uses the button.
  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (canDrop) onFiles(Array.from(event.dataTransfer.files));
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFiles(Array.from(event.target.files ?? []));
    // Lets the parent pick the same file again after a failure.
    event.target.value = '';
  }

  return (
    <StepCard step={1} title={t('shop.upload.step')}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (canDrop) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn('-m-2 grid gap-4 rounded-xl border-2 border-dashed p-2 transition-colors', dragging ? 'border-sky bg-surface-2' : 'border-transparent')}
      >
        <p className="text-muted">{t('shop.upload.hint')}</p>
        {artwork && !busy ? (
          <p className="flex items-center gap-2 font-semibold text-leaf">
            <span aria-hidden="true">✓</span> {t('shop.upload.done')}
          </p>
        ) : null}
        {artwork?.paperCrop && !busy ? <PaperCropChoice cut={artwork.objectPath === artwork.paperCrop.paperPath} onChange={onCutToPaper} /> : null}
        {transfer.status === 'uploading' || transfer.status === 'saving' ? (
          <div className="grid gap-2" aria-live="polite">
            <Progress value={transfer.status === 'saving' ? 100 : transfer.percent} label={t('shop.upload.progress')} />
            <p className="text-sm text-muted">
              {transfer.status === 'saving'
                ? t('shop.upload.preparing', { fileName: transfer.fileName })
                : t('shop.upload.uploading', { fileName: transfer.fileName, percent: transfer.percent })}
            </p>
          </div>
        ) : null}
        {transfer.status === 'failed' ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl border border-destructive-text/60 bg-surface-2 p-3 text-destructive-text">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {transfer.message}
          </p>
        ) : null}
        {signInHref ? (
          <div className="grid justify-items-start gap-2">
            <p>{t('shop.upload.signInText')}</p>
            <Button asChild>
              <a href={signInHref}>
                <LogIn aria-hidden="true" />
                {t('shop.upload.signIn')}
              </a>
            </Button>
          </div>
        ) : (
          <div className="grid gap-3">
            <div>
              <Button variant={artwork ? 'secondary' : 'default'} disabled={busy} onClick={() => input.current?.click()}>
                {artwork ? <RefreshCw aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
                {artwork ? t('shop.upload.change') : t('shop.upload.choose')}
              </Button>
              <input ref={input} type="file" name="artwork" aria-label={t('shop.upload.fileLabel')} accept={ARTWORK_ACCEPT} hidden onChange={onChange} />
            </div>
            <GalleryPicker busy={busy} onChoose={onChooseDrawing} />
          </div>
        )}
      </div>
    </StepCard>
  );
}
