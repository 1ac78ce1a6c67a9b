import { Loader2, ScanLine } from 'lucide-react';
import { useState } from 'react';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { TaskResult } from '../../../../contracts/tasks';
import { BirthDateField } from '@/components/birth-date-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { birthYearsServed } from '@/lib/birth-month';
import { useScoreShapes, type TaskPlace } from '../api/tasks';
import { scoreErrorMessage } from '../lib/score-error';
import { taskBirthDateError, taskBirthDateHint, taskChildAge } from '../lib/task-age';
import { usePhoto } from '../lib/use-photo';
import { SheetKindChoice, type SheetKind } from './sheet-kind-choice';
import { SheetPhotoField } from './sheet-photo-field';

export const SHEET_PHOTO_GUIDANCE: Record<SheetKind, MessageKey> = {
  printed: 'tasks.step.guidancePrinted',
  plain: 'tasks.step.guidancePlain',
};

interface ShapeSheetStepProps extends TaskPlace {
  /** How the page above was set up: the printed sheet, or the shapes on screen (plain paper). The parent can still change it here. */
  sheet?: SheetKind;
  /** The child's age in months when the caller knows it (a plan's checkpoint); otherwise the step asks for a birth month and year. */
  childAge?: number;
  onScored: (task: TaskResult) => void;
}

/**
 * The photo of the copied sheet, sent to be scored: the free analysis' closer look, or a
 * checkpoint's (with its plan and number). The parent says whether the shapes were copied on the
 * printed sheet or on plain paper. A sheet that cannot be found says how to photograph it, and the
 * parent can try again with another photo.
 */
export function ShapeSheetStep({ sheet: setUpAs = 'printed', childAge, planId, checkpointNumber, onScored }: ShapeSheetStepProps) {
  const t = useT();
  const { photo, choose } = usePhoto();
  const [sheet, setSheet] = useState<SheetKind>(setUpAs);
  // Switching the page between printing and the shapes on screen switches the choice here too.
  const [followed, setFollowed] = useState(setUpAs);
  if (followed !== setUpAs) {
    setFollowed(setUpAs);
    setSheet(setUpAs);
  }
  const [birthMonth, setBirthMonth] = useState<number | undefined>();
  const [birthYear, setBirthYear] = useState<number | undefined>();
  const [tried, setTried] = useState(false);
  const score = useScoreShapes();
  const age = childAge ?? taskChildAge(birthMonth, birthYear);
  const missingPhoto = tried && !photo;

  function submit() {
    setTried(true);
    if (!photo || age === undefined || score.isPending) return;
    score.mutate({ photo: photo.file, sheet, childAge: age, planId, checkpointNumber }, { onSuccess: onScored });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-5"
    >
      {childAge === undefined ? (
        <BirthDateField
          id="task-birth"
          legend={t('tasks.step.birthLegend')}
          labels={{ month: t('ages.birth.month'), year: t('ages.birth.year') }}
          years={birthYearsServed()}
          month={birthMonth}
          year={birthYear}
          onMonthChange={setBirthMonth}
          onYearChange={setBirthYear}
          disabled={score.isPending}
          error={taskBirthDateError(birthMonth, birthYear, tried, undefined, t)}
          hint={taskBirthDateHint(birthMonth, birthYear, undefined, t)}
        />
      ) : null}
      <SheetKindChoice
        value={sheet}
        onChange={(kind) => {
          score.reset();
          setSheet(kind);
        }}
        disabled={score.isPending}
      />
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-semibold">{t('tasks.step.photoLegend')}</legend>
        <SheetPhotoField
          photo={photo}
          onChoose={(file) => {
            score.reset();
            choose(file);
          }}
          disabled={score.isPending}
          guidance={t(SHEET_PHOTO_GUIDANCE[sheet])}
          previewAlt={t('tasks.step.previewAlt')}
        />
        {missingPhoto ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {t('tasks.step.missingPhoto')}
          </p>
        ) : null}
      </fieldset>
      {score.isError ? (
        <div role="alert" className="rounded-xl border-l-4 border-sunflower bg-surface-2 px-4 py-3">
          <p className="font-semibold">{scoreErrorMessage(score.error, t)}</p>
          <p className="mt-1 text-sm text-muted">{t('tasks.step.tryAgain')}</p>
        </div>
      ) : null}
      <Button type="submit" size="lg" aria-disabled={score.isPending || undefined} className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60">
        {score.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ScanLine aria-hidden="true" />}
        {score.isPending ? t('tasks.step.busy') : t('tasks.step.submit')}
      </Button>
    </form>
  );
}
