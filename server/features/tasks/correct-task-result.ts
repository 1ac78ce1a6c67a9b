import { type CorrectTaskRequest, type TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { estimateTask } from './estimate.ts';
import { isTaskResultId } from './get-task-result.ts';
import { taskResultRepository } from './repository.ts';
import { itemName, toTaskResult } from './to-task-result.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type CorrectTaskResultOptions = { db: Db; userId: string | null; id: string; corrections: CorrectTaskRequest['items']; t: Translator };

/**
 * The parent's corrections: each named item's result becomes the parent's, marked corrected, with
 * what Kritzel scored kept beside it; the estimate is made again from the corrected items and
 * stored. An item the task does not have is a 400; the same readers as GET may correct.
 */
export async function correctTaskResult({ db, userId, id, corrections, t }: CorrectTaskResultOptions): Promise<TaskResult> {
  if (!isTaskResultId(id)) throw notFound(messageKey('errors.task.notFound'));
  const row = await db.transaction(async (tx) => {
    const current = await taskResultRepository.findReadable(tx, id, userId, { lock: true });
    if (!current) throw notFound(messageKey('errors.task.notFound'));
    const byItem = new Map(corrections.map((c) => [c.item, c.result]));
    const foreign = [...byItem.keys()].filter((item) => !current.items.some((stored) => stored.item === item));
    if (foreign.length) {
      const items = (inLanguage: Translator) => ({ items: foreign.map((item) => itemName(inLanguage, item)).join(', ') });
      throw new AppError('VALIDATION_FAILED', messageKey('errors.task.noSuchItem'), { values: items });
    }
    if (current.task === 'person' && [...byItem.values()].includes('empty')) throw new AppError('VALIDATION_FAILED', messageKey('errors.task.passOrFail'));
    const items = current.items.map((stored) => {
      const result = byItem.get(stored.item);
      if (result === undefined) return stored;
      // A checklist was never scored by Kritzel: any change the parent makes afterwards is a correction.
      return { ...stored, result, corrected: stored.scored === null || result !== stored.scored };
    });
    const estimate = estimateTask({ task: current.task, items: items.map(({ item, result }) => ({ item, result })), childAge: current.childAgeMonths });
    return taskResultRepository.updateItems(tx, current.id, { items, estimate });
  });
  return toTaskResult(row, await taskResultRepository.previousOf(db, row), t);
}
