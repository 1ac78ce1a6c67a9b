import { AUTH_MESSAGES } from '../../../../contracts/auth-messages';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useSendConfirmationLink } from '@/features/auth';
import { useAuth } from '@/features/auth';

/**
 * A quiet reminder while the parent's address is unconfirmed, with a button for a new link.
 * Nothing is locked meanwhile (ADR 019); it only matters for e-mails reaching the right person.
 */
export function ConfirmEmailNotice() {
  const { user } = useAuth();
  const send = useSendConfirmationLink();
  if (!user || user.emailVerified) return null;
  return (
    <section aria-label="Confirm your e-mail address" className="rounded-2xl border border-sunflower/50 bg-surface px-4 py-3 text-sm">
      <p>
        Please confirm your e-mail address: we sent a link to <strong className="break-all">{user.email}</strong>.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="outline" disabled={send.isPending || send.isSuccess} onClick={() => send.mutate(user.email)}>
          {send.isPending ? 'Sending…' : 'Send the link again'}
        </Button>
        <p role="status" className="text-muted empty:hidden">
          {send.isSuccess
            ? AUTH_MESSAGES.confirmLinkSent
            : send.isError
              ? errorMessage(send.error, 'We could not send the link just now. Please try again.')
              : ''}
        </p>
      </div>
    </section>
  );
}
