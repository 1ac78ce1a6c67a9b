import type { DrawingStage } from '../../../../../contracts/analysis.ts';
import { STAGES, stageIndex } from '../challenges/library-challenge.ts';

export const PLAN_WEEKS = 26;
/** The first weeks stay gentle whatever the child's level: the parent and child are settling in. */
export const GENTLE_WEEKS = 4;
export const GENTLE_MAX_DIFFICULTY = 2;

/**
 * Typical ages of the drawing stages in months (Lowenfeld: scribbling 2–4 years,
 * pre-schematic 4–7, schematic 7–9, dawning realism 9–12).
 */
const STAGE_AGE_MONTHS: Record<DrawingStage, { from: number; to: number }> = {
  scribbling: { from: 24, to: 48 },
  'pre-schematic': { from: 48, to: 84 },
  schematic: { from: 84, to: 108 },
  'dawning-realism': { from: 108, to: 144 },
};

/** How far into its stage the child's drawing is, 0 (just arrived) to 1 (ready to move on). */
export function positionInStage(stage: DrawingStage, cognitiveAgeMonths: number): number {
  const { from, to } = STAGE_AGE_MONTHS[stage];
  return Math.min(1, Math.max(0, (cognitiveAgeMonths - from) / (to - from)));
}

export type PlanShape = {
  stage: number;
  /** Stage indexes (inclusive) a challenge must overlap in a given week. */
  windowFor(week: number): { min: number; max: number };
  /** The difficulty each week aims at, rising from gentle to a real stretch. */
  targetDifficulty(week: number): number;
  /** From this week on, challenges reaching into the next stage are preferred. */
  nextStageFrom: number;
};

/**
 * A plan starts at or slightly below the child's stage, settles into it, and reaches into the
 * next stage by the end. Children further into their stage move up sooner and aim a little higher.
 */
export function planShape(stage: DrawingStage, cognitiveAgeMonths: number): PlanShape {
  const s = stageIndex(stage);
  const top = STAGES.length - 1;
  const position = positionInStage(stage, cognitiveAgeMonths);
  const belowUntil = position < 0.5 ? 8 : 4;
  const nextStageFrom = position < 0.5 ? 19 : 17;
  const nextStageOnlyFrom = position < 0.5 ? 25 : 23;
  const lift = (position - 0.5) * 0.8;

  return {
    stage: s,
    nextStageFrom,
    windowFor(week) {
      if (week <= belowUntil) return { min: Math.max(0, s - 1), max: s };
      if (week < nextStageFrom) return { min: s, max: s };
      if (week < nextStageOnlyFrom) return { min: s, max: Math.min(top, s + 1) };
      return { min: Math.min(top, s + 1), max: Math.min(top, s + 1) };
    },
    targetDifficulty(week) {
      const progress = (week - 1) / (PLAN_WEEKS - 1);
      const target = 1 + 3.6 * progress ** 0.85 + lift;
      const ceiling = week <= GENTLE_WEEKS ? GENTLE_MAX_DIFFICULTY : 5;
      return Math.min(ceiling, Math.max(1, target));
    },
  };
}
