import { useCallback, useEffect, useRef, useState } from 'react';
import { SETUP_DONE_STAGE, SETUP_FIRST_DELAY_MS, SETUP_STAGES, SETUP_STEP_MS, type SetupStage } from '../lib/setup-stages';

/** The setup progress bar: stages on the spec's clock, then 100 % when the plan exists. */
export function useSetupProgress() {
  const [stage, setStage] = useState<SetupStage | null>(null);
  const delay = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(delay.current);
    clearInterval(ticker.current);
    delay.current = undefined;
    ticker.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    let step = 0;
    const last = SETUP_STAGES.length - 1;
    setStage(SETUP_STAGES[0] ?? null);
    delay.current = setTimeout(() => {
      ticker.current = setInterval(() => {
        step = Math.min(step + 1, last);
        setStage(SETUP_STAGES[step] ?? null);
        if (step === last) stop();
      }, SETUP_STEP_MS);
    }, SETUP_FIRST_DELAY_MS);
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setStage(SETUP_DONE_STAGE);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setStage(null);
  }, [stop]);

  return { stage, start, complete, reset };
}
