import { useEffect, useRef } from 'react';
import type { AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { EstimatedAge } from '@/components/estimated-age';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { AgeStatus } from './age-status';
import { CloserLookOffer } from './closer-look-offer';
import { DrawingOnPaper } from '@/components/drawing-on-paper';
import { DrawingSummary } from './drawing-summary';
import { EstimateNote } from './estimate-note';
import { FindingsLists } from './findings-lists';
import { PlanPreviewCard } from './plan-preview-card';
import { ResultsActions } from './results-actions';

interface AnalysisResultsProps {
  response: AnalyzeDrawingResponse;
  previewUrl: string | null;
  onAnalyzeAnother: () => void;
}

/**
 * The results view (issue 32): what the drawing shows first, then its drawing age as the ages of
 * children who make drawings like it, then — only where one drawing can say it — how that compares
 * with the child's age. Keyboard and screen-reader focus move to its heading when it appears.
 */
export function AnalysisResults({ response, previewUrl, onAnalyzeAnother }: AnalysisResultsProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { analysisResult, planPreview, drawingId } = response;

  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <h2 id="results-heading" ref={heading} tabIndex={-1} className="text-2xl font-extrabold sm:text-3xl">
        {t('freeAnalysis.results.heading')}
      </h2>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {previewUrl ? <DrawingOnPaper src={previewUrl} alt={t('freeAnalysis.results.drawingAlt')} className="-rotate-1" /> : null}
        <Card>
          <CardContent>
            <DrawingSummary result={analysisResult} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="grid gap-5">
          <EstimatedAge months={analysisResult.cognitiveAge} range={analysisResult.cognitiveAgeRange} className="bg-transparent p-0" />
          <AgeStatus result={analysisResult} />
        </CardContent>
      </Card>
      <EstimateNote />
      <CloserLookOffer />
      <FindingsLists strengths={analysisResult.strengths} areasForImprovement={analysisResult.areasForImprovement} />
      <PlanPreviewCard planPreview={planPreview} />
      <ResultsActions drawingId={drawingId} onAnalyzeAnother={onAnalyzeAnother} />
    </section>
  );
}
