import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { TASK_STATUS_LABEL_KEYS } from '../../../../contracts/status-wording';
import type { ItemResult, TaskEstimate } from '../../../../contracts/tasks';

/** "holds for about 8 in 10 children": the estimate's coverage as a parent reads it. */
export function coverageWords(t: Translator, coverage: number): string {
  return t('tasks.estimate.coverage', { count: Math.round(coverage * 10) });
}

/** A status worth saying (a message key): not when the range is typical, and never when there is none. */
export function statusWording(status: TaskEstimate['status']): { label: MessageKey; tone: 'leaf' | 'sunflower' } | null {
  if (status === 'advanced') return { label: TASK_STATUS_LABEL_KEYS.advanced, tone: 'leaf' };
  if (status === 'behind') return { label: TASK_STATUS_LABEL_KEYS.behind, tone: 'sunflower' };
  return null;
}

/** A copy's result in the parent's words (the correction control says the same). */
export const SHAPE_RESULT_LABELS: Record<ItemResult, MessageKey> = {
  pass: 'tasks.itemResult.copied',
  fail: 'tasks.itemResult.notYet',
  empty: 'tasks.itemResult.empty',
};
/** A checklist part: drawn or not (a checklist has no empty box). */
export const PERSON_RESULT_LABELS: Record<Exclude<ItemResult, 'empty'>, MessageKey> = { pass: 'tasks.itemResult.drawn', fail: 'tasks.itemResult.notDrawn' };

/** A task tells where a child stands on this task only, and that is not a diagnosis. */
export const TASK_NOT_A_DIAGNOSIS: MessageKey = 'tasks.estimate.notADiagnosis';
