import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { ages } from './ages.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { freeAnalysis } from './freeAnalysis.ts';
import { tasks } from './tasks.ts';
import { validation } from './validation.ts';

export const core = { ...common, ...ages, ...validation, ...freeAnalysis, ...auth, ...tasks } satisfies Translation<typeof en>;
