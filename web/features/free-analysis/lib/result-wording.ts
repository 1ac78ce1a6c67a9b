import type { DevelopmentStatus, DrawingStage } from '../../../../contracts/analysis';
import { STATUS_LABELS } from '../../../../contracts/status-wording';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { formatYearsMonths } from '@/lib/format-age';

/**
 * Development status in words a parent can take (docs/design.md, voice), from the status alone:
 * the analyser says 'behind' only when the whole range lies below the child's age and
 * 'advanced' only when it lies wholly above. Never alarming; below the range says what happens
 * next and who to ask. The spec names the three statuses but gives no texts for them.
 */
export const STATUS_WORDING: Record<DevelopmentStatus, { label: string; tone: 'leaf' | 'sky' | 'sunflower' }> = {
  advanced: { label: STATUS_LABELS.advanced, tone: 'leaf' },
  typical: { label: STATUS_LABELS.typical, tone: 'sky' },
  behind: { label: STATUS_LABELS.behind, tone: 'sunflower' },
};

/** Without a birth month and year there is no age to compare with (the analyser then says 'typical'). */
export const NO_AGE_STATUS = {
  label: "Add your child's birth month and year next time, and we'll compare the range with their age",
  tone: 'sky',
} as const;

/**
 * Issue 32: for a child younger or older than the children the analyser was tested on (ADR 018:
 * 4 years 0 months to 8 years 11 months), no status — and the real measure, and who can give it.
 */
export function outsideCalibratedAgesText(actualAgeMonths: number): string {
  return `${VOCABULARY.analyser} was tested on drawings by children aged 4 to 8, so one drawing cannot place a child of ${formatYearsMonths(actualAgeMonths)} as ahead or behind. Standard drawing tasks — copying shapes, drawing a person — are how drawing development is checked at this age; your paediatrician can do them with your child.`;
}

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
