import { ADMIN_LOGIN_REDIRECT_DELAY_MS, ADMIN_MESSAGES } from '../../../../contracts/admin';
import { loginUrl } from '@/features/auth';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';

export const toastVoucherSuccess = (description: string) => toast({ title: ADMIN_MESSAGES.successTitle, description });

/**
 * Spec 001 §8: a lost session says "You are logged out. Logging in again..." and goes to the
 * login; otherwise the server's message (a duplicate code, say) or the spec's fallback.
 */
export function toastVoucherFailed(error: unknown, fallback: string) {
  if (isUnauthorizedError(error)) {
    toast({ variant: 'destructive', title: ADMIN_MESSAGES.unauthorizedTitle, description: ADMIN_MESSAGES.loggedOut });
    setTimeout(() => {
      window.location.href = loginUrl(window.location.pathname);
    }, ADMIN_LOGIN_REDIRECT_DELAY_MS);
    return;
  }
  toast({ variant: 'destructive', title: errorMessage(error, fallback) });
}

/** Copy: "Copied" / "Voucher code copied to clipboard", or "Failed to copy to clipboard". */
export async function copyVoucherCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: ADMIN_MESSAGES.copiedTitle, description: ADMIN_MESSAGES.copied });
  } catch {
    toast({ variant: 'destructive', title: ADMIN_MESSAGES.copyFailed });
  }
}
