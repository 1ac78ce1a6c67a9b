import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '../../contracts/auth';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';

type NewPasswordFieldProps = ComponentProps<'input'> & { name: string; id?: string; label?: string; error: string | undefined };

/** A new password with the rule that applies to every password (sign-up, change, reset); `field` is the form's registration of it. */
export function NewPasswordField({ id, label, error, ...field }: NewPasswordFieldProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={label ?? t('components.newPassword.label')}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN}
      required
      hint={t('components.newPassword.hint', { min: PASSWORD_MIN })}
      error={error}
      {...field}
    />
  );
}
