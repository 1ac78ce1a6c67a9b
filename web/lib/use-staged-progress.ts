import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressStep } from '@/components/ui/staged-progress';

export interface StagedProgressClock {
  /** Shown in turn while the server works; the last one stays until it answers. */
  stages: readonly ProgressStep[];
  /** Shown by `complete()`: the server answered (100 %). */
  done: ProgressStep;
  /** Time between two stages. */
  stepMs: number;
  /** Extra time the first stage stays before the steps start (the setup flow's 0.5 s). */
  firstDelayMs?: number;
}

/**
 * A progress bar's stage while a drawing is uploaded and worked on: the stages advance on the
 * spec's clock until the last, which stays until `complete()` (done) or `reset()` (hidden).
 * The clock is fixed for the hook's life: pass a constant.
 */
export function useStagedProgress({ stages, done, stepMs, firstDelayMs = 0 }: StagedProgressClock) {
  const [stage, setStage] = useState<ProgressStep | null>(null);
  const delay = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(delay.current);
    clearInterval(ticker.current);
    delay.current = undefined;
    ticker.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  /** From the first stage, or from `fromStep` (a drawing that waited in line is uploaded already). */
  const start = useCallback(
    (fromStep = 0) => {
      stop();
      const last = stages.length - 1;
      let step = Math.min(fromStep, last);
      setStage(stages[step] ?? null);
      const tick = () => {
        ticker.current = setInterval(() => {
          step = Math.min(step + 1, last);
          setStage(stages[step] ?? null);
          if (step === last) stop();
        }, stepMs);
      };
      if (firstDelayMs > 0) delay.current = setTimeout(tick, firstDelayMs);
      else tick();
    },
    [stop, stages, stepMs, firstDelayMs],
  );

  const complete = useCallback(() => {
    stop();
    setStage(done);
  }, [stop, done]);

  const reset = useCallback(() => {
    stop();
    setStage(null);
  }, [stop]);

  return { stage, start, complete, reset };
}
