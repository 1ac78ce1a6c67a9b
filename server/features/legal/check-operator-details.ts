import { ConfigError, type Config } from '../../config.ts';
import { missingOperatorVariables } from './get-operator-details.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why this process serves the public, or null. A Legal Notice full of "[placeholders]" must never
 * face real families, yet the README's quick start (`npm start`: no keys, http://localhost) and
 * the benchmarks (production on loopback) must still start. So only an unmistakable deployment
 * counts: production behind an https address other than this machine, or a live Stripe key,
 * which takes real money whatever NODE_ENV says.
 */
export function publicDeploymentSignal(config: Config): string | null {
  if (config.stripe?.secretKey.startsWith('sk_live_')) return 'a live Stripe key (STRIPE_SECRET_KEY=sk_live_…)';
  const url = new URL(config.publicUrl);
  if (config.env === 'production' && url.protocol === 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return `NODE_ENV=production at PUBLIC_URL=${config.publicUrl}`;
  }
  return null;
}

/**
 * The start-up check of the operator's details. A public deployment with any detail unset is
 * refused (ConfigError: main.ts prints it and exits before touching the data); anywhere else the
 * answer is a warning for the start-up log, and the legal pages say the details are placeholders.
 * Null when every detail is set.
 */
export function checkOperatorDetails(config: Config): string | null {
  const missing = missingOperatorVariables(config.operator);
  if (missing.length === 0) return null;
  const signal = publicDeploymentSignal(config);
  if (signal) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')} must be set for a public site (${signal}): ` +
        'the Legal Notice and the policies would otherwise show placeholders instead of who runs this site.',
    );
  }
  return (
    `The operator's details are placeholders (${missing.join(', ')} unset): the Legal Notice and the policies tell every visitor so. ` +
    'Set them before this site serves families; a production start on an https PUBLIC_URL refuses without them.'
  );
}
