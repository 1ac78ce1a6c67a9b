import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES, PARENTAL_CONSENT_TEXT, ParentalConsentRequest } from '../../../../contracts/account';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { useGiveParentalConsent } from '../api/give-parental-consent';

/** For accounts made by single sign-on: the consent an e-mail sign-up asks for, given here once. */
export function ParentalConsentForm() {
  const id = useId();
  const form = useContractForm(ParentalConsentRequest);
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const give = useGiveParentalConsent();
  // One place under the box: the missing tick, or why the server did not save it.
  const problem = form.formState.errors.parentalConsent?.message ?? notSaved;

  const submit = form.handleSubmit(() => {
    setNotSaved(null);
    give.mutate(undefined, {
      onSuccess: () => toast({ title: ACCOUNT_MESSAGES.parentalConsentSaved }),
      onError: (error) => setNotSaved(errorMessage(error, 'Your consent could not be saved. Please try again.')),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm text-muted">{ACCOUNT_MESSAGES.parentalConsentMissing}</p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-coral"
          {...form.register('parentalConsent')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <label htmlFor={id} className="text-sm font-normal">
          {PARENTAL_CONSENT_TEXT}{' '}
          <Link href="/privacy-policy" className="text-sky underline underline-offset-4">
            Privacy Policy
          </Link>
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive-text">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-start" disabled={give.isPending}>
        {give.isPending ? 'Saving…' : 'Give consent'}
      </Button>
    </form>
  );
}
