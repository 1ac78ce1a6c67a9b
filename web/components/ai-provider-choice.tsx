import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_API } from '../../contracts/account-api';
import type { MessageKey } from '../../contracts/i18n/keys';
// Type only: plan set-up and the free analysis ask this question and load without zod
// (docs/decisions/017-page-start-up.md), so these answers are typed, not checked.
import type { AccountResponse, AiProviderStatus } from '../../contracts/account';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/use-t';

/** GET /api/account: the account page and the one-time question read the same cache entry. */
export const accountQueryKey = [ACCOUNT_API.account] as const;

/** The same words wherever the choice is made (the one-time question and the account page), as message keys. */
export const AI_PROVIDER_COPY = {
  withProvider: 'components.aiProvider.withProvider',
  withoutProvider: 'components.aiProvider.withoutProvider',
  onlyLocal: 'components.aiProvider.onlyLocal',
  changeLater: 'components.aiProvider.changeLater',
} as const satisfies Record<string, MessageKey>;

export async function saveAiProviderChoice(optIn: boolean): Promise<void> {
  await apiRequest('PUT', ACCOUNT_API.aiProvider, { optIn });
}

/** PUT /api/account/ai-provider; the cached account learns the answer, so nobody asks twice. */
export function useSaveAiProviderChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiProviderChoice,
    onSuccess: (_data, optIn) =>
      queryClient.setQueryData<AccountResponse>(accountQueryKey, (account) => (account ? { ...account, aiProviderOptIn: optIn } : account)),
  });
}

/**
 * Asks a signed-in parent, once, before the first upload that an external AI provider would
 * analyse. `ask(upload)` runs the upload at once when there is nothing to ask (no provider, an
 * answer on record, or the account not known yet: the server then uses Kritzel's drawing analyser alone);
 * otherwise after the answer is saved. Closing the question uploads nothing.
 */
export function useAiProviderQuestion({ enabled = true }: { enabled?: boolean } = {}) {
  // Read when the screen opens, long before a parent has chosen a file and pressed upload.
  useQuery<AccountResponse>({ queryKey: accountQueryKey, enabled });
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<(() => void) | null>(null);
  const save = useSaveAiProviderChoice();
  const t = useT();

  function ask(proceed: () => void) {
    const current = queryClient.getQueryData<AccountResponse>(accountQueryKey);
    if (enabled && current?.externalAiConfigured && current.aiProviderOptIn === null) {
      save.reset();
      setUpload(() => proceed);
    } else proceed();
  }

  function answer(optIn: boolean) {
    save.mutate(optIn, {
      onSuccess: () => {
        setUpload(null);
        upload?.();
      },
    });
  }

  const dialog = (
    <AiProviderQuestion
      open={upload !== null}
      onCancel={() => setUpload(null)}
      onAnswer={answer}
      saving={save.isPending}
      error={save.isError ? errorMessage(save.error, t('components.aiProvider.saveFailed')) : null}
    />
  );
  return { ask, dialog };
}

type AiProviderQuestionProps = { open: boolean; onCancel: () => void; onAnswer: (optIn: boolean) => void; saving: boolean; error: string | null };

export function AiProviderQuestion({ open, onCancel, onAnswer, saving, error }: AiProviderQuestionProps) {
  const t = useT();
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      dismissible={!saving}
      initialFocus="title"
      title={t('components.aiProvider.question')}
      description={<p>{t(AI_PROVIDER_COPY.withProvider)}</p>}
    >
      <p className="text-muted">
        {t(AI_PROVIDER_COPY.withoutProvider)} {t(AI_PROVIDER_COPY.changeLater)}
      </p>
      <FormError message={error} />
      <div className="grid gap-3 sm:flex sm:flex-row-reverse sm:justify-start">
        <Button onClick={() => onAnswer(true)} disabled={saving} className="whitespace-normal">
          {t('components.aiProvider.yes')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)} disabled={saving} className="whitespace-normal">
          {t('components.aiProvider.no')}
        </Button>
      </div>
      {saving ? (
        <p role="status" className="text-sm text-muted">
          {t('components.aiProvider.saving')}
        </p>
      ) : null}
    </ModalDialog>
  );
}

/** GET /api/ai-provider (public): is there an external provider to consent to at all? */
export function useAiProviderStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<AiProviderStatus>({ queryKey: [ACCOUNT_API.aiStatus], enabled });
}

type VisitorAiConsentProps = { checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean };

/**
 * For visitors without an account (free analysis): an optional, unticked box. Shown only when
 * this server has an external provider; without a tick the drawing stays with Kritzel.
 */
export function VisitorAiConsent({ checked, onCheckedChange, disabled = false }: VisitorAiConsentProps) {
  const status = useAiProviderStatus();
  const t = useT();
  if (!status.data?.externalAiConfigured) return null;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2 p-3 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        name="aiProviderConsent"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-coral"
      />
      <span className="grid gap-1 text-sm">
        <span className="font-semibold">{t('components.aiProvider.visitorLabel')}</span>
        <span className="text-muted">{t('components.aiProvider.visitorText')}</span>
      </span>
    </label>
  );
}
