import type { Checkpoint } from '../../../contracts/checkpoints.ts';
import type { CheckpointRow } from './repository.ts';

/** The wire shape: results only once completed, the error only once failed. */
export function toCheckpoint(row: CheckpointRow): Checkpoint {
  const completed = row.status === 'completed';
  return {
    checkpointNumber: row.checkpointNumber,
    status: row.status,
    cognitiveAge: completed ? row.cognitiveAge : null,
    cognitiveAgeRange:
      completed && row.cognitiveAgeMin !== null && row.cognitiveAgeMax !== null ? { min: row.cognitiveAgeMin, max: row.cognitiveAgeMax } : null,
    analysis: completed ? (row.analysis ?? null) : null,
    error: row.status === 'failed' ? row.error : null,
    evaluatedAt: completed && row.evaluatedAt ? row.evaluatedAt.toISOString() : null,
  };
}
