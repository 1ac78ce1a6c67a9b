import type { Submission } from '../../../../contracts/submissions';
import { FOLLOWED_QUESTION, followedLabel, RATING_ROWS, ratingLabel, timeSpentLabel, type RatingField } from '@/features/submissions/lib/labels';
import { TitledSection } from '@/components/titled-section';
import { Bar } from '@/components/ui/progress';

/** Spec 000 §2 Parent Observations ("Your notes"): the four ratings as labelled bars, then the parent's words. */
export function ObservationsTab({ submission }: { submission: Submission }) {
  const followed = followedLabel(submission.followedChallenge);
  const notes = [
    {
      title: FOLLOWED_QUESTION,
      text: followed && submission.followedChallenge === 'other' && submission.drewInstead ? `${followed}: ${submission.drewInstead}` : followed,
    },
    { title: 'Time spent', text: timeSpentLabel(submission.timeSpent) },
    { title: 'Areas needing help', text: submission.needsHelp },
    { title: 'Specific observations', text: submission.specificObservations },
    { title: 'Additional notes', text: submission.parentNotes },
  ];
  return (
    <div className="grid gap-6">
      <TitledSection titleId="ratings-title" title="How the week went" titleClassName="text-xl font-bold" className="grid gap-4">
        {RATING_ROWS.map((row) => (
          <RatingBar key={row.field} field={row.field} label={row.label} value={submission[row.field]} />
        ))}
      </TitledSection>
      <dl className="grid gap-4">
        {notes.map((note) => (
          <div key={note.title} className="grid gap-1 rounded-xl bg-surface-2 p-4">
            <dt className="text-sm font-semibold text-muted">{note.title}</dt>
            <dd className={note.text ? 'whitespace-pre-line' : 'text-muted'}>{note.text || 'Not noted this week'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RatingBar({ field, label, value }: { field: RatingField; label: string; value: string | null }) {
  const scaleLabel = ratingLabel(field, value);
  const n = scaleLabel ? Number(value) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted">{scaleLabel ? `${n}/5 · ${scaleLabel}` : 'Not rated'}</span>
      </div>
      <Bar role="meter" value={n} max={5} label={label} valueText={scaleLabel ? `${n} of 5, ${scaleLabel}` : 'Not rated'} fillClassName="from-sky to-leaf" />
    </div>
  );
}
