import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resolveAuthSecret } from '../../features/auth/auth-secret.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox/sandbox-provider.ts';
import { createStripePaymentProvider } from './stripe/stripe-provider.ts';

export type { PaymentProvider } from './payment-provider.ts';

/**
 * Stripe when its keys are set, else the sandbox. Sandbox client secrets are signed with a
 * key derived from the auth secret, so every process sharing the database agrees on them.
 */
export function createPaymentProvider({ config, db }: { config: Config; db: Db }): PaymentProvider {
  if (config.stripe) return createStripePaymentProvider(config.stripe);
  return createSandboxPaymentProvider({ db, secret: resolveAuthSecret(config) });
}
