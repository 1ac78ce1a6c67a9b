/**
 * The estimate from the norms (issue 33 §4, ADR 030): the range of ages at which the child's whole
 * pattern of passes and misses is typical — a central span of the likelihood over the grid's ages
 * with a uniform prior, wide enough to hold 80 % of children of every age — its median as the
 * centre, and ADR 018's evidence rule for the status.
 */
import { taskRangeWords } from '../../../contracts/task-words.ts';
import type { TaskEstimate, TaskKind } from '../../../contracts/tasks.ts';
import { GRID_AGES, logLikelihoodByAge, type ItemOutcome } from './likelihood.ts';
import { AGE_GRID, toldAges } from './norms/task-norms.ts';

export { compareTasks } from './compare-tasks.ts';
export { taskSources } from './norms/task-norms.ts';

/** The share of children of each age whose shown range holds their age, by the norms. */
export const SHOWN_COVERAGE = 0.8;

/**
 * The shown range is the likelihood's 7 %–93 % span, not 10 %–90 %: an interval from a uniform
 * prior holds 80 % of children on average over ages, not at every age, and children who pass an
 * item early (a five-year-old's diamond) or stop early fall outside it. 7 % is the narrowest tail
 * that keeps at least 80 % at every age from 3 to 10 in bench:tasks (ADR 030).
 */
export const SHOWN_TAIL = 0.07;

/**
 * The status is decided on a wider range than the one shown — its 3 % and 97 % points — so that
 * at most 5 % of simulated typical children are "behind" at any age (bench:tasks; ADR 030). A
 * shown range wholly below the age is then not yet enough: the evidence must be stronger.
 */
export const STATUS_TAIL = 0.03;

/**
 * A range runs into the grid's end when the pattern is at least half as typical there as at its
 * most typical age: the task cannot tell that end from the best ages, so the range is a floor or
 * a ceiling ("at least 7 years on this task"), not a figure.
 */
const EDGE_LIKELIHOOD = 0.5;

export type TaskOutcomes = { task: TaskKind; items: readonly ItemOutcome[] };

export function estimateTask({ task, items, childAge }: TaskOutcomes & { childAge?: number }): TaskEstimate {
  return estimateTasks({ tasks: [{ task, items }], childAge });
}

/** Several tasks of one child at one time (a checkpoint's shapes and person): their likelihoods multiply. */
export function estimateTasks({ tasks, childAge }: { tasks: readonly TaskOutcomes[]; childAge?: number }): TaskEstimate {
  if (tasks.length === 0) throw new TypeError('estimateTasks needs at least one task');
  const logLikelihood = GRID_AGES.map(() => 0);
  for (const { task, items } of tasks) {
    logLikelihoodByAge(task, items).forEach((value, i) => (logLikelihood[i]! += value));
  }
  // The ages the tasks can tell end at their latest item's 90 % age; above it a pattern that
  // passes everything is as typical at 8 years as at 10, and a uniform prior up there would pull
  // every ceiling's lower end past the children who reach it.
  const top = Math.max(...tasks.map(({ task }) => toldAges(task).max));
  const told = GRID_AGES.map((age, i) => (age <= top ? logLikelihood[i]! : -Infinity));
  const best = Math.max(...told);
  const weights = told.map((value) => Math.exp(value - best));
  const floor = weights[0]! >= EDGE_LIKELIHOOD;
  const ceiling = weights[GRID_AGES.indexOf(top)]! >= EDGE_LIKELIHOOD;
  const quantile = quantileOver(weights);
  // A ceiling reaches the grid's top, so no older child's age falls outside it.
  const between = (tail: number) => ({
    min: floor ? AGE_GRID.min : quantile(tail),
    max: ceiling ? AGE_GRID.max : quantile(1 - tail),
  });
  const range = between(SHOWN_TAIL);
  return {
    centre: Math.min(range.max, Math.max(range.min, quantile(0.5))),
    range,
    coverage: SHOWN_COVERAGE,
    floor,
    ceiling,
    words: taskRangeWords({ range, floor, ceiling }),
    status: statusFor(between(STATUS_TAIL), childAge, tasks),
  };
}

/** The first grid age at which the likelihood's running share reaches q. */
function quantileOver(weights: readonly number[]): (q: number) => number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (q) => {
    let running = 0;
    for (let i = 0; i < weights.length; i++) {
      running += weights[i]!;
      if (running >= q * total) return GRID_AGES[i]!;
    }
    return AGE_GRID.max;
  };
}

/** ADR 018's evidence rule, only at ages some task's norms cover (norms/task-norms.ts `toldAges`). */
function statusFor(range: { min: number; max: number }, childAge: number | undefined, tasks: readonly TaskOutcomes[]): TaskEstimate['status'] {
  if (childAge === undefined) return null;
  const covered = tasks.map(({ task }) => toldAges(task));
  const inside = childAge >= Math.min(...covered.map((c) => c.min)) && childAge <= Math.max(...covered.map((c) => c.max));
  if (!inside) return null;
  if (range.max < childAge) return 'behind';
  if (range.min > childAge) return 'advanced';
  return 'typical';
}
