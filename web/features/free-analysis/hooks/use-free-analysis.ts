import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { errorMessage, errorStatus } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useAnalyzeDrawing, type AnalyzeDrawingInput } from '../api/analyze-drawing';
import { RESULTS_DELAY_MS } from '../lib/progress-stages';
import { useAnalysisProgress } from './use-analysis-progress';

/** Spec 001 §9: the analysis toast stays 5 s. */
export const ANALYSIS_TOAST_MS = 5000;

const FAILED_DESCRIPTION = 'There was an error analyzing the drawing. Please try again.';
/** For these the server's own words say what to do (smaller file, JPG/PNG, a photo of the whole sheet, wait a while). */
const EXPLAINED_STATUSES = new Set([413, 415, 422, 429]);

export function analysisFailedDescription(error: unknown): string {
  const status = errorStatus(error);
  return status !== null && EXPLAINED_STATUSES.has(status) ? errorMessage(error, FAILED_DESCRIPTION) : FAILED_DESCRIPTION;
}

/** Upload, progress, toasts and the 500 ms pause before the results, as one flow. */
export function useFreeAnalysis() {
  const mutation = useAnalyzeDrawing();
  const progress = useAnalysisProgress();
  const [result, setResult] = useState<AnalyzeDrawingResponse | null>(null);
  const resultsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resultsTimer.current), []);

  const { mutate, reset: resetMutation } = mutation;
  const { start, complete, reset: resetProgress } = progress;

  const analyze = useCallback(
    (input: AnalyzeDrawingInput) => {
      start();
      mutate(input, {
        onSuccess: (data) => {
          complete();
          resultsTimer.current = setTimeout(() => {
            setResult(data);
            toast({
              title: 'Analysis Complete!',
              description: "Your child's cognitive assessment results are ready.",
              duration: ANALYSIS_TOAST_MS,
            });
          }, RESULTS_DELAY_MS);
        },
        onError: (error) => {
          resetProgress();
          toast({ variant: 'destructive', title: 'Analysis Failed', description: analysisFailedDescription(error) });
        },
      });
    },
    [mutate, start, complete, resetProgress],
  );

  const reset = useCallback(() => {
    clearTimeout(resultsTimer.current);
    resetMutation();
    resetProgress();
    setResult(null);
  }, [resetMutation, resetProgress]);

  return { stage: progress.stage, analyzing: progress.stage !== null && result === null, result, analyze, reset };
}
