import { account } from './account.ts';
import { checkpoints } from './checkpoints.ts';
import { growth } from './growth.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { plans } from './plans.ts';
import { shop } from './shop.ts';
import { submissions } from './submissions.ts';

/** Loaded with the first page behind sign-in: plans, weeks, checkpoints, growth, shop, account. */
export const app = { ...account, ...checkpoints, ...growth, ...orders, ...payments, ...plans, ...shop, ...submissions };
