import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { TASK_KINDS, type TaskKind, type TaskResult } from '../../../../contracts/tasks';
import { i18nStore } from '@/i18n/i18n-store';

/** What each standard task is called wherever a parent reads its result (the checkpoint, the Growth tab). */
export const TASK_NAMES: Record<TaskKind, MessageKey> = { shapes: 'checkpoints.task.shapes', person: 'checkpoints.task.person' };

/** Why each task is worth the few minutes, in one sentence the norms can stand behind. */
export const TASK_WHY: Record<TaskKind, MessageKey> = {
  shapes: 'checkpoints.task.whyShapes',
  person: 'checkpoints.task.whyPerson',
};

/** A checkpoint's tasks, shape copying first; a task done twice shows its latest. */
export function checkpointTasks(results: readonly TaskResult[], checkpointNumber: number): TaskResult[] {
  return TASK_KINDS.flatMap((task) => results.filter((r) => r.task === task && r.checkpointNumber === checkpointNumber).slice(-1));
}

/** The shapes copied or parts drawn, as the parent reads them (their corrections count). */
export const passedItems = (result: TaskResult) => result.items.filter((item) => item.result === 'pass').map((item) => item.label);

/** The sentence that names them: "Shapes copied: Circle, Cross." / "No parts ticked yet." */
export function passedSentence(result: TaskResult, t: Translator = i18nStore.get().t): string {
  const passed = passedItems(result);
  return passed.length === 0
    ? t('checkpoints.tasks.passedNone', { task: result.task })
    : t('checkpoints.tasks.passed', { task: result.task, items: passed.join(', ') });
}

/** The tasks engineer's result page, where the parent checks and corrects the items. */
export const taskResultPath = (id: string) => `/tasks/${encodeURIComponent(id)}`;
