import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Auth, PasswordHashing } from './features/auth/auth.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Analyser } from './providers/ai/analyser.ts';
import type { PaymentProvider } from './providers/payments/index.ts';
import type { FileStorage } from './providers/storage/index.ts';

/**
 * What the HTTP app is built from. A module of its own, so that feature routes can name it
 * without importing app.ts, which imports them.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  queue: JobQueue;
  logger: Logger;
  storage: FileStorage;
  analyser: Analyser;
  payments: PaymentProvider;
  /** Tests only: a cheaper password hash than better-auth's own, which every process of Kritzel uses. */
  passwordHashing?: PasswordHashing;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    deps: AppDeps;
  }
}
