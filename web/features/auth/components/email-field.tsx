import type { ComponentProps } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';

/**
 * The address as typed, spaces around it dropped, then checked by the contract's own email rule
 * (`contractEmail`), so the form shows the server's message.
 */
export const typedEmail = <S extends z.ZodType<string, string>>(contractEmail: S) => z.string().trim().pipe(contractEmail);

type EmailFieldProps = Omit<ComponentProps<'input'>, 'name'> & { name?: string; error: string | undefined };

/** The e-mail field of the sign-in, sign-up and forgot-password forms: no capitals, no spell check, the phone's e-mail keyboard. */
export function EmailField({ error, name = 'email', ...field }: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      error={error}
      {...field}
      name={name}
    />
  );
}
