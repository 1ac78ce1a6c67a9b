import { useState } from 'react';
import { SUBMISSION_MAX_IMAGE_BYTES, SUBMISSION_MAX_IMAGES } from '../../../../contracts/submissions';
import { useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { readDataUrl } from '../lib/read-data-url';

export interface ProgressPhoto {
  id: string;
  name: string;
  dataUrl: string;
}

let nextId = 0;

/** The session's progress photos: checked for size one by one, kept as data URLs until the upload. */
export function useProgressPhotos() {
  const t = useT();
  const [photos, setPhotos] = useState<ProgressPhoto[]>([]);

  async function add(files: readonly File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      if (file.size > SUBMISSION_MAX_IMAGE_BYTES) {
        toast({
          variant: 'destructive',
          title: t('submissions.photos.tooLargeTitle'),
          description: t('submissions.photos.tooLarge', { fileName: file.name }),
        });
      } else if (!file.type.startsWith('image/')) {
        toast({
          variant: 'destructive',
          title: t('submissions.session.notPhotoTitle'),
          description: t('submissions.photos.notImage', { fileName: file.name }),
        });
      } else {
        accepted.push(file);
      }
    }
    const room = SUBMISSION_MAX_IMAGES - photos.length;
    if (accepted.length > room) {
      toast({
        variant: 'destructive',
        title: t('submissions.session.tooManyPhotosTitle'),
        description: t('submissions.session.tooManyPhotos', { max: SUBMISSION_MAX_IMAGES }),
      });
    }
    const kept = accepted.slice(0, Math.max(0, room));
    try {
      const read = await Promise.all(
        kept.map(async (file) => {
          nextId += 1;
          return { id: `photo-${nextId}`, name: file.name, dataUrl: await readDataUrl(file) };
        }),
      );
      if (read.length > 0) setPhotos((current) => [...current, ...read].slice(0, SUBMISSION_MAX_IMAGES));
    } catch {
      toast({ variant: 'destructive', title: t('submissions.session.photoReadFailed'), description: t('submissions.session.photoReadFailedText') });
    }
  }

  const remove = (id: string) => setPhotos((current) => current.filter((p) => p.id !== id));

  /** Photos kept from an earlier visit (the draft), before any taken meanwhile. */
  function restore(kept: readonly Omit<ProgressPhoto, 'id'>[]) {
    const restored = kept.map(({ name, dataUrl }) => {
      nextId += 1;
      return { id: `photo-${nextId}`, name, dataUrl };
    });
    setPhotos((current) => [...restored, ...current].slice(0, SUBMISSION_MAX_IMAGES));
  }

  return { photos, add, remove, restore, clear: () => setPhotos([]) };
}
