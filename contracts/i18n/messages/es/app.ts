import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';
import { account } from './account.ts';
import { checkpoints } from './checkpoints.ts';
import { growth } from './growth.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { plans } from './plans.ts';
import { shop } from './shop.ts';
import { submissions } from './submissions.ts';

export const app = { ...account, ...checkpoints, ...growth, ...orders, ...payments, ...plans, ...shop, ...submissions } satisfies Translation<typeof en>;
