import type { TaskResult } from '../../../contracts/tasks.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { taskResultRepository } from './repository.ts';
import { toTaskResult } from './to-task-result.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A task result for its owner, or an anonymous one for whoever holds its id; anything else is not found. */
export async function getTaskResult({ db, userId, id, t }: { db: Db; userId: string | null; id: string; t: Translator }): Promise<TaskResult> {
  const row = UUID.test(id) ? await taskResultRepository.findReadable(db, id, userId) : null;
  if (!row) throw notFound(messageKey('errors.task.notFound'));
  return toTaskResult(row, await taskResultRepository.previousOf(db, row), t);
}

export const isTaskResultId = (id: string) => UUID.test(id);
