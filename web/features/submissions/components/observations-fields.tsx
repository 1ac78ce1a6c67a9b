import { useId, type ChangeEvent } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';
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
    label: 'submissions.observations.needsHelp',
    placeholder: 'submissions.observations.needsHelpPlaceholder',
  },
  {
    field: 'specificObservations',
    label: 'submissions.observations.specificObservations',
    placeholder: 'submissions.observations.specificObservationsPlaceholder',
  },
  {
    field: 'parentNotes',
    label: 'submissions.observations.parentNotes',
    placeholder: 'submissions.observations.parentNotesPlaceholder',
  },
] as const satisfies readonly { field: keyof ObservationValues; label: MessageKey; placeholder: MessageKey }[];

/**
 * The parent's observations of one challenge (spec 000 §2, §3). Shared by the weekly
 * submission screen and the interactive session's Notes tab, so it only edits a value
 * and leaves saving to its parent. Everything is optional (spec 000 §5).
 */
export function ObservationsFields({ value, onChange, disabled }: ObservationsFieldsProps) {
  const id = useId();
  const t = useT();
  const set = (field: keyof ObservationValues, next: string) => onChange({ ...value, [field]: next });

  return (
    <div className="grid gap-6">
      <FollowedQuestion id={id} value={value} onChange={onChange} disabled={disabled} />
      <div className="grid gap-4">
        <p className="text-sm text-muted">{t('submissions.observations.rateHint')}</p>
        {RATING_ROWS.map((row) => (
          <RatingRow
            key={row.field}
            name={`${id}-${row.field}`}
            field={row.field}
            label={t(row.label)}
            labels={row.labels.map((key) => t(key))}
            selected={value[row.field]}
            disabled={disabled}
            onSelect={(next) => set(row.field, next)}
          />
        ))}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-timeSpent`}>{t('submissions.observations.timeSpent')}</Label>
        <NativeSelect
          id={`${id}-timeSpent`}
          value={value.timeSpent ?? ''}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('timeSpent', e.target.value)}
        >
          <option value="">{t('submissions.observations.selectTimeSpent')}</option>
          {TIME_SPENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>

      {TEXT_FIELDS.map((text) => (
        <div key={text.field} className="grid gap-2">
          <Label htmlFor={`${id}-${text.field}`}>
            {t(text.label)} <span className="font-normal text-muted">{t('submissions.optional')}</span>
          </Label>
          <textarea
            id={`${id}-${text.field}`}
            rows={3}
            value={value[text.field] ?? ''}
            placeholder={t(text.placeholder)}
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
  const t = useT();
  const other = value.followedChallenge === 'other';
  return (
    <div className="grid gap-3">
      <fieldset className="grid min-w-0 gap-2" data-field="followedChallenge" disabled={disabled}>
        <legend className="mb-2 font-semibold text-foreground">
          {t(FOLLOWED_QUESTION)} <span className="font-normal text-muted">{t('submissions.optional')}</span>
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
                {t(option.label)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {other ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-drewInstead`}>
            {t(DREW_INSTEAD_LABEL)} <span className="font-normal text-muted">{t('submissions.optional')}</span>
          </Label>
          <input
            id={`${id}-drewInstead`}
            type="text"
            maxLength={DREW_INSTEAD_MAX}
            value={value.drewInstead ?? ''}
            placeholder={t('submissions.observations.drewInsteadPlaceholder')}
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
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-2 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4" data-field={field} disabled={disabled}>
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
                aria-label={t('submissions.observations.ratingOption', { value: optionValue, label: optionLabel })}
              />
              <span className={cn('font-heading text-lg font-bold', checked && 'text-sunflower')} aria-hidden="true">
                {optionValue}
              </span>
              <span className="text-[0.7rem] leading-tight hyphens-auto wrap-anywhere sm:text-xs" aria-hidden="true">
                {optionLabel}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
