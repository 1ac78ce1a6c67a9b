import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisInLine, AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import type { Translator } from '../../../../contracts/i18n/translator';
import { i18nStore } from '@/i18n/i18n-store';
import { useT } from '@/i18n/use-t';
import { errorMessage, errorStatus } from '@/lib/api';
import { useStagedProgress } from '@/lib/use-staged-progress';
import { toast } from '@/lib/use-toast';
import { useAnalyzeDrawing, type AnalyzeDrawingInput } from '../api/analyze-drawing';
import { AFTER_LINE_STEP, lineStage } from '../lib/line-stage';
import { ANALYSIS_PROGRESS, RESULTS_DELAY_MS, type ProgressStage } from '../lib/progress-stages';

/** Spec 001 §9: the analysis toast stays 5 s. */
export const ANALYSIS_TOAST_MS = 5000;

/**
 * For these the server's own words say what to do (smaller file, JPG/PNG, a photo of the whole
 * sheet, wait a while; a place in line that expired, a line that is full).
 */
const EXPLAINED_STATUSES = new Set([404, 413, 415, 422, 429, 503]);

export function analysisFailedDescription(error: unknown, t: Translator = i18nStore.get().t): string {
  const failed = t('freeAnalysis.toast.failed');
  const status = errorStatus(error);
  return status !== null && EXPLAINED_STATUSES.has(status) ? errorMessage(error, failed) : failed;
}

/**
 * Upload, progress, toasts and the 500 ms pause before the results, as one flow. When the server
 * puts the drawing in line, the progress area says where it is until it is looked at.
 */
export function useFreeAnalysis() {
  const t = useT();
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
          setInLine(lineStage(t, line.position, joinedAt));
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
                title: t('freeAnalysis.toast.completeTitle'),
                // Issue 32: the spec's "cognitive assessment" is not what one drawing can give.
                description: t('freeAnalysis.toast.complete'),
                duration: ANALYSIS_TOAST_MS,
              });
            }, RESULTS_DELAY_MS);
          },
          onError: (error) => {
            setInLine(null);
            resetProgress();
            toast({ variant: 'destructive', title: t('freeAnalysis.toast.failedTitle'), description: analysisFailedDescription(error, t) });
          },
        },
      );
    },
    [mutate, start, complete, resetProgress, t],
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
