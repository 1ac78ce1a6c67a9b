import type { ProgressStep } from '@/components/ui/staged-progress';
import type { StagedProgressClock } from '@/lib/use-staged-progress';

/** Spec 001 §4/§9: the waiting messages advance every 3 s; results show 500 ms after completion. */
export const PROGRESS_STEP_MS = 3000;
export const RESULTS_DELAY_MS = 500;

export type ProgressStage = ProgressStep;

/**
 * Shown in turn while the server works; the last one stays until it answers. Issue 32: the third
 * says what the analyser does ("Measuring lines and shapes"), not the spec's "Analyzing cognitive
 * indicators", which one drawing cannot measure.
 */
export const WAITING_STAGES: readonly ProgressStage[] = [
  { message: 'Uploading image', percent: 0 },
  { message: 'Processing image', percent: 25 },
  { message: 'Measuring lines and shapes', percent: 50 },
  { message: 'Evaluating development markers', percent: 75 },
  { message: 'Generating assessment', percent: 90 },
];

export const COMPLETE_STAGE: ProgressStage = { message: 'Analysis complete', percent: 100 };

/** The free analysis's clock for useStagedProgress. */
export const ANALYSIS_PROGRESS: StagedProgressClock = { stages: WAITING_STAGES, done: COMPLETE_STAGE, stepMs: PROGRESS_STEP_MS };
