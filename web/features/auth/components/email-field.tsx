import { TextField } from '@/components/ui/text-field';

/** The e-mail field of the sign-in, sign-up and forgot-password forms: no capitals, no spell check, the phone's e-mail keyboard. */
export function EmailField({ error }: { error: string | undefined }) {
  return (
    <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} required error={error} />
  );
}
