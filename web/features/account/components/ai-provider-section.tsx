import type { AccountResponse } from '../../../../contracts/account';
import { AI_PROVIDER_COPY, useSaveAiProviderChoice } from '@/components/ai-provider-choice';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { AccountSection } from './account-section';

const CHOICES = [
  { optIn: true, label: 'account.ai.withProvider', hint: 'account.ai.withProviderHint' },
  { optIn: false, label: 'account.ai.localOnly', hint: 'account.ai.localOnlyHint' },
] as const;

/**
 * The parent's choice about the external AI provider. Without a provider on this server there
 * is nothing to choose, so the section only says where the analysis happens.
 */
export function AiProviderSection({ account }: { account: Pick<AccountResponse, 'aiProviderOptIn' | 'externalAiConfigured'> }) {
  const t = useT();
  const save = useSaveAiProviderChoice();

  if (!account.externalAiConfigured) {
    return (
      <AccountSection id="ai-title" title={t('account.ai.title')}>
        <p className="text-muted">{t(AI_PROVIDER_COPY.onlyLocal)}</p>
      </AccountSection>
    );
  }

  // While saving, the radio shows what was just chosen rather than jumping back.
  const current = save.isPending ? save.variables : account.aiProviderOptIn;

  function choose(optIn: boolean) {
    save.mutate(optIn, {
      onSuccess: () => toast({ title: t('account.ai.saved') }),
      onError: (error) => toast({ variant: 'destructive', title: errorMessage(error, t('account.ai.failed')) }),
    });
  }

  return (
    <AccountSection
      id="ai-title"
      title={t('account.ai.title')}
      intro={
        <>
          <p>{t(AI_PROVIDER_COPY.withProvider)}</p>
          <p className="mt-2">{t(AI_PROVIDER_COPY.withoutProvider)}</p>
        </>
      }
    >
      <fieldset className="grid min-w-0 gap-3" disabled={save.isPending} aria-describedby={current === null ? 'ai-choice-note' : undefined}>
        <legend className="mb-1 text-sm font-semibold">{t('account.ai.choice')}</legend>
        {CHOICES.map((choice) => (
          <label
            key={String(choice.optIn)}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2 p-3 has-checked:border-leaf has-disabled:cursor-wait has-disabled:opacity-70"
          >
            <input
              type="radio"
              name="aiProviderOptIn"
              checked={current === choice.optIn}
              onChange={() => choose(choice.optIn)}
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-leaf"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{t(choice.label)}</span>
              <span className="text-sm text-muted">{t(choice.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {current === null ? (
        <p id="ai-choice-note" className="text-sm text-muted">
          {t('account.ai.notChosen')}
        </p>
      ) : null}
    </AccountSection>
  );
}
