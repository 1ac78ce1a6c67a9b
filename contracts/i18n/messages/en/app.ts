import { account } from './account.ts';
import { orders } from './orders.ts';
import { shop } from './shop.ts';
import { submissions } from './submissions.ts';

/** Loaded with the first page behind sign-in: plans, weeks, checkpoints, growth, shop, account. */
export const app = { ...submissions, ...account, ...orders, ...shop };
