import { PERSON_ITEMS, type PersonItem, type TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { processImage } from '../files/process-image.ts';
import type { TaskPlace } from './check-task-place.ts';
import { saveTaskResult } from './save-task-result.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

export type ScorePersonTaskOptions = {
  db: Db;
  storage: FileStorage;
  userId: string | null;
  ticked: PersonItem[];
  childAge: number;
  place: TaskPlace;
  photo: Buffer | null;
  t: Translator;
};

/**
 * Draw-a-person from the parent's checklist: every part is listed, passed where the parent ticked
 * it and missed where not. The parent looked, so nothing was scored by Kritzel (scored and
 * confidence are null). The photo, when sent, is kept with it.
 */
export async function scorePersonTask({ db, storage, userId, ticked, childAge, place, photo, t }: ScorePersonTaskOptions): Promise<TaskResult> {
  const upright = photo ? await processImage(photo) : null;
  const seen = new Set(ticked);
  return saveTaskResult({
    db,
    storage,
    userId,
    task: 'person',
    childAge,
    place,
    sheet: null,
    items: PERSON_ITEMS.map((item) => ({ item, result: seen.has(item) ? 'pass' : 'fail', scored: null, confidence: null, crop: null, corrected: false })),
    photo: upright?.display ?? null,
    t,
  });
}
