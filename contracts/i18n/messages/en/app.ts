import { submissions } from './submissions.ts';

/** Loaded with the first page behind sign-in: plans, weeks, checkpoints, growth, shop, account. */
export const app = { ...submissions };
