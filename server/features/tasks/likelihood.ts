/**
 * How typical a pattern of passes and misses is at each age of the grid: the product over items
 * of each item's pass (or miss) probability, from its norm's logistic curve.
 */
import type { ItemResult, TaskKind } from '../../../contracts/tasks.ts';
import { normPassShare, type ItemNorm } from './norms/item-norm.ts';
import { AGE_GRID, taskNorms } from './norms/task-norms.ts';

/**
 * A child now and then misses an item they can do (a bad moment, a wobbly corner) or passes one
 * a little early; without room for that, one surprising result would pin the whole range.
 * 4 % each way keeps a single item from outweighing the pattern (ADR 030).
 */
export const LAPSE = 0.04;

export type ItemOutcome = { item: string; result: ItemResult };

export function itemPassProbability(norm: ItemNorm, ageMonths: number): number {
  return LAPSE + (1 - 2 * LAPSE) * normPassShare(norm, ageMonths);
}

/** The grid's ages, one a month. */
export const GRID_AGES: readonly number[] = Array.from({ length: AGE_GRID.max - AGE_GRID.min + 1 }, (_, i) => AGE_GRID.min + i);

/**
 * Log-likelihood of the task's results at each grid age. Every item of the task counts: an item
 * left out, 'empty' or 'fail' is a miss — the instruction stops after two misses in a row, and an
 * untried item is one the child was not expected to pass.
 */
export function logLikelihoodByAge(task: TaskKind, outcomes: readonly ItemOutcome[]): number[] {
  const norms = taskNorms(task);
  const passed = new Set<string>();
  for (const { item, result } of outcomes) {
    if (!(item in norms)) throw new TypeError(`"${item}" is not an item of the ${task} task`);
    if (result === 'pass') passed.add(item);
  }
  return GRID_AGES.map((age) =>
    Object.entries(norms).reduce((sum, [item, norm]) => {
      const p = itemPassProbability(norm, age);
      return sum + Math.log(passed.has(item) ? p : 1 - p);
    }, 0),
  );
}
