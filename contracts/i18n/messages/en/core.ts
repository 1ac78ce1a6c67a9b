import { ages } from './ages.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { freeAnalysis } from './freeAnalysis.ts';
import { tasks } from './tasks.ts';
import { validation } from './validation.ts';

/** Loaded on every page: the public site, the free analysis, signing in, what all pages share. */
export const core = { ...common, ...ages, ...validation, ...freeAnalysis, ...auth, ...tasks };
