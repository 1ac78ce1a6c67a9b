import { useEffect, useState } from 'react';
import { DRAWING_PHOTO_MAX_BYTES } from '../../../../contracts/drawing-photo';
import type { MessageKey } from '../../../../contracts/i18n/keys';

export const SETUP_MAX_IMAGE_BYTES = DRAWING_PHOTO_MAX_BYTES;
/** Message keys: the picker shows them in the page's language. */
export const NOT_AN_IMAGE: MessageKey = 'plans.setup.notAnImage';
export const IMAGE_TOO_LARGE: MessageKey = 'plans.setup.imageTooLarge';

/** The chosen drawing and its preview URL, released when replaced or when the screen closes. */
export function useDrawingFile() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageKey | undefined>();

  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(next: File) {
    if (!next.type.startsWith('image/')) return setProblem(NOT_AN_IMAGE);
    if (next.size > SETUP_MAX_IMAGE_BYTES) return setProblem(IMAGE_TOO_LARGE);
    setProblem(undefined);
    setFile(next);
    setPreviewUrl(URL.createObjectURL(next));
  }

  return { file, previewUrl, problem, choose };
}
