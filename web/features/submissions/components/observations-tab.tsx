import type { Submission } from '../../../../contracts/submissions';
import { RATING_ROWS, ratingLabel, timeSpentLabel, type RatingField } from '@/features/submissions/lib/labels';
import { TitledSection } from '@/components/titled-section';

/** Spec 000 §2 Parent Observations: the four ratings as labelled bars, then the parent's words. */
export function ObservationsTab({ submission }: { submission: Submission }) {
  const notes = [
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
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={n}
        aria-valuetext={scaleLabel ? `${n} of 5, ${scaleLabel}` : 'Not rated'}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
      >
        <div className="h-full rounded-full bg-linear-to-r from-sky to-leaf" style={{ width: `${(n / 5) * 100}%` }} />
      </div>
    </div>
  );
}
