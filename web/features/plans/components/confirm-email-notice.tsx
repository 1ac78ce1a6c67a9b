import { AUTH_MESSAGE_KEYS } from '../../../../contracts/auth-messages';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useSendConfirmationLink } from '@/features/auth';
import { useAuth } from '@/features/auth';
import { Rich, useT } from '@/i18n/use-t';

/**
 * A quiet reminder while the parent's address is unconfirmed, with a button for a new link.
 * Nothing is locked meanwhile (ADR 019); it only matters for e-mails reaching the right person.
 */
export function ConfirmEmailNotice() {
  const t = useT();
  const { user } = useAuth();
  const send = useSendConfirmationLink();
  if (!user || user.emailVerified) return null;
  return (
    <section aria-label={t('plans.confirmEmail.label')} className="rounded-2xl border border-sunflower/50 bg-surface px-4 py-3 text-sm">
      <p>
        <Rich k="plans.confirmEmail.text" values={{ email: user.email, strong: (chunks) => <strong className="break-all">{chunks}</strong> }} />
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="outline" disabled={send.isPending || send.isSuccess} onClick={() => send.mutate(user.email)}>
          {send.isPending ? t('plans.sending') : t('plans.confirmEmail.sendAgain')}
        </Button>
        <p role="status" className="text-muted empty:hidden">
          {send.isSuccess ? t(AUTH_MESSAGE_KEYS.confirmLinkSent) : send.isError ? errorMessage(send.error, t('plans.confirmEmail.failed')) : ''}
        </p>
      </div>
    </section>
  );
}
