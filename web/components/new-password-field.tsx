import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '../../contracts/auth';
import { TextField } from '@/components/ui/text-field';

/** A new password with the rule that applies to every password (change, reset); `field` is the form's registration of it. */
export function NewPasswordField({ id, error, ...field }: Omit<ComponentProps<'input'>, 'name'> & { id?: string; error: string | undefined }) {
  return (
    <TextField
      id={id}
      label="New password"
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      required
      hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
      error={error}
      {...field}
      name="newPassword"
    />
  );
}
