import { useState } from 'react';
import { useSearch } from 'wouter';
import type { Difficulty } from '../../../../contracts/analysis';
import { useAiProviderQuestion, VisitorAiConsent } from '@/components/ai-provider-choice';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useAuth } from '@/features/auth';
import { Rich, useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { AnalysisForm } from '../components/analysis-form';
import { AnalysisResults } from '../components/analysis-results';
import { FreeAnalysisHeader } from '../components/free-analysis-header';
import { useDrawingSelection } from '../hooks/use-drawing-selection';
import { useFreeAnalysis } from '../hooks/use-free-analysis';
import { childAgeInMonths } from '../lib/child-age';
import { fileProblemToast, NO_FILE } from '../lib/drawing-file';
import { presetsFromSearch } from '../lib/presets';

/** /free-analysis: one drawing in, an estimate of the drawing stage and a plan preview out. */
export function FreeAnalysisPage() {
  const t = useT();
  useDocumentTitle(t('freeAnalysis.page.title'), t('freeAnalysis.page.description'));
  const search = useSearch();
  const { challenge, difficulty: presetDifficulty } = presetsFromSearch(search);
  const [difficulty, setDifficulty] = useState<Difficulty>(presetDifficulty);
  const [birthMonth, setBirthMonth] = useState<number | undefined>();
  const [birthYear, setBirthYear] = useState<number | undefined>();
  const [returningFromResults, setReturningFromResults] = useState(false);
  const { drawing, choose, clear } = useDrawingSelection();
  const analysis = useFreeAnalysis();
  // A visitor ticks a box for this one drawing; a signed-in parent answers once for the account.
  const { isAuthenticated } = useAuth();
  const [visitorAiConsent, setVisitorAiConsent] = useState(false);
  const aiQuestion = useAiProviderQuestion({ enabled: isAuthenticated });

  function analyze() {
    if (!drawing) {
      toast({ variant: 'destructive', ...fileProblemToast(t, NO_FILE) });
      return;
    }
    const input = { image: drawing.file, childAge: childAgeInMonths(birthMonth, birthYear), difficulty, challenge };
    if (isAuthenticated) aiQuestion.ask(() => analysis.analyze(input));
    else analysis.analyze({ ...input, aiProviderConsent: visitorAiConsent });
  }

  function analyzeAnother() {
    analysis.reset();
    clear();
    setReturningFromResults(true);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <FreeAnalysisHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <Rich k="freeAnalysis.page.heading" values={{ u: (chunks) => <ScribbleUnderline color="coral">{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="mt-4 mb-8 max-w-prose text-lg text-muted">{t('freeAnalysis.page.intro')}</p>
        {analysis.result ? (
          <AnalysisResults response={analysis.result} previewUrl={drawing?.previewUrl ?? null} onAnalyzeAnother={analyzeAnother} />
        ) : (
          <AnalysisForm
            challenge={challenge}
            drawing={drawing}
            onChooseDrawing={choose}
            difficulty={difficulty}
            onDifficultyChange={setDifficulty}
            birthMonth={birthMonth}
            birthYear={birthYear}
            onBirthMonthChange={setBirthMonth}
            onBirthYearChange={setBirthYear}
            stage={analysis.stage}
            analyzing={analysis.analyzing}
            onAnalyze={analyze}
            focusOnMount={returningFromResults}
            beforeAnalyze={
              isAuthenticated ? null : <VisitorAiConsent checked={visitorAiConsent} onCheckedChange={setVisitorAiConsent} disabled={analysis.analyzing} />
            }
          />
        )}
        {aiQuestion.dialog}
      </main>
    </div>
  );
}
