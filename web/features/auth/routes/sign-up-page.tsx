import type { ComponentProps } from 'react';
import { Link, useSearch } from 'wouter';
import { PARENTAL_CONSENT_TEXT, ParentalConsentRequest } from '../../../../contracts/account';
import { SignUpRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { NewPasswordField } from '@/components/new-password-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInAfterSignUpError, useSignUp } from '../api/sign-up';
import { AuthLayout, FormAlert } from '../components/auth-layout';
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
  useDocumentTitle('Create an account', "Create an account to start your child's 26-week drawing plan and follow their progress week by week.");
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
          <TextField label="First name" autoComplete="given-name" error={fieldErrors.firstName?.message} {...form.register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" error={fieldErrors.lastName?.message} {...form.register('lastName')} />
        </div>
        <EmailField error={fieldErrors.email?.message} {...form.register('email')} />
        <NewPasswordField label="Password" error={fieldErrors.password?.message} {...form.register('password')} />
        <ParentalConsentField error={fieldErrors.parentalConsent?.message} {...form.register('parentalConsent')} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}

/** Required: the server refuses a sign-up without it and stores when and to which policy it was given. */
function ParentalConsentField({ error, ...field }: ComponentProps<'input'> & { error?: string }) {
  const [before, after] = PARENTAL_CONSENT_TEXT.split('Privacy Policy') as [string, string | undefined];
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
