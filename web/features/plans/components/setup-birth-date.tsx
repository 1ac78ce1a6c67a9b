import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { MONTH_NAMES, setupBirthYears } from '../lib/setup-age';

interface SetupBirthDateProps {
  month: number | undefined;
  year: number | undefined;
  onMonthChange: (month: number | undefined) => void;
  onYearChange: (year: number | undefined) => void;
  disabled?: boolean;
  /** The age message, when month and year make an age outside 18–144 months. */
  error?: string;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The child's birth month and year: the plan is tuned to their age. */
export function SetupBirthDate({ month, year, onMonthChange, onYearChange, disabled = false, error }: SetupBirthDateProps) {
  const describedBy = error ? 'setup-age-error' : 'setup-age-hint';
  const common = { disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 font-semibold">Your child's birth month and year</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="setup-birth-month" className="font-normal text-muted">
            Birth month
          </Label>
          <NativeSelect id="setup-birth-month" value={month ?? ''} onChange={(e) => onMonthChange(toNumber(e.target.value))} {...common}>
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="setup-birth-year" className="font-normal text-muted">
            Birth year
          </Label>
          <NativeSelect id="setup-birth-year" value={year ?? ''} onChange={(e) => onYearChange(toNumber(e.target.value))} {...common}>
            <option value="">Year</option>
            {setupBirthYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error ? (
        <p id="setup-age-error" role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id="setup-age-hint" className="text-sm text-muted">
          Plans are made for children from 18 months to 12 years old.
        </p>
      )}
    </fieldset>
  );
}
