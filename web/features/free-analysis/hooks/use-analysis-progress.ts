import { useCallback, useEffect, useRef, useState } from 'react';
import { COMPLETE_STAGE, PROGRESS_STEP_MS, WAITING_STAGES, type ProgressStage } from '../lib/progress-stages';

/**
 * The progress bar's stage while the drawing is analysed: a new message every 3 s until the
 * last waiting stage, which stays until `complete()` (100 %) or `reset()` (hidden).
 */
export function useAnalysisProgress() {
  const [stage, setStage] = useState<ProgressStage | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  /** From the first message, or from `fromStep` (a drawing that waited in line is uploaded already). */
  const start = useCallback((fromStep = 0) => {
    stop();
    let step = Math.min(fromStep, WAITING_STAGES.length - 1);
    setStage(WAITING_STAGES[step] ?? null);
    timer.current = setInterval(() => {
      step = Math.min(step + 1, WAITING_STAGES.length - 1);
      setStage(WAITING_STAGES[step] ?? null);
      if (step === WAITING_STAGES.length - 1) stop();
    }, PROGRESS_STEP_MS);
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setStage(COMPLETE_STAGE);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setStage(null);
  }, [stop]);

  return { stage, start, complete, reset };
}
