import { checkpoints } from './checkpoints.ts';
import { growth } from './growth.ts';
import { payments } from './payments.ts';
import { plans } from './plans.ts';

/** Loaded with the first page behind sign-in: plans, weeks, checkpoints, growth, shop, account. */
export const app = { ...plans, ...payments, ...checkpoints, ...growth };
