import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useFormat, useT } from '@/i18n/use-t';
import { birthMonthServed, monthNames } from '@/lib/birth-month';

interface BirthDateFieldProps {
  /** Prefix of the ids: `${id}-month` and `${id}-year` for the two selects, `${id}-date-…` for the message. */
  id: string;
  legend: string;
  /** The free analysis asks in passing ("(optional)", smaller); plan setup needs the answer. */
  optional?: boolean;
  labels: { month: string; year: string };
  /**
   * The birth years offered, newest first: those of a child aged 3 to 10 today (birthYearsServed).
   * Once a year is chosen, its months that make an age outside 3 to 10 are offered disabled.
   */
  years: readonly number[];
  month: number | undefined;
  year: number | undefined;
  onMonthChange: (month: number | undefined) => void;
  onYearChange: (year: number | undefined) => void;
  disabled?: boolean;
  /** Replaces the hint, is announced, and marks both selects invalid. */
  error?: string;
  hint: ReactNode;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** A child's birth month and year (never the day): the age they make tunes what Kritzel says. */
export function BirthDateField({
  id,
  legend,
  optional = false,
  labels,
  years,
  month,
  year,
  onMonthChange,
  onYearChange,
  disabled = false,
  error,
  hint,
}: BirthDateFieldProps) {
  const t = useT();
  const { locale } = useFormat();
  const messageId = error ? `${id}-date-error` : `${id}-date-hint`;
  const selectProps = { disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': messageId } as const;
  const months = monthNames(locale).map((name, index) => ({
    value: index + 1,
    text: name,
    disabled: year !== undefined && !birthMonthServed(index + 1, year),
  }));
  // A year given earlier that is no longer offered (the child has grown past 10) still shows, with the form's message.
  const shownYears = year === undefined || years.includes(year) ? years : [...years, year].sort((a, b) => b - a);
  const yearOptions = shownYears.map((y) => ({ value: y, text: String(y) }));

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className={optional ? 'mb-2 text-sm font-semibold' : 'mb-2 font-semibold'}>
        {legend}
        {optional ? <span className="font-normal text-muted"> {t('ages.birth.optional')}</span> : null}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <BirthSelect
          id={`${id}-month`}
          label={labels.month}
          empty={t('ages.birth.month')}
          options={months}
          value={month}
          onChange={onMonthChange}
          {...selectProps}
        />
        <BirthSelect
          id={`${id}-year`}
          label={labels.year}
          empty={t('ages.birth.year')}
          options={yearOptions}
          value={year}
          onChange={onYearChange}
          {...selectProps}
        />
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

interface BirthSelectProps {
  id: string;
  label: string;
  /** The first, empty choice: nothing picked yet. */
  empty: string;
  options: { value: number; text: string; disabled?: boolean }[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

function BirthSelect({ id, label, empty, options, value, onChange, ...selectProps }: BirthSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="font-normal text-muted">
        {label}
      </Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(toNumber(e.target.value))} {...selectProps}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
