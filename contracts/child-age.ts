// The ages Kritzel works with, without any schema: the browser formats ages on pages that
// validate nothing (the free analysis) and should not download zod for three numbers.
export const CHILD_AGE_MIN_MONTHS = 18;
export const CHILD_AGE_MAX_MONTHS = 144;

/**
 * No estimate from drawings is closer than this, either way: the local analyser's narrowest
 * range, and the range shown beside a single number (weekly feedback, checkpoints).
 */
export const ESTIMATE_HALF_RANGE_MONTHS = 6;
