import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { FEEDBACK_NOTICE_QUIET_MINUTES } from '../contracts/notifications.ts';
import { fromProjectRoot } from './project-root.ts';

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z.string().default(''),
  TRUSTED_ORIGINS: z.string().default(''),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Kritzel <hello@kritzel.local>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@kritzel.local'),
  WORKER: z.enum(['on', 'off']).default('on'),
  EVALUATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_API: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENROUTER_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  OPENROUTER_BASE_URL: z.url().default('https://openrouter.ai/api/v1'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(120_000),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_ANALYZE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_EVALUATE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AI_HELPER: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_REPORT_PDF: z.coerce.number().int().min(1).default(60),
  // Slow or stalled clients: how long a whole request may take to arrive; connections held at once.
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  HTTP_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
  FEEDBACK_NOTICE_QUIET_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(FEEDBACK_NOTICE_QUIET_MINUTES * 60),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url().optional(),
  WEB_DIR: z.string().min(1).optional(),
  OPERATOR_NAME: z.string().optional(),
  OPERATOR_ADDRESS: z.string().optional(),
  // Blank counts as unset: a deploy template may list the variable with no value yet.
  OPERATOR_EMAIL: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), z.email('must be an e-mail address').optional()),
  OPERATOR_PHONE: z.string().optional(),
  OPERATOR_VAT_ID: z.string().optional(),
  OPERATOR_TAX_NUMBER: z.string().optional(),
});

/** The name of every variable the server reads (the README's configuration table must list each). */
export const ENV_NAMES: readonly string[] = Object.keys(Env.shape);

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
  /** Where contact-form notifications go. */
  supportEmail: string;
  runWorker: boolean;
  /** Evaluations (weekly and checkpoint, each) one worker process runs at once; default: its cores. */
  evaluationConcurrency: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  rateLimitSignIn: number;
  rateLimitApi: number;
  trustProxy: boolean;
  ai: {
    openai: { apiKey: string; baseURL: string | undefined } | null;
    openrouter: { apiKey: string; baseURL: string } | null;
    timeoutMs: number;
  };
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  } | null;
  rateLimitAnalyze: number;
  /** Retries of an evaluation and checkpoint evaluations, per parent per hour. */
  rateLimitEvaluate: number;
  /** Conversation and example generation, per parent per hour. */
  rateLimitAiHelper: number;
  /** Contact messages per client IP per hour. */
  rateLimitContact: number;
  /** PDF reports per parent per hour: a PDF costs image decoding and layout (plenty for a parent, a ceiling for a script). */
  rateLimitReportPdf: number;
  /** Bounds on slow clients (see platform/http-limits.ts). */
  http: { requestTimeoutMs: number; bodyIdleTimeoutMs: number; maxConnections: number };
  /** How long a "feedback is ready" e-mail waits, so feedback the parent opens meanwhile is not e-mailed (ADR 026). */
  feedbackNoticeQuietMs: number;
  /** Stripe when its keys are set; otherwise the sandbox payment provider. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  webDir: string;
  /** The business behind Kritzel, for the legal pages; unset parts are shown as placeholders. */
  operator: {
    name: string | undefined;
    address: string[];
    email: string | undefined;
    phone: string | undefined;
    vatId: string | undefined;
    taxNumber: string | undefined;
  };
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
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  const stripeParts = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together');
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
    supportEmail: e.SUPPORT_EMAIL,
    runWorker: e.WORKER === 'on',
    evaluationConcurrency: e.EVALUATION_CONCURRENCY ?? availableParallelism(),
    logLevel: e.LOG_LEVEL,
    rateLimitSignIn: e.RATE_LIMIT_SIGN_IN,
    rateLimitApi: e.RATE_LIMIT_API,
    trustProxy: e.TRUST_PROXY === 'true',
    ai: {
      // AI_BASE_URL alone is enough for a local server such as Ollama, which needs no key.
      openai: e.OPENAI_API_KEY || e.AI_BASE_URL ? { apiKey: e.OPENAI_API_KEY ?? 'not-needed', baseURL: e.AI_BASE_URL } : null,
      openrouter: e.OPENROUTER_API_KEY ? { apiKey: e.OPENROUTER_API_KEY, baseURL: e.OPENROUTER_BASE_URL } : null,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    rateLimitAnalyze: e.RATE_LIMIT_ANALYZE,
    rateLimitEvaluate: e.RATE_LIMIT_EVALUATE,
    rateLimitAiHelper: e.RATE_LIMIT_AI_HELPER,
    rateLimitContact: e.RATE_LIMIT_CONTACT,
    rateLimitReportPdf: e.RATE_LIMIT_REPORT_PDF,
    http: { requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, bodyIdleTimeoutMs: e.HTTP_BODY_IDLE_TIMEOUT_MS, maxConnections: e.HTTP_MAX_CONNECTIONS },
    feedbackNoticeQuietMs: e.FEEDBACK_NOTICE_QUIET_SECONDS * 1000,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : fromProjectRoot('dist', 'web'),
    operator: {
      name: blankToUndefined(e.OPERATOR_NAME),
      address: splitAddress(e.OPERATOR_ADDRESS ?? ''),
      email: e.OPERATOR_EMAIL,
      phone: blankToUndefined(e.OPERATOR_PHONE),
      vatId: blankToUndefined(e.OPERATOR_VAT_ID),
      taxNumber: blankToUndefined(e.OPERATOR_TAX_NUMBER),
    },
  };
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** One address line per entry: env files carry either real newlines, a literal "\\n" or ";". */
function splitAddress(value: string): string[] {
  return value
    .split(/\r?\n|\\n|;/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
