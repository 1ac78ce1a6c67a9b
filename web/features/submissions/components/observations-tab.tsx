import type { Submission } from '../../../../contracts/submissions';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { FOLLOWED_QUESTION, followedLabel, RATING_ROWS, ratingLabel, timeSpentLabel, type RatingField } from '@/features/submissions/lib/labels';
import { TitledSection } from '@/components/titled-section';
import { Bar } from '@/components/ui/progress';
import { useT } from '@/i18n/use-t';

/** Spec 000 §2 Parent Observations ("Your notes"): the four ratings as labelled bars, then the parent's words. */
export function ObservationsTab({ submission }: { submission: Submission }) {
  const t = useT();
  const followedKey = followedLabel(submission.followedChallenge);
  const followed = followedKey ? t(followedKey) : null;
  const timeSpent = timeSpentLabel(submission.timeSpent);
  const notes: { title: MessageKey; text: string | null | undefined }[] = [
    {
      title: FOLLOWED_QUESTION,
      text:
        followed && submission.followedChallenge === 'other' && submission.drewInstead
          ? t('submissions.results.followedWithInstead', { followed, drewInstead: submission.drewInstead })
          : followed,
    },
    { title: 'submissions.observations.timeSpent', text: timeSpent ? t(timeSpent) : null },
    { title: 'submissions.results.areasNeedingHelp', text: submission.needsHelp },
    { title: 'submissions.observations.specificObservations', text: submission.specificObservations },
    { title: 'submissions.observations.parentNotes', text: submission.parentNotes },
  ];
  return (
    <div className="grid gap-6">
      <TitledSection titleId="ratings-title" title={t('submissions.results.howWeekWent')} titleClassName="text-xl font-bold" className="grid gap-4">
        {RATING_ROWS.map((row) => (
          <RatingBar key={row.field} field={row.field} label={t(row.label)} value={submission[row.field]} />
        ))}
      </TitledSection>
      <dl className="grid gap-4">
        {notes.map((note) => (
          <div key={note.title} className="grid gap-1 rounded-xl bg-surface-2 p-4">
            <dt className="text-sm font-semibold text-muted">{t(note.title)}</dt>
            <dd className={note.text ? 'whitespace-pre-line' : 'text-muted'}>{note.text || t('submissions.results.notNoted')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RatingBar({ field, label, value }: { field: RatingField; label: string; value: string | null }) {
  const t = useT();
  const scaleKey = ratingLabel(field, value);
  const scaleLabel = scaleKey ? t(scaleKey) : null;
  const n = scaleLabel ? Number(value) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted">
          {scaleLabel ? t('submissions.results.rating', { value: n, label: scaleLabel }) : t('submissions.results.notRated')}
        </span>
      </div>
      <Bar
        role="meter"
        value={n}
        max={5}
        label={label}
        valueText={scaleLabel ? t('submissions.results.ratingSpoken', { value: n, label: scaleLabel }) : t('submissions.results.notRated')}
        fillClassName="from-sky to-leaf"
      />
    </div>
  );
}
