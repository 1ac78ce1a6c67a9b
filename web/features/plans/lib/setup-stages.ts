import type { ProgressStep } from '@/components/ui/staged-progress';
import type { StagedProgressClock } from '@/lib/use-staged-progress';

/**
 * Spec 000 §4, the setup flow: the first stage shows at once; after a 0.5 s delay the stages
 * advance every 2.5 s (so at 3.0 s, 5.5 s, …) and wait at 95 % until the server answers.
 */
export const SETUP_FIRST_DELAY_MS = 500;
export const SETUP_STEP_MS = 2500;
/** How long "Plan created successfully!" stays before the plan page opens. */
export const SETUP_DONE_PAUSE_MS = 1000;

export type SetupStage = ProgressStep;

export const SETUP_STAGES: readonly SetupStage[] = [
  { message: 'Uploading drawing', percent: 0 },
  { message: 'Processing image', percent: 15 },
  { message: 'Analyzing artistic development markers', percent: 30 },
  // Issue 32: in place of the spec's "Evaluating cognitive indicators" — one drawing shows lines and shapes, not cognition.
  { message: 'Measuring lines and shapes', percent: 50 },
  { message: 'Generating personalized development plan', percent: 70 },
  { message: 'Creating weekly challenges', percent: 85 },
  { message: 'Finalizing your plan', percent: 95 },
];

export const SETUP_DONE_STAGE: SetupStage = { message: 'Plan created successfully!', percent: 100 };

/** The setup flow's clock for useStagedProgress. */
export const SETUP_PROGRESS: StagedProgressClock = {
  stages: SETUP_STAGES,
  done: SETUP_DONE_STAGE,
  stepMs: SETUP_STEP_MS,
  firstDelayMs: SETUP_FIRST_DELAY_MS,
};
