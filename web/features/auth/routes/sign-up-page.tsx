import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN, SignUpRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { fieldErrorsFrom, focusFirstError, type FieldErrors } from '@/lib/field-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInAfterSignUpError, useSignUp } from '../api/sign-up';
import { AuthLayout, FormAlert } from '../components/auth-layout';
import { OidcButton } from '../components/oidc-button';
import { withReturnTo } from '../login-url';

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignUpPage() {
  useDocumentTitle('Create an account');
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
    if (!parsed.success) {
      const errors = fieldErrorsFrom(parsed.error);
      // With names given, a bad combined name means they are too long: say so at First name.
      // Without names it stands in for the email, whose own message already says what to fix.
      if (errors.name && (firstName || lastName) && !errors.firstName) errors.firstName = errors.name;
      setFieldErrors(errors);
      focusFirstError(form, FIELD_ORDER, errors);
      return;
    }
    setFieldErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => window.location.assign(safeReturnTo(returnTo)),
    });
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
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={fieldErrors.email}
        />
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
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}

function signUpErrorText(error: Error): string {
  // Sign-up "succeeded" but these details do not open an account: most likely the email was
  // registered before with another password. Point to sign-in without confirming either way.
  if (error instanceof SignInAfterSignUpError && errorStatus(error) === 401) {
    return "We couldn't sign you in with these details. If you already have an account, please sign in instead.";
  }
  return errorMessage(error, "We couldn't create your account just now. Please try again.");
}
