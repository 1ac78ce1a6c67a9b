import type { DevelopmentStatus, DrawingStage } from '../../../../contracts/analysis';

/**
 * Development status in words a parent can take (docs/design.md, voice): never alarming;
 * below the range says what happens next and who to ask.
 */
export const STATUS_WORDING: Record<DevelopmentStatus, { label: string; tone: 'leaf' | 'sky' | 'sunflower' }> = {
  advanced: { label: 'Ahead', tone: 'leaf' },
  typical: { label: 'On track', tone: 'sky' },
  behind: {
    label: 'Keep practising — we re-check at each checkpoint; talk to your paediatrician if you are worried',
    tone: 'sunflower',
  },
};

/** Lowenfeld's stages in plain words, with the usual name in brackets for the curious. */
export const STAGE_WORDING: Record<DrawingStage, { name: string; explanation: string }> = {
  scribbling: {
    name: 'Exploring marks (scribbling stage)',
    explanation: 'Enjoying movement and colour; lines and loops come before shapes.',
  },
  'pre-schematic': {
    name: 'First shapes and symbols (pre-schematic stage)',
    explanation: 'Circles and lines start to stand for people and things, placed freely on the page.',
  },
  schematic: {
    name: 'Drawing with a plan (schematic stage)',
    explanation: 'Familiar symbols for people, houses and sky, often standing on a ground line.',
  },
  'dawning-realism': {
    name: 'Drawing what they see (dawning realism)',
    explanation: 'More detail, overlap and proportion; the drawing tries to look real.',
  },
};

/** Spec 000 §9: a plan has 26 weekly challenges; the preview shows the first 3. */
export const PLAN_WEEKS = 26;
export const PREVIEW_CHALLENGES = 3;

export function moreChallengesCount(total: number): number {
  return Math.max(PLAN_WEEKS, total) - Math.min(PREVIEW_CHALLENGES, total);
}
