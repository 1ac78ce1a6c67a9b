import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';
import { checkpoints } from './checkpoints.ts';
import { growth } from './growth.ts';
import { payments } from './payments.ts';
import { plans } from './plans.ts';

export const app = { ...plans, ...payments, ...checkpoints, ...growth } satisfies Translation<typeof en>;
