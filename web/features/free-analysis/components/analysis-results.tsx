import { useEffect, useRef } from 'react';
import type { AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { Card, CardContent } from '@/components/ui/card';
import { DrawingOnPaper } from './drawing-on-paper';
import { CognitiveAgeSummary } from './cognitive-age-summary';
import { EstimateNote } from './estimate-note';
import { FindingsLists } from './findings-lists';
import { PlanPreviewCard } from './plan-preview-card';
import { ResultsActions } from './results-actions';

interface AnalysisResultsProps {
  response: AnalyzeDrawingResponse;
  previewUrl: string | null;
  onAnalyzeAnother: () => void;
}

/** The results view; keyboard and screen-reader focus move to its heading when it appears. */
export function AnalysisResults({ response, previewUrl, onAnalyzeAnother }: AnalysisResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { analysisResult, planPreview, drawingId } = response;

  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <h2 id="results-heading" ref={heading} tabIndex={-1} className="text-2xl font-extrabold sm:text-3xl">
        Your child's results
      </h2>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {previewUrl ? <DrawingOnPaper src={previewUrl} alt="The analysed drawing" className="-rotate-1" /> : null}
        <Card>
          <CardContent>
            <CognitiveAgeSummary result={analysisResult} />
          </CardContent>
        </Card>
      </div>
      <EstimateNote />
      <FindingsLists strengths={analysisResult.strengths} areasForImprovement={analysisResult.areasForImprovement} />
      <PlanPreviewCard planPreview={planPreview} />
      <ResultsActions drawingId={drawingId} onAnalyzeAnother={onAnalyzeAnother} />
    </section>
  );
}
