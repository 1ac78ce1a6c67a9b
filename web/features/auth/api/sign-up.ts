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

/** The account exists (or already existed) but signing in with it failed; `failure` is the sign-in's error. */
export class SignInAfterSignUpError extends Error {
  override readonly name = 'SignInAfterSignUpError';
  readonly failure: unknown;
  constructor(failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
    this.failure = failure;
  }
}

/**
 * Create the account, then sign in with it. The server does not sign in on sign-up: that way
 * a sign-up for an email already registered looks exactly like a new one (no enumeration).
 */
export async function signUpAndSignIn(body: SignUpBody): Promise<void> {
  await signUp(body);
  try {
    await signIn({ email: body.email, password: body.password });
  } catch (error) {
    // The sign-in's own error goes along: the page reads its status and the server's message.
    throw new SignInAfterSignUpError(error);
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
