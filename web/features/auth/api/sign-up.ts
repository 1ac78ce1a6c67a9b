import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../contracts/auth';
import { apiRequest } from '@/lib/api';
import { signIn } from './sign-in';
import { currentUserQueryKey } from './use-auth';

/** The form's fields plus the parent's consent, which the server requires (issue 9). */
export type SignUpBody = SignUpRequest & { parentalConsent: true };

export async function signUp(body: SignUpBody): Promise<void> {
  await apiRequest('POST', '/api/identity/sign-up/email', body);
}

/** The account exists (or already existed) but signing in with it failed. */
export class SignInAfterSignUpError extends Error {}

/**
 * Create the account, then sign in with it. The server does not sign in on sign-up: that way
 * a sign-up for an email already registered looks exactly like a new one (no enumeration).
 */
export async function signUpAndSignIn(body: SignUpBody): Promise<void> {
  await signUp(body);
  try {
    await signIn({ email: body.email, password: body.password });
  } catch (error) {
    // Keep the "<status>: <body>" message so the page can still read the status and text.
    throw new SignInAfterSignUpError(error instanceof Error ? error.message : String(error));
  }
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpAndSignIn,
    // See useSignIn: the page leaves right after, so only mark the user stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'none' }),
  });
}
