import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { ProgressStep } from '@/components/ui/staged-progress';
import type { StagedProgressClock } from '@/lib/use-staged-progress';

/** Spec 001 §4/§9: the waiting messages advance every 3 s; results show 500 ms after completion. */
export const PROGRESS_STEP_MS = 3000;
export const RESULTS_DELAY_MS = 500;

/** A stage's `message` is a message key, said in the page's language where it is shown (AnalysisProgress); a place in line is already words. */
export type ProgressStage = ProgressStep;

/**
 * Shown in turn while the server works; the last one stays until it answers. Issue 32: the third
 * says what the analyser does ("Measuring lines and shapes"), not the spec's "Analyzing cognitive
 * indicators", which one drawing cannot measure.
 */
export const WAITING_STAGES: readonly ProgressStage[] = [
  { message: 'freeAnalysis.progress.uploading' satisfies MessageKey, percent: 0 },
  { message: 'freeAnalysis.progress.processing' satisfies MessageKey, percent: 25 },
  { message: 'freeAnalysis.progress.measuring' satisfies MessageKey, percent: 50 },
  { message: 'freeAnalysis.progress.evaluating' satisfies MessageKey, percent: 75 },
  { message: 'freeAnalysis.progress.generating' satisfies MessageKey, percent: 90 },
];

export const COMPLETE_STAGE: ProgressStage = { message: 'freeAnalysis.progress.complete' satisfies MessageKey, percent: 100 };

/** The free analysis's clock for useStagedProgress. */
export const ANALYSIS_PROGRESS: StagedProgressClock = { stages: WAITING_STAGES, done: COMPLETE_STAGE, stepMs: PROGRESS_STEP_MS };
