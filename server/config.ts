import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable Kritzel reads, in one place. Each unset variable falls back to
 * the embedded default, so `npm start` needs no configuration and no network.
 */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z.string().default(''),
  TRUSTED_ORIGINS: z.string().default(''),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Kritzel <hello@kritzel.local>'),
  WORKER: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_API: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string | undefined;
  adminEmails: string[];
  trustedOrigins: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  runWorker: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  rateLimitSignIn: number;
  rateLimitApi: number;
  trustProxy: boolean;
  webDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET is required when NODE_ENV=production');
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    authSecret: e.AUTH_SECRET,
    adminEmails: splitList(e.ADMIN_EMAILS).map((s) => s.toLowerCase()),
    trustedOrigins: splitList(e.TRUSTED_ORIGINS),
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
        : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    runWorker: e.WORKER === 'on',
    logLevel: e.LOG_LEVEL,
    rateLimitSignIn: e.RATE_LIMIT_SIGN_IN,
    rateLimitApi: e.RATE_LIMIT_API,
    trustProxy: e.TRUST_PROXY === 'true',
    webDir: path.resolve(import.meta.dirname, '../dist/web'),
  };
}

function splitList(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
