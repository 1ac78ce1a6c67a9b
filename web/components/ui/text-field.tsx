import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { PasswordInput } from './password-input';

interface TextFieldProps extends ComponentProps<'input'> {
  name: string;
  label: string;
  /** Always-visible help below the field. */
  hint?: string;
  /** This field's validation message; marks the field invalid and is read with it. */
  error?: string;
}

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({ name, label, hint, error, type, id, ...props }: TextFieldProps) {
  const fieldId = id ?? `field-${name}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    ...props,
    id: fieldId,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{label}</Label>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
