import { ADMIN_LOGIN_REDIRECT_DELAY_MS, ADMIN_MESSAGES } from '../../../../contracts/admin';
import { loginUrl } from '@/features/auth';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';

export function toastPromptSaved(version: number) {
  toast({ title: ADMIN_MESSAGES.promptUpdatedTitle, description: ADMIN_MESSAGES.promptUpdated(version) });
}

/** Spec 001 §8: a lost session says so and goes to the login after 500 ms; anything else is "Update Failed". */
export function toastPromptSaveFailed(error: unknown) {
  if (isUnauthorizedError(error)) {
    toast({ variant: 'destructive', title: ADMIN_MESSAGES.unauthorizedTitle, description: ADMIN_MESSAGES.sessionExpired });
    setTimeout(() => {
      window.location.href = loginUrl(window.location.pathname);
    }, ADMIN_LOGIN_REDIRECT_DELAY_MS);
    return;
  }
  toast({
    variant: 'destructive',
    title: ADMIN_MESSAGES.updateFailedTitle,
    description: errorMessage(error, 'The prompt could not be saved. Please try again.'),
  });
}
