import { TASK_STATUS_LABELS } from '../../../../contracts/status-wording';
import type { ItemResult, TaskEstimate } from '../../../../contracts/tasks';

/** "holds for about 8 in 10 children": the estimate's coverage as a parent reads it. */
export function coverageWords(coverage: number): string {
  return `This range holds for about ${Math.round(coverage * 10)} in 10 children.`;
}

/** A status worth saying: not when the range is typical, and never when there is none. */
export function statusWording(status: TaskEstimate['status']): { label: string; tone: 'leaf' | 'sunflower' } | null {
  if (status === 'advanced') return { label: TASK_STATUS_LABELS.advanced, tone: 'leaf' };
  if (status === 'behind') return { label: TASK_STATUS_LABELS.behind, tone: 'sunflower' };
  return null;
}

/** A copy's result in the parent's words (the correction control says the same). */
export const SHAPE_RESULT_LABELS: Record<ItemResult, string> = { pass: 'Copied', fail: 'Not yet', empty: 'Empty' };
/** A checklist part: drawn or not (a checklist has no empty box). */
export const PERSON_RESULT_LABELS: Record<Exclude<ItemResult, 'empty'>, string> = { pass: 'Drawn', fail: 'Not drawn' };

/** A task tells where a child stands on this task only, and that is not a diagnosis. */
export const TASK_NOT_A_DIAGNOSIS =
  'This is an estimate from one standard task, not a diagnosis. Children copy differently from day to day; if you have any worries about your child’s development, your paediatrician is the right person to ask.';
