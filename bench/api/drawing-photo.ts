import { photoLikeDrawing } from '../../test/drawings.ts';
import { DRAWING_MEGAPIXELS } from './settings.ts';

/** The drawing every upload sends: a phone photo of a child's scene on paper (the same bytes each run). */
export async function drawingPhoto(): Promise<File> {
  const jpeg = await photoLikeDrawing(DRAWING_MEGAPIXELS);
  return new File([new Uint8Array(jpeg)], 'drawing.jpg', { type: 'image/jpeg' });
}
