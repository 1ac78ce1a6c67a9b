import { useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '../../../../contracts/i18n/keys';

export interface ChosenPhoto {
  file: File;
  /** A blob: URL for the preview; released when the photo is replaced or the screen closes. */
  previewUrl: string;
}

/** The photo a parent chose, with its preview. */
export function usePhoto() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.previewUrl);
  }, [photo]);
  const choose = useCallback((file: File) => setPhoto({ file, previewUrl: URL.createObjectURL(file) }), []);
  const clear = useCallback(() => setPhoto(null), []);
  return { photo, choose, clear };
}

/** What a chosen file that is not a photo gets (a message key). */
export const NOT_A_PHOTO = 'tasks.photo.notAPhoto' satisfies MessageKey;
