import { useCallback, useEffect, useState } from 'react';

export interface SelectedDrawing {
  file: File;
  /** A blob: URL for the preview; released when the drawing is replaced or the screen closes. */
  previewUrl: string;
}

export function useDrawingSelection() {
  const [drawing, setDrawing] = useState<SelectedDrawing | null>(null);
  useEffect(() => {
    if (!drawing) return;
    return () => URL.revokeObjectURL(drawing.previewUrl);
  }, [drawing]);

  const choose = useCallback((file: File) => setDrawing({ file, previewUrl: URL.createObjectURL(file) }), []);
  const clear = useCallback(() => setDrawing(null), []);
  return { drawing, choose, clear };
}
