import { account } from './account.ts';
import { orders } from './orders.ts';
import { shop } from './shop.ts';

/** Loaded with the first page behind sign-in: plans, weeks, checkpoints, growth, shop, account. */
export const app = { ...shop, ...orders, ...account };
