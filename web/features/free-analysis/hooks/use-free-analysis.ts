import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisInLine, AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { errorMessage, errorStatus } from '@/lib/api';
import { useStagedProgress } from '@/lib/use-staged-progress';
import { toast } from '@/lib/use-toast';
import { useAnalyzeDrawing, type AnalyzeDrawingInput } from '../api/analyze-drawing';
import { AFTER_LINE_STEP, lineStage } from '../lib/line-stage';
import { ANALYSIS_PROGRESS, RESULTS_DELAY_MS, type ProgressStage } from '../lib/progress-stages';

/** Spec 001 §9: the analysis toast stays 5 s. */
export const ANALYSIS_TOAST_MS = 5000;

const FAILED_DESCRIPTION = 'There was an error analyzing the drawing. Please try again.';
/**
 * For these the server's own words say what to do (smaller file, JPG/PNG, a photo of the whole
 * sheet, wait a while; a place in line that expired, a line that is full).
 */
const EXPLAINED_STATUSES = new Set([404, 413, 415, 422, 429, 503]);

export function analysisFailedDescription(error: unknown): string {
  const status = errorStatus(error);
  return status !== null && EXPLAINED_STATUSES.has(status) ? errorMessage(error, FAILED_DESCRIPTION) : FAILED_DESCRIPTION;
}

/**
 * Upload, progress, toasts and the 500 ms pause before the results, as one flow. When the server
 * puts the drawing in line, the progress area says where it is until it is looked at.
 */
export function useFreeAnalysis() {
  const mutation = useAnalyzeDrawing();
  const progress = useStagedProgress(ANALYSIS_PROGRESS);
  const [result, setResult] = useState<AnalyzeDrawingResponse | null>(null);
  const [inLine, setInLine] = useState<ProgressStage | null>(null);
  const resultsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaving = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(resultsTimer.current);
      leaving.current?.abort();
    },
    [],
  );

  const { mutate, reset: resetMutation } = mutation;
  const { start, complete, reset: resetProgress } = progress;

  const analyze = useCallback(
    (input: AnalyzeDrawingInput) => {
      start();
      leaving.current?.abort();
      const controller = new AbortController();
      leaving.current = controller;
      let joinedAt = 0;
      const onInLine = (line: AnalysisInLine) => {
        if (line.status === 'waiting') {
          joinedAt ||= line.position;
          setInLine(lineStage(line.position, joinedAt));
          return;
        }
        // Out of line and being looked at: the spec's messages go on from after the upload.
        if (joinedAt) start(AFTER_LINE_STEP);
        joinedAt = 0;
        setInLine(null);
      };
      mutate(
        { input, onInLine, signal: controller.signal },
        {
          onSuccess: (data) => {
            setInLine(null);
            complete();
            resultsTimer.current = setTimeout(() => {
              setResult(data);
              toast({
                title: 'Analysis Complete!',
                // Issue 32: the spec's "cognitive assessment" is not what one drawing can give.
                description: "Your child's drawing results are ready.",
                duration: ANALYSIS_TOAST_MS,
              });
            }, RESULTS_DELAY_MS);
          },
          onError: (error) => {
            setInLine(null);
            resetProgress();
            toast({ variant: 'destructive', title: 'Analysis Failed', description: analysisFailedDescription(error) });
          },
        },
      );
    },
    [mutate, start, complete, resetProgress],
  );

  const reset = useCallback(() => {
    clearTimeout(resultsTimer.current);
    leaving.current?.abort();
    resetMutation();
    resetProgress();
    setInLine(null);
    setResult(null);
  }, [resetMutation, resetProgress]);

  return { stage: inLine ?? progress.stage, analyzing: progress.stage !== null && result === null, result, analyze, reset };
}
