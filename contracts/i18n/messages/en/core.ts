import { common } from './common.ts';
import { pay } from './pay.ts';

/** Loaded on every page: the public site, the free analysis, signing in, what all pages share. */
export const core = { ...common, ...pay };
