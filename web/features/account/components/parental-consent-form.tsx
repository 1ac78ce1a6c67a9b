import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_MESSAGES, ParentalConsentRequest } from '../../../../contracts/account';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { useGiveParentalConsent } from '../api/give-parental-consent';

/** For accounts made by single sign-on: the consent an e-mail sign-up asks for, given here once. */
export function ParentalConsentForm() {
  const t = useT();
  const id = useId();
  const form = useContractForm(ParentalConsentRequest);
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const give = useGiveParentalConsent();
  // One place under the box: the missing tick, or why the server did not save it.
  const missingTick = form.formState.errors.parentalConsent?.message;
  // The contract's message is the English spec text (the sign-up form shares it): said here in the page's language.
  const problem = missingTick === ACCOUNT_MESSAGES.parentalConsentRequired ? t('account.consent.required') : (missingTick ?? notSaved);

  const submit = form.handleSubmit(() => {
    setNotSaved(null);
    give.mutate(undefined, {
      onSuccess: () => toast({ title: t('account.consent.saved') }),
      onError: (error) => setNotSaved(errorMessage(error, t('account.consent.notSaved'))),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm text-muted">{t('account.consent.missing')}</p>
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
          {t('account.consent.text')}{' '}
          <Link href="/privacy-policy" className="text-sky underline underline-offset-4">
            {t('account.consent.policyLink')}
          </Link>
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive-text">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-start" disabled={give.isPending}>
        {give.isPending ? t('account.saving') : t('account.consent.give')}
      </Button>
    </form>
  );
}
