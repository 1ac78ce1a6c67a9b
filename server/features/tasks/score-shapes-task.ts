import type { TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../platform/errors.ts';
import { processImage } from '../files/process-image.ts';
import type { TaskPlace } from './check-task-place.ts';
import { saveTaskResult } from './save-task-result.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { scoreShapeSheet, type SheetKind } from './scoring/score-sheet.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type ScoreShapesTaskOptions = {
  db: Db;
  storage: FileStorage;
  userId: string | null;
  photo: Buffer;
  /** How the parent said the shapes were copied: on the printed sheet, or on plain paper (no printer). */
  sheet: SheetKind;
  childAge: number;
  place: TaskPlace;
  t: Translator;
};

/**
 * The shape sheet from a phone photo. The photo is checked first like every upload (its real
 * type sniffed, its pixels bounded) and only its re-encoded copy, without metadata, is kept; the
 * scorer reads the photo as sent, shrinking it while decoding, a sharper image than the kept
 * copy. When no sheet or copies are found the answer is 422 and nothing is stored — no row, no file —
 * with a message that says how to photograph the page the parent said they have.
 */
export async function scoreShapesTask({ db, storage, userId, photo, sheet, childAge, place, t }: ScoreShapesTaskOptions): Promise<TaskResult> {
  const checked = await processImage(photo);
  const scored = await scoreShapeSheet(photo, sheet);
  if (!scored || scored.items.length === 0)
    throw new AppError('NOT_A_DRAWING', sheet === 'printed' ? messageKey('errors.task.sheetNotFound') : messageKey('errors.task.copiesNotFound'));
  return saveTaskResult({
    db,
    storage,
    userId,
    task: 'shapes',
    childAge,
    place,
    sheet: scored.sheet,
    items: scored.items.map(({ shape, result, confidence, crop }) => ({ item: shape, result, scored: result, confidence, crop, corrected: false })),
    photo: checked.display,
    t,
  });
}
