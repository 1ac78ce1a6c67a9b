import { DrawingStage } from '../../../../../contracts/analysis.ts';
import type { ChallengeGoals } from './goals.ts';

/** What a challenge practises; the plan balances these and adaptation swaps within them. */
export const SKILL_TAGS = [
  'shapes',
  'lines',
  'people',
  'detail',
  'colour',
  'space',
  'symmetry',
  'storytelling',
  'observation',
  'pattern',
  'motion',
  'emotion',
  'fine-motor',
  'planning',
] as const;
export type SkillTag = (typeof SKILL_TAGS)[number];

/**
 * What a challenge restricts the drawing to, when it does: marks or scribbles, lines, single
 * shapes, or one thing drawn on its own. A drawing that does what such a week asked shows that
 * skill; it is not read as a younger child (weekly feedback carries the earlier estimate).
 */
export const CHALLENGE_ASKS = ['marks', 'lines', 'shapes', 'one-thing'] as const;
export type ChallengeAsks = (typeof CHALLENGE_ASKS)[number];

/** Drawing stages from youngest to oldest; a stage's index is its place in this list. */
export const STAGES: readonly DrawingStage[] = DrawingStage.options;

export function stageIndex(stage: DrawingStage): number {
  return STAGES.indexOf(stage);
}

/**
 * One challenge of the curated library, written for a parent. `difficulty` is the stretch it
 * asks of a child within its stage range (1 = a gentle first go, 5 = a real stretch), so every
 * stage has easy and hard challenges of its own.
 */
export type LibraryChallenge = {
  id: string;
  title: string;
  description: string;
  skills: string[];
  instructions: string[];
  estimatedTime: string;
  stageRange: { min: DrawingStage; max: DrawingStage };
  skillTags: SkillTag[];
  difficulty: 1 | 2 | 3 | 4 | 5;
  /** Set when the challenge restricts what the child draws (see ChallengeAsks). */
  asks?: ChallengeAsks;
  /** Issue 32: what the challenge asks for that a photo shows, and what it cannot (see goals.ts). */
  goals: ChallengeGoals;
};

/** The stages a challenge suits, as indexes (inclusive). */
export function stageSpan(challenge: LibraryChallenge): { min: number; max: number } {
  return { min: stageIndex(challenge.stageRange.min), max: stageIndex(challenge.stageRange.max) };
}
