import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';
import { account } from './account.ts';
import { orders } from './orders.ts';
import { shop } from './shop.ts';
import { submissions } from './submissions.ts';

export const app = { ...submissions, ...account, ...orders, ...shop } satisfies Translation<typeof en>;
