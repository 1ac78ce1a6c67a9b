import { type TaskKind, type TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import type { StoredTaskItem } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { checkTaskPlace, type TaskPlace } from './check-task-place.ts';
import { estimateTask } from './estimate.ts';
import { taskResultRepository } from './repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { toTaskResult } from './to-task-result.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

export type SaveTaskResultOptions = {
  db: Db;
  storage: FileStorage;
  userId: string | null;
  task: TaskKind;
  childAge: number;
  place: TaskPlace;
  sheet: 'printed' | 'plain' | null;
  items: StoredTaskItem[];
  /** The photo to keep as the parent's file (already checked and re-encoded); null when there is none. */
  photo: Buffer | null;
  /** The reader's language, for the answer's words. */
  t: Translator;
};

/**
 * Stores a scored task with its estimate from the norms (for a signed-in parent only with the
 * parental consent on record, like every child's photo). The place is checked again here (the
 * route checked it before reading the photo); two tries racing for one checkpoint meet the
 * unique index, and the loser's photo is removed again.
 */
export async function saveTaskResult(options: SaveTaskResultOptions): Promise<TaskResult> {
  const { db, storage, userId, task, childAge, place, items, t } = options;
  if (userId) await assertParentalConsent(db, userId);
  await checkTaskPlace(db, { userId, task, place });
  const estimate = estimateTask({ task, items: items.map(({ item, result }) => ({ item, result })), childAge });
  const stored = options.photo ? await storeImage({ db, storage, data: options.photo, ownerId: userId, kind: 'drawing' }) : null;
  try {
    const row = await taskResultRepository.insert(db, {
      userId,
      planId: place.planId ?? null,
      checkpointNumber: place.checkpointNumber ?? null,
      task,
      childAgeMonths: childAge,
      sheet: options.sheet,
      items,
      estimate,
      photoFileId: stored?.file.id ?? null,
    });
    return toTaskResult(row, await taskResultRepository.previousOf(db, row), t);
  } catch (error) {
    if (stored) await discardFile({ db, storage, file: stored.file });
    if (isUniqueViolation(error) && place.checkpointNumber !== undefined)
      throw new AppError('CONFLICT', messageKey('errors.task.checkpointTaken'), { cause: error, values: { number: place.checkpointNumber } });
    throw error;
  }
}
