import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';
import { account } from './account.ts';
import { orders } from './orders.ts';
import { shop } from './shop.ts';

export const app = { ...shop, ...orders, ...account } satisfies Translation<typeof en>;
