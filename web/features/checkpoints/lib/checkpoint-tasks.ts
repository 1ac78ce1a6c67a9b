import { TASK_KINDS, type TaskKind, type TaskResult } from '../../../../contracts/tasks';

/** What each standard task is called wherever a parent reads its result (the checkpoint, the Growth tab). */
export const TASK_NAMES: Record<TaskKind, string> = { shapes: 'Shape copying', person: 'Person drawing' };

/** Why each task is worth the few minutes, in one sentence the norms can stand behind. */
export const TASK_WHY: Record<TaskKind, string> = {
  shapes: 'Copying shapes is a task with published ages for each shape, so it can tell more than a free drawing can.',
  person: 'The parts a child puts in a person have published ages too, so ticking the ones you see gives a second estimate.',
};

/** A checkpoint's tasks, shape copying first; a task done twice shows its latest. */
export function checkpointTasks(results: readonly TaskResult[], checkpointNumber: number): TaskResult[] {
  return TASK_KINDS.flatMap((task) => results.filter((r) => r.task === task && r.checkpointNumber === checkpointNumber).slice(-1));
}

/** The shapes copied or parts drawn, as the parent reads them (their corrections count). */
export const passedItems = (result: TaskResult) => result.items.filter((item) => item.result === 'pass').map((item) => item.label);

/** The sentence that names them: "Shapes copied: Circle, Cross." / "No parts ticked yet." */
export function passedSentence(result: TaskResult): string {
  const passed = passedItems(result);
  const what = result.task === 'shapes' ? 'Shapes copied' : 'Parts drawn';
  return passed.length === 0 ? `${what}: none this time.` : `${what}: ${passed.join(', ')}.`;
}

/** The tasks engineer's result page, where the parent checks and corrects the items. */
export const taskResultPath = (id: string) => `/tasks/${encodeURIComponent(id)}`;
