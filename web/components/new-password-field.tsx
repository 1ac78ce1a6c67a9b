import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '../../contracts/auth';
import { TextField } from '@/components/ui/text-field';

type NewPasswordFieldProps = ComponentProps<'input'> & { name: string; id?: string; label?: string; error: string | undefined };

/** A new password with the rule that applies to every password (sign-up, change, reset); `field` is the form's registration of it. */
export function NewPasswordField({ id, label = 'New password', error, ...field }: NewPasswordFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      required
      hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
      error={error}
      {...field}
    />
  );
}
