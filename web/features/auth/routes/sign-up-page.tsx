import type { ComponentProps } from 'react';
import { useSearch } from 'wouter';
import { ParentalConsentRequest } from '../../../../contracts/account';
import type { Translator } from '../../../../contracts/i18n/translator';
import { SignUpRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { NewPasswordField } from '@/components/new-password-field';
import { Rich, useT } from '@/i18n/use-t';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInAfterSignUpError, useSignUp } from '../api/sign-up';
import { AuthFooterLink, AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField, typedEmail } from '../components/email-field';
import { OidcButton } from '../components/oidc-button';
import { withReturnTo } from '../login-url';

/** The auth library needs a display name; the email stands in when no name is given. */
const displayName = ({ firstName, lastName, email }: { firstName?: string; lastName?: string; email: string }) =>
  `${firstName ?? ''} ${lastName ?? ''}`.trim() || email;

/** What the parent fills in: the request without the display name, made from the names, plus the consent the server requires. */
const SignUpFields = SignUpRequest.omit({ name: true })
  .extend({ email: typedEmail(SignUpRequest.shape.email), parentalConsent: ParentalConsentRequest.shape.parentalConsent })
  .superRefine((fields, context) => {
    const name = SignUpRequest.shape.name.safeParse(displayName(fields));
    if (name.success) return;
    // With names given, a bad combined name means they are too long: say so at First name.
    // Without names the email stands in, so the message goes there.
    context.addIssue({ code: 'custom', message: name.error.issues[0]?.message ?? '', path: [fields.firstName || fields.lastName ? 'firstName' : 'email'] });
  });

export function SignUpPage() {
  const t = useT();
  useDocumentTitle(t('auth.signUp.docTitle'), t('auth.signUp.docDescription'));
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const form = useContractForm(SignUpFields, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const fieldErrors = form.formState.errors;
  const signUp = useSignUp();

  const onSubmit = form.handleSubmit((fields) =>
    signUp.mutate(
      { ...fields, name: displayName(fields), firstName: fields.firstName || undefined, lastName: fields.lastName || undefined },
      {
        onSuccess: () => window.location.assign(safeReturnTo(returnTo)),
      },
    ),
  );

  const busy = signUp.isPending || signUp.isSuccess;
  const serverError = signUp.isError ? signUpErrorText(t, signUp.error) : null;

  return (
    <AuthLayout
      titleKey="auth.signUp.title"
      intro={t('auth.signUp.intro')}
      footer={<AuthFooterLink k="auth.signUp.footer" href={withReturnTo('/sign-in', returnTo)} />}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('auth.signUp.form')}>
        <FormAlert message={serverError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('auth.signUp.firstName')} autoComplete="given-name" error={fieldErrors.firstName?.message} {...form.register('firstName')} />
          <TextField label={t('auth.signUp.lastName')} autoComplete="family-name" error={fieldErrors.lastName?.message} {...form.register('lastName')} />
        </div>
        <EmailField error={fieldErrors.email?.message} {...form.register('email')} />
        <NewPasswordField label={t('auth.password')} error={fieldErrors.password?.message} {...form.register('password')} />
        <ParentalConsentField error={fieldErrors.parentalConsent?.message} {...form.register('parentalConsent')} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('auth.signUp.busy') : t('auth.signUp.submit')}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}

/** Required: the server refuses a sign-up without it and stores when and to which policy it was given. */
function ParentalConsentField({ error, ...field }: ComponentProps<'input'> & { error?: string }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2 p-3">
        <input
          type="checkbox"
          required
          {...field}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'field-parentalConsent-error' : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-coral"
        />
        <span className="text-sm">
          <Rich
            k="auth.signUp.consent"
            values={{
              link: (text) => (
                <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-sky underline underline-offset-4">
                  {text}
                  <span className="sr-only"> {t('auth.opensInNewTab')}</span>
                </a>
              ),
            }}
          />
        </span>
      </label>
      {error ? (
        <p id="field-parentalConsent-error" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function signUpErrorText(t: Translator, error: Error): string {
  // Sign-up "succeeded" but these details do not open an account: most likely the email was
  // registered before with another password. Point to sign-in without confirming either way.
  const failure = error instanceof SignInAfterSignUpError ? error.failure : error;
  if (error instanceof SignInAfterSignUpError && errorStatus(failure) === 401) {
    return t('auth.signUp.signInFailed');
  }
  return errorMessage(failure, t('auth.signUp.failed'));
}
