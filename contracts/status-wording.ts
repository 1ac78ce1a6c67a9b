import type { DevelopmentStatus } from './analysis.ts';

/**
 * Development status in words a parent can take (docs/design.md, voice): the analyser says
 * 'behind' only when the whole range lies below the child's age and 'advanced' only when it lies
 * wholly above. Never alarming; below the range says what happens next and who to ask. One
 * wording for the result screens and the paediatrician's report alike.
 */
export const STATUS_LABELS: Record<DevelopmentStatus, string> = {
  advanced: "Ahead of what we'd expect for your child's age — every child's path is different",
  typical: "Within the range we'd expect for your child's age",
  behind: 'Keep practising — we re-check at each checkpoint; talk to your paediatrician if you are worried',
};
