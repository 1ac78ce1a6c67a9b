// The plan's shape in numbers (spec 000 §9), without any schema: the help pages quote them and
// should not download zod for four numbers. plans, checkpoints and submissions re-export them.

export const TOTAL_CHALLENGES = 26;

/** Six checkpoints, unlocked after 4, 8, … 24 completed weeks. */
export const CHECKPOINT_COUNT = 6;
export const WEEKS_PER_CHECKPOINT = 4;

export const MAX_ATTEMPTS_PER_WEEK = 3;
