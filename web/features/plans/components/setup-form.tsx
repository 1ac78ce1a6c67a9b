import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAiProviderQuestion } from '@/components/ai-provider-choice';
import { BirthDateField } from '@/components/birth-date-field';
import { Button } from '@/components/ui/button';
import { errorMessage, errorStatus } from '@/lib/api';
import { useStagedProgress } from '@/lib/use-staged-progress';
import { toast } from '@/lib/use-toast';
import { useCompleteSetup, type BirthDate } from '../api/complete-setup';
import { planQueryKey } from '@/lib/query-keys';
import { useDrawingFile } from '../hooks/use-drawing-file';
import { handleLoggedOut } from '../../../lib/logged-out';
import { SETUP_MISSING_MESSAGE, setupAgeError, setupBirthYears, setupMessage, validateSetup } from '../lib/setup-age';
import { useT } from '@/i18n/use-t';
import { SETUP_DONE_PAUSE_MS, SETUP_PROGRESS } from '../lib/setup-stages';
import { SetupDrawingPicker } from './setup-drawing-picker';
import { SetupProgress } from './setup-progress';

/** Server answers whose own words tell the parent what to change. */
const EXPLAINED = new Set([400, 409, 413, 415, 422]);

/**
 * The drawing and birth date, then the plan is generated with its progress stages. Checked by
 * hand, not with useContractForm: plan set-up loads without zod at start-up
 * (docs/decisions/017-page-start-up.md).
 */
interface SetupFormProps {
  planId: string;
  hasStartingDrawing?: boolean;
  /** The free analysis's drawing, shown in place of the upload. */
  startingImageUrl?: string | null;
  /** The birth month and year the plan already has (from the free analysis, or Edit Child Details): shown, editable. */
  birth?: Partial<BirthDate>;
}

export function SetupForm({ planId, hasStartingDrawing = false, startingImageUrl, birth }: SetupFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const drawing = useDrawingFile();
  // The birth date the parent may already have given the plan (Edit Child Details) starts the form.
  const [month, setMonth] = useState<number | undefined>(birth?.birthMonth);
  const [year, setYear] = useState<number | undefined>(birth?.birthYear);
  const [error, setError] = useState<string | undefined>();
  const progress = useStagedProgress(SETUP_PROGRESS);
  const setup = useCompleteSetup();
  const aiQuestion = useAiProviderQuestion();
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const working = progress.stage !== null;
  const complete = (drawing.file !== null || hasStartingDrawing) && month !== undefined && year !== undefined;
  const ageError = month === undefined || year === undefined ? undefined : setupAgeError(month, year);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    const checked = validateSetup({ image: drawing.file, month, year, hasStartingDrawing });
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    const birthDate = { birthMonth: month!, birthYear: year! };
    aiQuestion.ask(() => generatePlan(checked.image, checked.childAge, birthDate));
  }

  function generatePlan(image: File | null, childAge: number, birthDate: BirthDate) {
    progress.start();
    setup.mutate(
      { planId, image, childAge, ...birthDate },
      {
        onSuccess: ({ plan }) => {
          progress.complete();
          toast({ title: t('plans.setup.done'), description: t('plans.setup.doneText') });
          leaveTimer.current = setTimeout(() => {
            queryClient.setQueryData(planQueryKey(planId), { plan });
            navigate(`/plans/${encodeURIComponent(planId)}`);
          }, SETUP_DONE_PAUSE_MS);
        },
        onError: (failure) => {
          progress.reset();
          if (handleLoggedOut(failure)) return;
          toast({ variant: 'destructive', title: t('plans.error'), description: t('plans.setup.failed') });
          const status = errorStatus(failure);
          if (status !== null && EXPLAINED.has(status)) setError(errorMessage(failure, '') || undefined);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-8">
      <SetupDrawingPicker
        file={drawing.file}
        previewUrl={drawing.previewUrl}
        onChoose={drawing.choose}
        disabled={working}
        error={drawing.problem}
        keepsStartingDrawing={hasStartingDrawing}
        startingImageUrl={startingImageUrl}
      />
      <BirthDateField
        id="setup-birth"
        legend={t('plans.setup.birthLegend')}
        labels={{ month: t('plans.birthMonth'), year: t('plans.birthYear') }}
        years={setupBirthYears()}
        month={month}
        year={year}
        onMonthChange={setMonth}
        onYearChange={setYear}
        disabled={working}
        error={setupMessage(t, ageError)}
        hint={t('plans.setup.ageHint')}
      />
      <div className="grid gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={!complete || working}
          aria-describedby="setup-submit-note"
          className="w-full whitespace-normal text-center sm:w-auto sm:justify-self-start"
        >
          <Sparkles aria-hidden="true" />
          {t('plans.setup.submit')}
        </Button>
        <p id="setup-submit-note" role={error ? 'alert' : undefined} className={error ? 'font-medium text-destructive-text' : 'text-sm text-muted'}>
          {setupMessage(t, error ?? (complete ? undefined : SETUP_MISSING_MESSAGE)) ?? t('plans.setup.takesSeconds')}
        </p>
        <SetupProgress stage={progress.stage} />
      </div>
      {/* A portal: its buttons are not part of this form. */}
      {aiQuestion.dialog}
    </form>
  );
}
