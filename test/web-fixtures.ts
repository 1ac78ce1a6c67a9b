/** What the web app's tests are served most often, as the contracts describe it. */
import { CurrentUser } from '../contracts/auth';
import type { CreatePaymentIntentResponse } from '../contracts/plans';
import { answer, answerError } from './api-mock';

/** A signed-in parent with a confirmed e-mail. */
export const parent: CurrentUser = {
  id: 'u1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: null,
  role: 'parent',
  emailVerified: true,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A test-mode payment of the $49 plan, ready for the card form. */
export function paymentIntent(planId: string): CreatePaymentIntentResponse {
  return { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', provider: 'sandbox', publishableKey: null, amount: 4900, planId };
}

/** GET /api/auth/user: the given parent, or a visitor (401). */
export function signedIn(user: CurrentUser | null) {
  return user ? answer.get('/api/auth/user', CurrentUser, user) : answerError('get', '/api/auth/user', 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
}
