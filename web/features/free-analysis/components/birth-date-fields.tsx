import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ageInMonths, birthDateError, birthYears, MONTH_NAMES } from '../lib/child-age';
import { formatYearsMonths } from '@/lib/format-age';

interface BirthDateFieldsProps {
  month: number | undefined;
  year: number | undefined;
  onMonthChange: (month: number | undefined) => void;
  onYearChange: (year: number | undefined) => void;
  disabled?: boolean;
  today?: Date;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The optional birth month and year; the age they make is shown back, a future date is refused. */
export function BirthDateFields({ month, year, onMonthChange, onYearChange, disabled = false, today = new Date() }: BirthDateFieldsProps) {
  const error = birthDateError(month, year, today);
  const age = ageInMonths(month, year, today);
  const messageId = error ? 'birth-date-error' : 'birth-date-hint';
  const fieldProps = { disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': messageId } as const;

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">
        Birth month and year <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="birth-month" className="font-normal text-muted">
            Month
          </Label>
          <NativeSelect id="birth-month" value={month ?? ''} onChange={(e) => onMonthChange(toNumber(e.target.value))} {...fieldProps}>
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="birth-year" className="font-normal text-muted">
            Year
          </Label>
          <NativeSelect id="birth-year" value={year ?? ''} onChange={(e) => onYearChange(toNumber(e.target.value))} {...fieldProps}>
            <option value="">Year</option>
            {birthYears(today).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-muted">
          {age !== undefined
            ? `Your child is ${formatYearsMonths(age)} old.`
            : "Lets us compare the drawing with your child's age."}
        </p>
      )}
    </fieldset>
  );
}
