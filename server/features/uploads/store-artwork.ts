import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { MAX_INPUT_PIXELS } from '../files/process-image.ts';
import type { FileRow } from '../files/repository.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { findPaperBounds, type PaperBounds } from './paper-bounds.ts';

/** The artwork to print, and the whole photo when the artwork is the photo cut to its paper. */
export type StoredArtwork = { file: FileRow; wholePhoto: FileRow | null };

// As print-original.ts keeps the upload: a PNG stays lossless, anything else a JPEG a print cannot tell from it.
const PRINT_JPEG = { quality: 95, chromaSubsampling: '4:4:4' } as const;

/** The upright photo cut to the paper, in the photo's own kind of file. */
async function cropToPaper(data: Buffer, bounds: PaperBounds): Promise<Buffer> {
  const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: 30 });
  const png = (await source.metadata()).format === 'png';
  const cut = source.rotate().extract(bounds);
  return (png ? cut.png() : cut.jpeg(PRINT_JPEG)).toBuffer();
}

/**
 * A photo of a drawing becomes the parent's artwork (issue 35): when it shows the sheet on a
 * darker table, the artwork is the sheet alone and the whole photo is kept beside it, so the
 * parent can take it instead if the cut is wrong. Either both are stored or neither.
 */
export async function storeArtwork({
  db,
  storage,
  data,
  ownerId,
}: {
  db: DbOrTx;
  storage: FileStorage;
  data: Buffer;
  ownerId: string;
}): Promise<StoredArtwork> {
  const whole = await storeImage({ db, storage, data, ownerId, kind: 'artwork' });
  try {
    const bounds = await findPaperBounds(data);
    if (!bounds) return { file: whole.file, wholePhoto: null };
    const paper = await storeImage({ db, storage, data: await cropToPaper(data, bounds), ownerId, kind: 'artwork' });
    return { file: paper.file, wholePhoto: whole.file };
  } catch (error) {
    await discardFile({ db, storage, file: whole.file });
    throw error;
  }
}
