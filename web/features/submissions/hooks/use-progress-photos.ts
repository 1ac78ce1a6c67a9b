import { useState } from 'react';
import { SUBMISSION_MAX_IMAGE_BYTES, SUBMISSION_MAX_IMAGES, SUBMISSION_MESSAGES } from '../../../../contracts/submissions';
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
  const [photos, setPhotos] = useState<ProgressPhoto[]>([]);

  async function add(files: readonly File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      if (file.size > SUBMISSION_MAX_IMAGE_BYTES) {
        toast({ variant: 'destructive', title: SUBMISSION_MESSAGES.fileTooLargeTitle, description: SUBMISSION_MESSAGES.fileTooLarge(file.name) });
      } else if (!file.type.startsWith('image/')) {
        toast({ variant: 'destructive', title: 'Not a photo', description: `${file.name} is not an image` });
      } else {
        accepted.push(file);
      }
    }
    const room = SUBMISSION_MAX_IMAGES - photos.length;
    if (accepted.length > room) {
      toast({ variant: 'destructive', title: 'Too many photos', description: `A session holds up to ${SUBMISSION_MAX_IMAGES} photos.` });
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
      toast({ variant: 'destructive', title: 'We couldn’t read that photo', description: 'Please try another one.' });
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
