import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { StagedProgressClock } from '@/lib/use-staged-progress';

/**
 * Spec 000 §4, the setup flow: the first stage shows at once; after a 0.5 s delay the stages
 * advance every 2.5 s (so at 3.0 s, 5.5 s, …) and wait at 95 % until the server answers.
 */
export const SETUP_FIRST_DELAY_MS = 500;
export const SETUP_STEP_MS = 2500;
/** How long "Plan created successfully!" stays before the plan page opens. */
export const SETUP_DONE_PAUSE_MS = 1000;

/** A stage's message is a message key; SetupProgress shows it in the page's language. */
export type SetupStage = { message: MessageKey; percent: number };

export const SETUP_STAGES: readonly SetupStage[] = [
  { message: 'plans.setup.stage.uploading', percent: 0 },
  { message: 'plans.setup.stage.processing', percent: 15 },
  { message: 'plans.setup.stage.analyzing', percent: 30 },
  // Issue 32: in place of the spec's "Evaluating cognitive indicators" — one drawing shows lines and shapes, not cognition.
  { message: 'plans.setup.stage.measuring', percent: 50 },
  { message: 'plans.setup.stage.generating', percent: 70 },
  { message: 'plans.setup.stage.weekly', percent: 85 },
  { message: 'plans.setup.stage.finalizing', percent: 95 },
];

export const SETUP_DONE_STAGE: SetupStage = { message: 'plans.setup.stage.done', percent: 100 };

/** The setup flow's clock for useStagedProgress. */
export const SETUP_PROGRESS: StagedProgressClock = {
  stages: SETUP_STAGES,
  done: SETUP_DONE_STAGE,
  stepMs: SETUP_STEP_MS,
  firstDelayMs: SETUP_FIRST_DELAY_MS,
};
