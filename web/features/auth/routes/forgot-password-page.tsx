import { Link } from 'wouter';
import { AUTH_MESSAGES, ForgotPasswordRequest } from '../../../../contracts/auth';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField, typedEmail } from '../components/email-field';

const ForgotPasswordFields = ForgotPasswordRequest.extend({ email: typedEmail(ForgotPasswordRequest.shape.email) });

/** "Forgot password?": asks for the address and sends a link; never says whether it has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password', 'Choose a new password for your Kritzel account with a link sent by e-mail.');
  const form = useContractForm(ForgotPasswordFields, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((checked) => request.mutate(checked));

  return (
    <AuthLayout
      title="Forgot your password?"
      underline="password"
      intro="Tell us the e-mail address you signed up with, and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/sign-in" className="font-semibold text-sky underline underline-offset-4">
            Sign in
          </Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="font-medium">
          {AUTH_MESSAGES.resetLinkSent}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Ask for a password reset link">
          <FormAlert message={request.isError ? errorMessage(request.error, 'We could not send the link just now. Please try again.') : null} />
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send me a link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
