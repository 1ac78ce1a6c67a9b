import { Loader2, Wand2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Difficulty, FreeChallenge } from '../../../../contracts/analysis';
import { BirthDateField } from '@/components/birth-date-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import type { SelectedDrawing } from '../hooks/use-drawing-selection';
import { birthDateError, birthDateHint, birthYears } from '../lib/child-age';
import { CHALLENGE_LABELS } from '../lib/presets';
import type { ProgressStage } from '../lib/progress-stages';
import { AnalysisProgress } from './analysis-progress';
import { DifficultyChoice } from './difficulty-choice';
import { DrawingPicker } from './drawing-picker';

export interface AnalysisFormProps {
  challenge: FreeChallenge;
  drawing: SelectedDrawing | null;
  onChooseDrawing: (file: File) => void;
  difficulty: Difficulty;
  onDifficultyChange: (difficulty: Difficulty) => void;
  birthMonth: number | undefined;
  birthYear: number | undefined;
  onBirthMonthChange: (month: number | undefined) => void;
  onBirthYearChange: (year: number | undefined) => void;
  stage: ProgressStage | null;
  analyzing: boolean;
  onAnalyze: () => void;
  /** Coming back from the results: put focus at the start of the form. */
  focusOnMount?: boolean;
  /** Shown just above the Analyze button (a visitor's optional AI-provider consent). */
  beforeAnalyze?: ReactNode;
}

/**
 * The free analysis form: checked by hand, not with useContractForm, because the free analysis
 * page loads without zod at start-up (docs/decisions/017-page-start-up.md).
 */
export function AnalysisForm(props: AnalysisFormProps) {
  const { challenge, drawing, difficulty, analyzing, stage, focusOnMount = false } = props;
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!analyzing) props.onAnalyze();
      }}
      className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start"
    >
      <section aria-labelledby="drawing-heading" className="grid gap-3">
        <h2 id="drawing-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          {t('freeAnalysis.form.drawingHeading')}
        </h2>
        <DrawingPicker drawing={drawing} onChoose={props.onChooseDrawing} disabled={analyzing} />
      </section>
      <Card>
        <CardContent className="grid gap-6">
          <h2 className="text-xl font-bold">{t('freeAnalysis.form.aboutHeading')}</h2>
          {challenge !== 'general' ? (
            <p className="-mt-3">
              <span className="text-muted">{t('freeAnalysis.form.challenge')} </span>
              <span className="rounded-full bg-surface-2 px-3 py-1 font-semibold text-sunflower">{t(CHALLENGE_LABELS[challenge])}</span>
            </p>
          ) : null}
          <DifficultyChoice value={difficulty} onChange={props.onDifficultyChange} disabled={analyzing} />
          <BirthDateField
            id="birth"
            legend={t('ages.birth.legend')}
            optional
            labels={{ month: t('ages.birth.month'), year: t('ages.birth.year') }}
            years={birthYears()}
            month={props.birthMonth}
            year={props.birthYear}
            onMonthChange={props.onBirthMonthChange}
            onYearChange={props.onBirthYearChange}
            disabled={analyzing}
            error={birthDateError(props.birthMonth, props.birthYear, undefined, t)}
            hint={birthDateHint(props.birthMonth, props.birthYear, undefined, t)}
          />
          {props.beforeAnalyze}
          <Button type="submit" size="lg" aria-disabled={analyzing || undefined} className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60">
            {analyzing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
            {analyzing ? t('freeAnalysis.form.analyzing') : t('freeAnalysis.form.analyze')}
          </Button>
          <AnalysisProgress stage={analyzing ? stage : null} />
        </CardContent>
      </Card>
    </form>
  );
}
