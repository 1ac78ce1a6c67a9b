/**
 * Simulated children for `bench:tasks` (issue 33 §6): children of each age from 3 to 10, spread
 * through each year, pass each item with the norms' own probabilities (shapes stop after two
 * misses in a row, as the instruction says); each pattern is estimated as a parent's would be,
 * and per age we report how often the range holds the child's age, its median width and the
 * shares shown "behind" and "advanced". Deterministic with the seed.
 *
 * Run alone: node --import tsx bench/tasks/simulate.ts [perAge] [seed]
 */
import { pathToFileURL } from 'node:url';
import { SHAPE_ITEMS, TASK_KINDS, type ItemResult, type TaskKind } from '../../contracts/tasks.ts';
import { seededRandom } from '../../server/providers/ai/local/plan/seeded-random.ts';
import { estimateTasks, type TaskOutcomes } from '../../server/features/tasks/estimate.ts';
import { normPassShare } from '../../server/features/tasks/norms/item-norm.ts';
import { taskNorms } from '../../server/features/tasks/norms/task-norms.ts';

export type SimulatedTask = TaskKind | 'both';

export type SimulationRow = {
  task: SimulatedTask;
  ageYears: number;
  children: number;
  /** Share whose shown range holds their age (target ≥ 0.8). */
  coverage: number;
  /** Median of range.max − range.min, months (target ≤ 24 from 3 to 6 years). */
  medianWidth: number;
  /** Shares shown "behind" (target ≤ 0.05) and "advanced". */
  behind: number;
  advanced: number;
  /** Shares whose range is a floor or a ceiling. */
  floor: number;
  ceiling: number;
};

export const SIMULATED_AGE_YEARS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

export function simulateChildren({ task, perAge, seed }: { task: SimulatedTask; perAge: number; seed: number }): SimulationRow[] {
  const random = seededRandom(seed);
  const kinds: TaskKind[] = task === 'both' ? [...TASK_KINDS] : [task];
  return SIMULATED_AGE_YEARS.map((ageYears) => {
    const tally = { covered: 0, behind: 0, advanced: 0, floor: 0, ceiling: 0, widths: [] as number[] };
    for (let child = 0; child < perAge; child++) {
      // Spread evenly through the year, jittered within each child's slot.
      const age = ageYears * 12 + ((child + random()) / perAge) * 12;
      const childAge = Math.floor(age);
      const tasks = kinds.map((kind) => simulateTask(kind, age, random));
      const estimate = estimateTasks({ tasks, childAge });
      if (estimate.range.min <= childAge && childAge <= estimate.range.max) tally.covered++;
      if (estimate.status === 'behind') tally.behind++;
      if (estimate.status === 'advanced') tally.advanced++;
      if (estimate.floor) tally.floor++;
      if (estimate.ceiling) tally.ceiling++;
      tally.widths.push(estimate.range.max - estimate.range.min);
    }
    return {
      task,
      ageYears,
      children: perAge,
      coverage: tally.covered / perAge,
      medianWidth: median(tally.widths),
      behind: tally.behind / perAge,
      advanced: tally.advanced / perAge,
      floor: tally.floor / perAge,
      ceiling: tally.ceiling / perAge,
    };
  });
}

/** One child's results on one task at this age (months, fractional). */
function simulateTask(task: TaskKind, age: number, random: () => number): TaskOutcomes {
  const norms = taskNorms(task);
  const order = task === 'shapes' ? [...SHAPE_ITEMS] : Object.keys(norms);
  let missesInARow = 0;
  const items = order.map((item) => {
    // The sheet's instruction: stop after two misses in a row; the rest stay empty.
    if (task === 'shapes' && missesInARow >= 2) return { item, result: 'empty' as ItemResult };
    const passes = random() < normPassShare(norms[item]!, age);
    missesInARow = passes ? 0 : missesInARow + 1;
    return { item, result: (passes ? 'pass' : 'fail') as ItemResult };
  });
  return { task, items };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`.padStart(8);

export function formatSimulation(rows: readonly SimulationRow[]): string {
  const header = 'task    age  children  in range  width (mo)    behind  advanced     floor   ceiling';
  const lines = rows.map((r) =>
    [
      r.task.padEnd(6),
      String(r.ageYears).padStart(5),
      String(r.children).padStart(9),
      percent(r.coverage).padStart(9),
      String(r.medianWidth).padStart(11),
      percent(r.behind).padStart(9),
      percent(r.advanced).padStart(9),
      percent(r.floor).padStart(9),
      percent(r.ceiling).padStart(9),
    ].join(' '),
  );
  return [header, ...lines].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perAge = Number(process.argv[2] ?? 1000);
  const seed = Number(process.argv[3] ?? 33);
  for (const task of ['shapes', 'person', 'both'] as const) {
    console.log(formatSimulation(simulateChildren({ task, perAge, seed })));
    console.log('');
  }
}
