/**
 * Each task's norms in one place: its items' ages, the ages the estimate can tell apart, the ages
 * at which a status may be given, and the sources a parent's answer cites.
 */
import type { TaskKind } from '../../../../contracts/tasks.ts';
import type { ItemNorm } from './item-norm.ts';
import { PERSON_NORMS } from './person-norms.ts';
import { SHAPE_NORMS } from './shape-norms.ts';

/**
 * The ages (months) the likelihood is weighed over: a little beyond the first items' 50 % ages
 * below and the product's oldest children (10 years 11 months) above. A range that runs into
 * either end is a floor or a ceiling, never a figure.
 */
export const AGE_GRID = { min: 24, max: 131 } as const;

const NORMS: Record<TaskKind, Readonly<Record<string, ItemNorm>>> = { shapes: SHAPE_NORMS, person: PERSON_NORMS };

export function taskNorms(task: TaskKind): Readonly<Record<string, ItemNorm>> {
  return NORMS[task];
}

/** The task's items in the order children come to pass them (by their 50 % ages). */
export function itemsInDevelopmentalOrder(task: TaskKind): string[] {
  const norms = NORMS[task];
  return Object.keys(norms).sort((a, b) => norms[a]!.age50 - norms[b]!.age50);
}

/**
 * The ages a task can tell: from the earliest item's 50 % age to the latest item's 90 % age,
 * within the grid. The estimate weighs ages up to the top (a pattern that passes everything is
 * a ceiling there), and a status is given only to children inside them: beyond them the curves
 * are extrapolated, not published, so "behind" or "advanced" would rest on nothing.
 */
export function toldAges(task: TaskKind): { min: number; max: number } {
  const norms = Object.values(NORMS[task]);
  return {
    min: Math.max(AGE_GRID.min, Math.min(...norms.map((n) => n.age50))),
    max: Math.min(AGE_GRID.max, Math.max(...norms.map((n) => n.age90))),
  };
}

/** The short citations behind a task's ages, each once, for the answer's `sources`. */
export function taskSources(task: TaskKind): string[] {
  const citations = Object.values(NORMS[task]).flatMap((n) => n.source.split('; '));
  return [...new Set(citations)].sort();
}
