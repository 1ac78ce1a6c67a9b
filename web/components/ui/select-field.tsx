import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';
import { NativeSelect } from './native-select';

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  /** This field's validation message; marks the select invalid and is read with it. */
  error?: string;
}

/** A labelled native select with its error wired up for screen readers, as TextField does for inputs. */
export function SelectField({ id, label, error, children, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props}>
        {children}
      </NativeSelect>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
