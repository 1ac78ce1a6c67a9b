import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_MESSAGES, PARENTAL_CONSENT_TEXT } from '../../../../contracts/account';
import { PASSWORD_MIN, SignUpRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { fieldErrorsFrom, focusFirstError, type FieldErrors } from '@/lib/field-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInAfterSignUpError, useSignUp } from '../api/sign-up';
import { AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { OidcButton } from '../components/oidc-button';
import { withReturnTo } from '../login-url';

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'parentalConsent'] as const;

export function SignUpPage() {
  useDocumentTitle('Create an account', "Create an account to start your child's 26-week drawing plan and follow their progress week by week.");
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signUp = useSignUp();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const [firstName, lastName, email] = [text('firstName'), text('lastName'), text('email')];
    const parsed = SignUpRequest.safeParse({
      // The auth library needs a display name; the email stands in when none is given.
      name: `${firstName} ${lastName}`.trim() || email,
      firstName: firstName || undefined,
      lastName: lastName || undefined,
      email,
      password: String(data.get('password') ?? ''),
    });
    const consented = data.get('parentalConsent') === 'yes';
    if (!parsed.success || !consented) {
      const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error);
      // With names given, a bad combined name means they are too long: say so at First name.
      // Without names it stands in for the email, whose own message already says what to fix.
      if (errors.name && (firstName || lastName) && !errors.firstName) errors.firstName = errors.name;
      if (!consented) errors.parentalConsent = ACCOUNT_MESSAGES.parentalConsentRequired;
      setFieldErrors(errors);
      focusFirstError(form, FIELD_ORDER, errors);
      return;
    }
    setFieldErrors({});
    signUp.mutate(
      { ...parsed.data, parentalConsent: true },
      {
        onSuccess: () => window.location.assign(safeReturnTo(returnTo)),
      },
    );
  }

  const busy = signUp.isPending || signUp.isSuccess;
  const serverError = signUp.isError ? signUpErrorText(signUp.error) : null;

  return (
    <AuthLayout
      title="Create your account"
      underline="account"
      intro="One account for your family. Your child's drawings stay private to you."
      footer={
        <p>
          Already have an account?{' '}
          <Link href={withReturnTo('/sign-in', returnTo)} className="font-semibold text-sky underline underline-offset-4">
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create an account">
        <FormAlert message={serverError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="given-name" error={fieldErrors.firstName} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" error={fieldErrors.lastName} />
        </div>
        <EmailField error={fieldErrors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          required
          hint={`At least ${PASSWORD_MIN} characters. A long passphrase is best.`}
          error={fieldErrors.password}
        />
        <ParentalConsentField error={fieldErrors.parentalConsent} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}

/** Required: the server refuses a sign-up without it and stores when and to which policy it was given. */
function ParentalConsentField({ error }: { error?: string }) {
  const [before, after] = PARENTAL_CONSENT_TEXT.split('Privacy Policy') as [string, string | undefined];
  return (
    <div className="grid gap-2">
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2 p-3">
        <input
          type="checkbox"
          name="parentalConsent"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'field-parentalConsent-error' : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-coral"
        />
        <span className="text-sm">
          {before}
          {after !== undefined ? (
            <>
              <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-sky underline underline-offset-4">
                Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
              </a>
              {after}
            </>
          ) : null}
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

function signUpErrorText(error: Error): string {
  // Sign-up "succeeded" but these details do not open an account: most likely the email was
  // registered before with another password. Point to sign-in without confirming either way.
  const failure = error instanceof SignInAfterSignUpError ? error.failure : error;
  if (error instanceof SignInAfterSignUpError && errorStatus(failure) === 401) {
    return "We couldn't sign you in with these details. If you already have an account, please sign in instead.";
  }
  return errorMessage(failure, "We couldn't create your account just now. Please try again.");
}
