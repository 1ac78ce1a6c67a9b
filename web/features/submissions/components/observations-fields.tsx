import { useId, type ChangeEvent } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { ObservationValues } from '../api/submissions';
import { DREW_INSTEAD_LABEL, DREW_INSTEAD_MAX, FOLLOWED_OPTIONS, FOLLOWED_QUESTION, RATING_ROWS, TIME_SPENT_OPTIONS, type RatingField } from '../lib/labels';

type ObservationsFieldsProps = {
  value: ObservationValues;
  onChange: (value: ObservationValues) => void;
  disabled?: boolean;
};

const TEXT_FIELDS = [
  {
    field: 'needsHelp',
    label: 'Where did your child need help?',
    placeholder: 'e.g. holding the crayon, staying inside the lines…',
  },
  {
    field: 'specificObservations',
    label: 'Specific observations',
    placeholder: 'Anything new you noticed: a shape, a colour, a story about the drawing…',
  },
  {
    field: 'parentNotes',
    label: 'Additional notes',
    placeholder: 'Anything else you would like to remember about this week',
  },
] as const satisfies readonly { field: keyof ObservationValues; label: string; placeholder: string }[];

/**
 * The parent's observations of one challenge (spec 000 §2, §3). Shared by the weekly
 * submission screen and the interactive session's Notes tab, so it only edits a value
 * and leaves saving to its parent. Everything is optional (spec 000 §5).
 */
export function ObservationsFields({ value, onChange, disabled }: ObservationsFieldsProps) {
  const id = useId();
  const set = (field: keyof ObservationValues, next: string) => onChange({ ...value, [field]: next });

  return (
    <div className="grid gap-6">
      <FollowedQuestion id={id} value={value} onChange={onChange} disabled={disabled} />
      <div className="grid gap-4">
        <p className="text-sm text-muted">Rate each from 1 to 5. Every field is optional.</p>
        {RATING_ROWS.map((row) => (
          <RatingRow
            key={row.field}
            name={`${id}-${row.field}`}
            field={row.field}
            label={row.label}
            labels={row.labels}
            selected={value[row.field]}
            disabled={disabled}
            onSelect={(next) => set(row.field, next)}
          />
        ))}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-timeSpent`}>Time spent</Label>
        <NativeSelect
          id={`${id}-timeSpent`}
          value={value.timeSpent ?? ''}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('timeSpent', e.target.value)}
        >
          <option value="">Select time spent</option>
          {TIME_SPENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      {TEXT_FIELDS.map((text) => (
        <div key={text.field} className="grid gap-2">
          <Label htmlFor={`${id}-${text.field}`}>
            {text.label} <span className="font-normal text-muted">(optional)</span>
          </Label>
          <textarea
            id={`${id}-${text.field}`}
            rows={3}
            value={value[text.field] ?? ''}
            placeholder={text.placeholder}
            disabled={disabled}
            onChange={(e) => set(text.field, e.target.value)}
            className="block min-h-24 w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
        </div>
      ))}
    </div>
  );
}

/**
 * Issue 32: did the drawing follow the challenge? With "Something else" the parent may say what
 * the child drew instead, so the feedback can welcome that drawing as what it is.
 */
function FollowedQuestion({ id, value, onChange, disabled }: ObservationsFieldsProps & { id: string }) {
  const other = value.followedChallenge === 'other';
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2" data-field="followedChallenge" disabled={disabled}>
        <legend className="mb-2 font-semibold text-foreground">
          {FOLLOWED_QUESTION} <span className="font-normal text-muted">(optional)</span>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {FOLLOWED_OPTIONS.map((option) => {
            const checked = value.followedChallenge === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-semibold',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky',
                  checked ? 'border-sunflower bg-surface-2 text-sunflower' : 'border-border bg-surface text-foreground',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-followedChallenge`}
                  value={option.value}
                  checked={checked}
                  onChange={() => onChange({ ...value, followedChallenge: option.value })}
                  className="sr-only"
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {other ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-drewInstead`}>
            {DREW_INSTEAD_LABEL} <span className="font-normal text-muted">(optional)</span>
          </Label>
          <input
            id={`${id}-drewInstead`}
            type="text"
            maxLength={DREW_INSTEAD_MAX}
            value={value.drewInstead ?? ''}
            placeholder="e.g. our house and the two of us"
            disabled={disabled}
            onChange={(e) => onChange({ ...value, drewInstead: e.target.value })}
            className="block min-h-11 w-full rounded-xl border border-input bg-background px-4 py-2 text-base text-foreground placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
        </div>
      ) : null}
    </div>
  );
}

type RatingRowProps = {
  name: string;
  field: RatingField;
  label: string;
  labels: readonly string[];
  selected: string | undefined;
  disabled?: boolean;
  onSelect: (value: string) => void;
};

/**
 * One row of the observations table: a real radio group (arrow keys move between options),
 * stacked under its legend on a phone and laid out as a table row from sm up.
 */
function RatingRow({ name, field, label, labels, selected, disabled, onSelect }: RatingRowProps) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4" data-field={field} disabled={disabled}>
      <legend className="float-left mb-2 text-sm font-semibold text-foreground sm:mb-0">{label}</legend>
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
        {labels.map((optionLabel, i) => {
          const optionValue = String(i + 1);
          const checked = selected === optionValue;
          return (
            <label
              key={optionValue}
              className={cn(
                'flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky',
                checked ? 'border-sunflower bg-surface-2 text-foreground' : 'border-border bg-surface text-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={optionValue}
                checked={checked}
                onChange={() => onSelect(optionValue)}
                className="sr-only"
                aria-label={`${optionValue} – ${optionLabel}`}
              />
              <span className={cn('font-heading text-lg font-bold', checked && 'text-sunflower')} aria-hidden="true">
                {optionValue}
              </span>
              <span className="text-[0.7rem] leading-tight sm:text-xs" aria-hidden="true">
                {optionLabel}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
