import { CHECKPOINT_COUNT, checkpointState, WEEKS_PER_CHECKPOINT, type Checkpoint, type CheckpointState } from '../../../../contracts/checkpoints';

export interface CheckpointRow {
  number: number;
  state: CheckpointState;
  /** Drawings with feedback (completed weeks, one drawing each) it needs: 4, 8, … 24. */
  drawingsNeeded: number;
  /** Drawings with feedback so far. */
  drawingsDone: number;
  stored: Checkpoint | undefined;
}

/** Checkpoints 1–6 in order, each with its spec 000 §4 state; a failed evaluation is offered again. */
export function checkpointRows(completedWeeks: number, checkpoints: readonly Checkpoint[] | undefined): CheckpointRow[] {
  return Array.from({ length: CHECKPOINT_COUNT }, (_, i) => {
    const number = i + 1;
    const stored = checkpoints?.find((c) => c.checkpointNumber === number);
    return {
      number,
      state: checkpointState(number, completedWeeks, stored),
      drawingsNeeded: number * WEEKS_PER_CHECKPOINT,
      drawingsDone: completedWeeks,
      stored,
    };
  });
}

/** Awaited checkpoints whose evaluation has finished (either way): each earns one toast. */
export function settledCheckpoints(awaiting: ReadonlySet<number>, checkpoints: readonly Checkpoint[]): Checkpoint[] {
  return checkpoints.filter((c) => awaiting.has(c.checkpointNumber) && c.status !== 'pending');
}

/** The day a checkpoint was evaluated, as the pages show dates ("Mar 17, 2026"; "17.03.2026" in German). */
export const checkpointDay = (iso: string, locale = 'en') => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

/**
 * The completed checkpoint that still takes its shape sheet after Evaluate: the latest one, and
 * only while no later checkpoint is ready — then the sheet belongs to that one. Null when none.
 */
export function lateSheetCheckpoint(rows: readonly CheckpointRow[]): number | null {
  if (rows.some((row) => row.state === 'ready' || row.state === 'pending')) return null;
  return rows.filter((row) => row.state === 'completed').at(-1)?.number ?? null;
}
