import { useEffect, useState } from 'react';
import { DRAWING_PHOTO_MAX_BYTES } from '../../../../contracts/drawing-photo';

export const SETUP_MAX_IMAGE_BYTES = DRAWING_PHOTO_MAX_BYTES;
export const NOT_AN_IMAGE = 'Please upload a JPG or PNG image';
export const IMAGE_TOO_LARGE = 'Please select an image under 10MB';

/** The chosen drawing and its preview URL, released when replaced or when the screen closes. */
export function useDrawingFile() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

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
